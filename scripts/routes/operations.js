// One REST description (an OpenAPI 3.0 document of @octokit/openapi) into the catalogue's
// operations: method, path, id, parameters with their JSON types, and the flags the check needs.

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];
/** The JSON types in the order a union is written: `string|integer`, never `integer|string`. */
const TYPE_ORDER = ['string', 'integer', 'number', 'boolean', 'array', 'object', 'null'];
/** A schema that takes any value, or one whose type the description does not say. */
export const ANY_TYPE = 'any';

/** The object a local `$ref` (`#/components/…`) points to, followed until it is not a `$ref`. */
function resolve(document, node) {
  const seen = new Set();
  while (node && typeof node.$ref === 'string') {
    if (!node.$ref.startsWith('#/') || seen.has(node.$ref))
      throw new Error(`cannot follow $ref ${node.$ref}`);
    seen.add(node.$ref);
    const keys = node.$ref.slice(2).split('/').map(unescapePointer);
    node = keys.reduce((parent, key) => parent?.[key], document);
    if (node === undefined) throw new Error(`$ref ${[...seen].pop()} points to nothing`);
  }
  return node;
}

function unescapePointer(token) {
  return token.replaceAll('~1', '/').replaceAll('~0', '~');
}

/** The JSON types a schema takes, as a set; an empty set means any value. */
function typesOf(document, schema, depth = 0) {
  schema = resolve(document, schema);
  if (!schema || depth > 20) return new Set();
  if (typeof schema.type === 'string') {
    const types = new Set([schema.type]);
    if (schema.nullable === true) types.add('null');
    return types;
  }
  const branches = schema.oneOf ?? schema.anyOf;
  if (Array.isArray(branches)) {
    const union = new Set();
    for (const branch of branches) {
      const types = typesOf(document, branch, depth + 1);
      if (types.size === 0) return new Set();
      for (const type of types) union.add(type);
    }
    if (schema.nullable === true) union.add('null');
    return union;
  }
  if (Array.isArray(schema.allOf)) {
    for (const part of schema.allOf) {
      const types = typesOf(document, part, depth + 1);
      if (types.size > 0) return types;
    }
    return new Set();
  }
  if (Array.isArray(schema.enum)) return new Set(schema.enum.map(jsonTypeOf));
  if (schema.properties) return new Set(['object']);
  return new Set();
}

function jsonTypeOf(value) {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (Number.isInteger(value)) return 'integer';
  return typeof value;
}

/** A set of types as the catalogue writes it: `string|integer`, or `any`. */
function typeText(types) {
  if (types.size === 0) return ANY_TYPE;
  const known = TYPE_ORDER.filter((type) => types.has(type));
  const unknown = [...types].filter((type) => !TYPE_ORDER.includes(type)).sort();
  return [...known, ...unknown].join('|');
}

/**
 * The body's top-level shape: the properties (name -> type set, required, deprecated), whether a
 * value other than an object is taken (`raw`), and whether other keys are (`open`).
 */
function bodyShape(document, schema, depth = 0) {
  schema = resolve(document, schema);
  const shape = { properties: new Map(), required: new Set(), raw: false, open: false };
  if (!schema || depth > 20) return { ...shape, open: true };
  const isObject = schema.type === 'object' || (!schema.type && schema.properties);
  if (schema.type && schema.type !== 'object') shape.raw = true;
  if (isObject || !schema.type) {
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      const resolved = resolve(document, property);
      shape.properties.set(name, {
        types: typesOf(document, resolved),
        deprecated: resolved?.deprecated === true,
      });
    }
    for (const name of schema.required ?? []) shape.required.add(name);
    if (schema.additionalProperties) shape.open = true;
  }
  if (Array.isArray(schema.allOf)) {
    for (const part of schema.allOf) mergeShape(shape, bodyShape(document, part, depth + 1), true);
  }
  const branches = schema.oneOf ?? schema.anyOf;
  if (Array.isArray(branches)) {
    const shapes = branches.map((branch) => bodyShape(document, branch, depth + 1));
    const objects = shapes.filter((branch) => !branch.raw);
    // A name is required only when every object branch requires it.
    const everywhere = objects.length
      ? [...objects[0].required].filter((name) => objects.every((o) => o.required.has(name)))
      : [];
    for (const branch of shapes) mergeShape(shape, { ...branch, required: new Set() }, false);
    for (const name of everywhere) shape.required.add(name);
    if (shapes.some((branch) => branch.raw)) shape.raw = true;
  }
  return shape;
}

