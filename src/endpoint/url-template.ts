import { parseTemplate, type PrimitiveValue } from 'url-template';
import { isPlainObject } from './is-plain-object.js';
import { setOwnProperty } from './own-property.js';
import { RequestOptionsError } from './request-options-error.js';

type TemplateValue = PrimitiveValue | PrimitiveValue[] | Record<string, PrimitiveValue>;

const EXPRESSION = /\{([^{}]+)\}/g;
const OPERATOR = /^[+#./;?&]/;
const MODIFIER = /(?::\d+|\*)$/;

/** The names of the variables an RFC 6570 template uses, each once, in order. */
export function templateVariableNames(template: string): string[] {
  const names = new Set<string>();
  for (const [, expression = ''] of template.matchAll(EXPRESSION))
    for (const varspec of expression.replace(OPERATOR, '').split(','))
      names.add(varspec.replace(MODIFIER, ''));
  return [...names];
}

/**
 * Expands an RFC 6570 template with the `url-template` package. Values are given as RFC 6570
 * sees them first: numbers and booleans as strings, and empty lists and maps as undefined.
 */
export function expandUrlTemplate(
  template: string,
  names: readonly string[],
  parameters: Record<string, unknown>,
): string {
  const context: Record<string, TemplateValue> = {};
  for (const name of names) {
    if (!Object.hasOwn(parameters, name)) continue;
    const value = templateValue(parameters[name]);
    if (value !== undefined) setOwnProperty(context, name, value);
  }
  try {
    return parseTemplate(template).expand(context);
  } catch (error) {
    if (!(error instanceof URIError)) throw error;
    throw new RequestOptionsError(
      'url',
      `a value for ${JSON.stringify(template)} is not well-formed Unicode (a lone surrogate, or one split by a prefix modifier)`,
    );
  }
}

function templateValue(value: unknown): TemplateValue | undefined {
  if (value === undefined || value === null) return undefined;
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
  return String(value);
}

function isDefined(value: unknown): boolean {
  return value !== undefined && value !== null;
}
