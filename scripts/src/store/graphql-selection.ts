/**
 * Just enough of a GraphQL reader for the store stand-in to answer an operation field by field, as a GraphQL
 * server does: the fields an operation selects (aliases, arguments, nested selections, inline fragments), a
 * check of them against the types the stand-in knows, and the answer cut down to what was selected. Named
 * fragments, directives and several root fields in one operation are beyond it: the clients send none.
 */
export interface SelectedField {
  name: string;
  alias?: string;
  /** The arguments as written, between the parentheses. */
  args?: string;
  selections?: SelectedField[];
}

/** The fields an operation selects at its root, in order. Throws on what it cannot read. */
export function operationSelections(query: string): SelectedField[] {
  const text = query.replace(/#[^\n]*/g, '');
  let at = 0;
  const skipSpace = () => {
    while (at < text.length && /[\s,]/.test(text[at]!)) at++;
  };
  const name = () => {
    const match = /^[_A-Za-z]\w*/.exec(text.slice(at));
    if (!match) throw new Error(`Syntax error: a name was expected at character ${at}`);
    at += match[0].length;
    return match[0];
  };
  /** What lies between a bracket at `at` and the one that closes it, strings skipped; `at` moves past it. */
  const bracketed = (open: string, close: string) => {
    const start = at;
    let depth = 0;
    do {
      const char = text[at];
      if (char === '"') {
        at++;
        while (at < text.length && text[at] !== '"') at += text[at] === '\\' ? 2 : 1;
      } else if (char === open) depth++;
      else if (char === close) depth--;
      at++;
    } while (depth > 0 && at < text.length);
    if (depth > 0) throw new Error(`Syntax error: an unclosed '${open}'`);
    return text.slice(start + 1, at - 1);
  };
  const selectionSet = (): SelectedField[] => {
    at++;
    const fields: SelectedField[] = [];
    for (;;) {
      skipSpace();
      if (at >= text.length) throw new Error("Syntax error: an unclosed '{'");
      if (text[at] === '}') {
        at++;
        return fields;
      }
      if (text.startsWith('...', at)) {
        at += 3;
        skipSpace();
        if (/^on\s/.test(text.slice(at))) {
          at += 2;
          skipSpace();
          name();
          skipSpace();
        }
        if (text[at] !== '{') throw new Error('The local store stand-in reads inline fragments only, not named ones');
        fields.push(...selectionSet());
        continue;
      }
      const field: SelectedField = { name: name() };
      skipSpace();
      if (text[at] === ':') {
        at++;
        skipSpace();
        field.alias = field.name;
        field.name = name();
        skipSpace();
      }
      if (text[at] === '(') {
        field.args = bracketed('(', ')');
        skipSpace();
      }
      if (text[at] === '{') field.selections = selectionSet();
      fields.push(field);
    }
  };
  skipSpace();
  if (text[at] !== '{') {
    name();
    skipSpace();
    if (text[at] !== '(' && text[at] !== '{') {
      name();
      skipSpace();
    }
    if (text[at] === '(') {
      bracketed('(', ')');
      skipSpace();
    }
  }
  if (text[at] !== '{') throw new Error("Syntax error: the operation's selection set was expected");
  return selectionSet();
}

/**
 * An argument's value as written in a field's arguments: a variable (read from `variables`), a string, a
 * number, a boolean, null or an enum value. Undefined when the argument is not given.
 */
export function argumentValue(args: string | undefined, argument: string, variables: Record<string, unknown>): unknown {
  const match = new RegExp(
    `(?:^|[\\s,])${argument}\\s*:\\s*(\\$\\w+|"(?:[^"\\\\]|\\\\.)*"|-?\\d+(?:\\.\\d+)?|true|false|null|[A-Za-z_]\\w*)`,
  ).exec(args ?? '');
  const written = match?.[1];
  if (written === undefined) return undefined;
  if (written.startsWith('$')) return variables[written.slice(1)];
  if (written.startsWith('"') || /^-?\d/.test(written) || ['true', 'false', 'null'].includes(written)) return JSON.parse(written);
  return written;
}

/** The argument names a field is given. */
export function argumentNames(args: string | undefined): string[] {
  return [...(args ?? '').replace(/"(?:[^"\\]|\\.)*"/g, '""').matchAll(/(?:^|[\s,])(\w+)\s*:/g)].map((match) => match[1]!);
}

/**
 * Object types by name: each field's type, an object type's name or null for a scalar or enum. A field the
 * version defines but the stand-in does not answer is listed in `notServed`.
 */
export interface ObjectTypes {
  types: Record<string, Record<string, string | null>>;
  notServed?: Record<string, readonly string[]>;
}

export interface GraphQLFieldError {
  message: string;
  path: string[];
  extensions: { code: string; typeName: string; fieldName: string };
}

/** Each selected field its type does not have, as Shopify reports one ("Field 'code' doesn't exist on type 'GiftCard'"). */
export function selectionErrors(schema: ObjectTypes, typeName: string, fields: SelectedField[], path: string[]): GraphQLFieldError[] {
  const fieldsOfType = schema.types[typeName] ?? {};
  return fields.flatMap((field): GraphQLFieldError[] => {
    const at = [...path, field.alias ?? field.name];
    if (field.name === '__typename') return [];
    if (!(field.name in fieldsOfType)) {
      const served = !schema.notServed?.[typeName]?.includes(field.name);
      return [
        {
          message: served
            ? `Field '${field.name}' doesn't exist on type '${typeName}'`
            : `Field '${field.name}' on type '${typeName}' is not served by the local store stand-in`,
          path: at,
          extensions: { code: served ? 'undefinedField' : 'notServedByStandIn', typeName, fieldName: field.name },
        },
      ];
    }
    const fieldType = fieldsOfType[field.name];
    if (fieldType && !field.selections) {
      return [
        {
          message: `Field must have selections (field '${field.name}' returns ${fieldType} but has no selections. Did you mean '${field.name} { ... }'?)`,
          path: at,
          extensions: { code: 'selectionMismatch', typeName, fieldName: field.name },
        },
      ];
    }
    return fieldType && field.selections ? selectionErrors(schema, fieldType, field.selections, at) : [];
  });
}

/** A resolved value cut down to the fields selected, under their aliases, as a GraphQL server answers. */
export function selectedFrom(schema: ObjectTypes, typeName: string, value: unknown, fields: SelectedField[]): unknown {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return value.map((item) => selectedFrom(schema, typeName, item, fields));
  const object = value as Record<string, unknown>;
  return Object.fromEntries(
    fields.map((field) => {
      const key = field.alias ?? field.name;
      if (field.name === '__typename') return [key, typeName];
      const fieldType = schema.types[typeName]?.[field.name];
      const fieldValue = object[field.name] ?? null;
      return [key, fieldType && field.selections ? selectedFrom(schema, fieldType, fieldValue, field.selections) : fieldValue];
    }),
  );
}