function mergeShape(into, from, keepRaw) {
  for (const [name, property] of from.properties) {
    const known = into.properties.get(name);
    if (!known) into.properties.set(name, property);
    else if (known.types.size > 0) {
      if (property.types.size === 0) known.types = new Set();
      else for (const type of property.types) known.types.add(type);
    }
  }
  for (const name of from.required) into.required.add(name);
  if (keepRaw && from.raw) into.raw = true;
  if (from.open) into.open = true;
}

/** `name` + `!` when required + `~` when deprecated + `:` + its types. */
function parameterText(name, { required, deprecated, types }) {
  return `${name}${required ? '!' : ''}${deprecated ? '~' : ''}:${typeText(types)}`;
}

function parametersOf(document, pathItem, operation) {
  const byKey = new Map();
  for (const parameter of [...(pathItem.parameters ?? []), ...(operation.parameters ?? [])]) {
    const resolved = resolve(document, parameter);
    byKey.set(`${resolved.in}:${resolved.name}`, resolved);
  }
  return [...byKey.values()];
}

function requestBodyOf(document, operation) {
  const flags = { required: false, raw: false, open: false };
  if (!operation.requestBody) return { flags, parameters: [] };
  const body = resolve(document, operation.requestBody);
  flags.required = body.required === true;
  const content = body.content ?? {};
  const json = Object.keys(content).find((type) => /^application\/(.+\+)?json$/.test(type));
  if (json === undefined) return { flags: { ...flags, raw: true }, parameters: [] };
  const shape = bodyShape(document, content[json].schema);
  for (const name of shape.required)
    if (!shape.properties.has(name)) shape.properties.set(name, { types: new Set() });
  const parameters = [...shape.properties].map(([name, property]) =>
    parameterText(name, { ...property, required: shape.required.has(name) }),
  );
  return { flags: { ...flags, raw: shape.raw, open: shape.open }, parameters };
}

/**
 * The operations of one description, in the description's order, each
 * `{ id, method, path, flags, path: […], query: […], body: […], server? }` with parameters
 * written as `parameterText` does.
 */
export function operationsOf(document) {
  const operations = [];
  for (const [path, pathItem] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = pathItem[method];
      if (!operation) continue;
      const parameters = parametersOf(document, pathItem, operation);
      // Path parameters in the template's order; the description's own order varies.
      const order = [...path.matchAll(/\{([^{}]*)\}/g)].map((match) => match[1]);
      const rank = (parameter) => (parameter.in === 'path' ? order.indexOf(parameter.name) : 0);
      const inPlace = (place) =>
        parameters
          .filter((parameter) => parameter.in === place)
          .sort((a, b) => rank(a) - rank(b))
          .map((parameter) =>
            parameterText(parameter.name, {
              required: place !== 'path' && parameter.required === true,
              deprecated: parameter.deprecated === true,
              types: typesOf(document, parameter.schema),
            }),
          );
      const body = requestBodyOf(document, operation);
      const flags =
        (operation.deprecated === true ? 'd' : '') +
        (body.flags.required ? 'b' : '') +
        (body.flags.raw ? 'r' : '') +
        (body.flags.open ? 'a' : '');
      const server = operation.servers?.[0]?.url;
      operations.push({
        id: operation.operationId,
        method: method.toUpperCase(),
        path,
        flags,
        pathParameters: inPlace('path'),
        queryParameters: inPlace('query'),
        bodyParameters: body.parameters,
        ...(server === undefined ? {} : { server }),
      });
    }
  }
  return operations;
}
