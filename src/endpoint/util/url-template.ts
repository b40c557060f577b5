import { parseTemplate, type PrimitiveValue, type Template } from 'url-template';
import { memoize } from '../../util/memoize.js';
import { isPlainObject } from './is-plain-object.js';
import { setOwnProperty } from './own-property.js';
import { RequestOptionsError } from '../request-options-error.js';

type TemplateValue = PrimitiveValue | PrimitiveValue[] | Record<string, PrimitiveValue>;

/** A URL template parsed once: the variables it names, and how to expand it. */
export interface UrlTemplate {
  source: string;
  /** The variables, each once, in order. */
  names: readonly string[];
  expand(parameters: Record<string, unknown>): string;
}

const EXPRESSION = /\{([^{}]+)\}/g;
const OPERATOR = /^[+#./;?&]/;
const MODIFIER = /(?::\d+|\*)$/;
/** `:name`, the older placeholder form, for any identifier. */
export const NAMED_PLACEHOLDER = /:([A-Za-z_]\w*)/g;
/** The RFC 6570 template of a url (`:name` read as `{name}`), parsed once per url. */
export const urlTemplate = memoize(
  (url) => compileTemplate(url.replace(NAMED_PLACEHOLDER, '{$1}')),
  1_000,
);

/** One piece of a template: text, a lone `{name}`, or any other expression. */
type Piece =
  | { kind: 'text'; expanded: string }
  | { kind: 'name'; name: string }
  | { kind: 'query'; operator: string; varnames: string[]; names: string[]; parsed: Template }
  | { kind: 'expression'; names: string[]; parsed: Template };

const PIECES = /(\{[^{}]+\})/;
const LONE_NAME = /^\{([A-Za-z0-9_]+)\}$/;
/** `{?a,b}` or `{&a,b}` of plain names, whose names need no encoding. */
const PLAIN_QUERY = /^\{([?&])([A-Za-z0-9_]+(?:,[A-Za-z0-9_]+)*)\}$/;

/**
 * Splits a template into pieces once; url-template expands text once, here, and expressions when
 * called. A lone `{name}` and a plain `{?a,b}` with scalar values, by far the most common, are
 * encoded directly, exactly as url-template would (the RFC 6570 and differential tests hold it).
 */
function compileTemplate(source: string): UrlTemplate {
  const pieces: Piece[] = source
    .split(PIECES)
    .filter(Boolean)
    .map((text): Piece => {
      if (!text.startsWith('{') || !text.endsWith('}') || text.length < 3)
        return { kind: 'text', expanded: expandWith(source, parseTemplate(text), {}) };
      const name = LONE_NAME.exec(text)?.[1];
      if (name !== undefined) return { kind: 'name', name };
      const query = PLAIN_QUERY.exec(text);
      if (query !== null) {
        const [, operator = '?', list = ''] = query;
        const names = templateVariableNames(text);
        return {
          kind: 'query',
          operator,
          varnames: list.split(','),
          names,
          parsed: parseTemplate(text),
        };
      }
      return {
        kind: 'expression',
        names: templateVariableNames(text),
        parsed: parseTemplate(text),
      };
    });
  const names = templateVariableNames(source);
  return {
    source,
    names,
    expand: (parameters) => {
      let url = '';
      for (const piece of pieces) {
        if (piece.kind === 'text') url += piece.expanded;
        else if (piece.kind === 'name') url += expandName(source, piece.name, parameters);
        else if (piece.kind === 'query') url += expandQuery(source, piece, parameters);
        else url += expandWith(source, piece.parsed, templateContext(piece.names, parameters));
      }
      return url;
    },
  };
}

/** `{name}`: a string, number or boolean encoded as RFC 6570 simple expansion does. */
function expandName(source: string, name: string, parameters: Record<string, unknown>): string {
  const value = Object.hasOwn(parameters, name) ? parameters[name] : undefined;
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean')
    return expandWith(source, parseTemplate(`{${name}}`), templateContext([name], parameters));
  return encodedUnreserved(source, String(value));
}

/** `{?a,b}` as `?a=1&b=2`, as url-template does; a list or a map takes url-template itself. */
function expandQuery(
  source: string,
  piece: Extract<Piece, { kind: 'query' }>,
  parameters: Record<string, unknown>,
): string {
  let expanded = '';
  for (const name of piece.varnames) {
    const value = Object.hasOwn(parameters, name) ? parameters[name] : undefined;
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean')
      return expandWith(source, piece.parsed, templateContext(piece.names, parameters));
    const pair = `${name}=${encodedUnreserved(source, String(value))}`;
    expanded = expanded === '' ? `${piece.operator}${pair}` : `${expanded}&${pair}`;
  }
  return expanded;
}

/** A value encoded as RFC 6570 encodes outside reserved expansion. */
function encodedUnreserved(source: string, value: string): string {
  try {
    return encodeURIComponent(value).replace(NOT_UNRESERVED, percentEncoded);
  } catch (error) {
    if (!(error instanceof URIError)) throw error;
    throw notUnicode(source);
  }
}

/** What encodeURIComponent leaves but RFC 6570 encodes outside reserved expansion. */
const NOT_UNRESERVED = /[!'()*]/g;

function percentEncoded(character: string): string {
  return `%${character.charCodeAt(0).toString(16).toUpperCase()}`;
}

/** The variables of an expression, given as RFC 6570 sees them. */
function templateContext(
  names: readonly string[],
  parameters: Record<string, unknown>,
): Record<string, TemplateValue> {
  const context: Record<string, TemplateValue> = {};
  for (const name of names) {
    if (!Object.hasOwn(parameters, name)) continue;
    const value = templateValue(parameters[name]);
    if (value !== undefined) setOwnProperty(context, name, value);
  }
  return context;
}

/** The names of the variables an RFC 6570 template uses, each once, in order. */
export function templateVariableNames(template: string): string[] {
  const names = new Set<string>();
  for (const [, expression = ''] of template.matchAll(EXPRESSION))
    for (const varspec of expression.replace(OPERATOR, '').split(','))
      names.add(varspec.replace(MODIFIER, ''));
  return [...names];
}

function expandWith(
  source: string,
  parsed: Template,
  context: Record<string, TemplateValue>,
): string {
  try {
    return parsed.expand(context);
  } catch (error) {
    if (!(error instanceof URIError)) throw error;
    throw notUnicode(source);
  }
}

function notUnicode(source: string): RequestOptionsError {
  return new RequestOptionsError(
    'url',
    `a value for ${JSON.stringify(source)} is not well-formed Unicode (a lone surrogate, or one split by a prefix modifier)`,
  );
}

/** A value as RFC 6570 sees it: numbers and booleans as strings, empty lists and maps undefined. */
function templateValue(value: unknown): TemplateValue | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) {
    const items = value.filter(isDefined).map(String);
    return items.length > 0 ? items : undefined;
  }
  if (isPlainObject(value)) {
    const pairs = Object.entries(value).filter(([, item]) => isDefined(item));
    return pairs.length > 0
      ? Object.fromEntries(pairs.map(([key, item]) => [key, String(item)]))
      : undefined;
  }
  // eslint-disable-next-line @typescript-eslint/no-base-to-string -- any other value reads as url-template reads it
  return String(value);
}

function isDefined(value: unknown): boolean {
  return value !== undefined && value !== null;
}
