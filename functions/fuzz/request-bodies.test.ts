import { DynamoDBClient, ScanCommand } from '@aws-sdk/client-dynamodb';
import { allowsRole, pathOf, pathParameterNames, routeKeyOf, type RouteContract } from '@app/shared/contracts';
import { ROLES, type Role } from '@app/shared/platform';
import fc from 'fast-check';
import type { z } from 'zod';
import { routes } from '#platform/index';
import { api, givenUser, type ApiAnswer } from '#test/api';
import { settled } from '#test/store';

/**
 * Property-based fuzzing of every route that takes a body, driven by the route's own request schema:
 * malformed JSON values, the schema's fields with wrong types, 100 KB strings in every field,
 * `__proto__`-laden bodies and 1 MB bodies. Whatever the schema refuses must answer a 4xx in our error
 * shape and write nothing; nothing may answer a 5xx. Path parameters get the same treatment with
 * oversized and malformed values. This suite has its own backend, so the table's item count is exact.
 */
const RUNS = 20;
const HUGE = 'x'.repeat(100 * 1024);
const ONE_MEGABYTE = 'y'.repeat(1024 * 1024);

const bodyRoutes = routes.filter(({ contract }) => contract.body && !contract.signedBy).map(({ contract }) => contract);
const paramRoutes = routes.filter(({ contract }) => contract.params).map(({ contract }) => contract);

const tokens = {} as Record<Role, string>;

/** A caller the route lets in: no token for a public route, else the first role it allows. */
function tokenFor(contract: RouteContract): string | undefined {
  if (contract.access === 'public') return undefined;
  const role = ROLES.find((candidate) => allowsRole(contract, candidate));
  return role && tokens[role];
}

async function itemCount(): Promise<number> {
  const client = new DynamoDBClient({});
  let count = 0;
  let startKey: Record<string, never> | undefined;
  do {
    const page = await client.send(new ScanCommand({ TableName: process.env.TABLE_NAME, Select: 'COUNT', ExclusiveStartKey: startKey }));
    count += page.Count ?? 0;
    startKey = page.LastEvaluatedKey as typeof startKey;
  } while (startKey);
  return count;
}

/** The fields a body schema names: an object's keys, or every key of any option of a (discriminated) union. */
function fieldsOf(schema: z.ZodType | undefined): string[] {
  if (schema && 'options' in schema && Array.isArray(schema.options)) {
    return [...new Set((schema.options as z.ZodType[]).flatMap((option) => fieldsOf(option)))];
  }
  return schema && 'shape' in schema && typeof schema.shape === 'object' && schema.shape ? Object.keys(schema.shape) : [];
}

function pathFor(contract: RouteContract): string {
  return pathOf(contract, Object.fromEntries(pathParameterNames(contract).map((name) => [name, 'placeholder'])));
}

/** A refusal is a 4xx with `{ error: { code, message } }`. */
function expectRefusal(answer: ApiAnswer<{ error?: { code?: unknown; message?: unknown } }>): void {
  expect(answer.status).toBeGreaterThanOrEqual(400);
  expect(answer.status).toBeLessThan(500);
  expect(typeof answer.body.error?.code).toBe('string');
  expect(typeof answer.body.error?.message).toBe('string');
}

/**
 * The item count read after the last refusal, while nothing can have written since: the next request's
 * count before. Forgotten when a request is accepted (it may write) and before each test.
 */
let countSinceRefusal: number | undefined;
beforeEach(() => {
  countSinceRefusal = undefined;
});

/**
 * Sends a raw body. An answer the schema accepts needs only to avoid a 5xx; anything else must be
 * refused and leave the table as it was.
 */
async function sendBody(contract: RouteContract, rawBody: string): Promise<void> {
  // What earlier accepted requests wrote is projected first (lib/table-stream.ts), so nothing else writes meanwhile.
  await settled();
  const before = countSinceRefusal ?? (await itemCount());
  countSinceRefusal = undefined;
  const answer = await api(contract.method, pathFor(contract), {
    token: tokenFor(contract),
    rawBody,
    headers: { 'content-type': 'application/json' },
  });
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody);
  } catch {
    parsed = undefined;
  }
  expect(answer.status).toBeLessThan(500);
  if (parsed !== undefined && contract.body?.safeParse(parsed).success) return;
  expectRefusal(answer);
  const after = await itemCount();
  expect(after).toBe(before);
  countSinceRefusal = after;
}

/** Zod's own description of a schema, enough to walk it. */
interface SchemaDef {
  type: string;
  shape?: Record<string, z.ZodType>;
  in?: z.ZodType;
  innerType?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  checks?: Array<{ _zod: { def: { check: string } } }>;
}
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: SchemaDef } })._zod.def;
/** A maximum, or an exact length (which is one). */
const hasMaximum = (def: SchemaDef) => (def.checks ?? []).some((check) => ['max_length', 'length_equals'].includes(check._zod.def.check));

/** Where a schema accepts a string or a list of any length, on the side the caller sends (a pipe's input). */
function unbounded(schema: z.ZodType, at: string): string[] {
  const def = defOf(schema);
  const inner = (child: z.ZodType | undefined, path = at) => (child ? unbounded(child, path) : []);
  switch (def.type) {
    case 'string':
      return hasMaximum(def) ? [] : [at];
    case 'array':
      return [...(hasMaximum(def) ? [] : [at]), ...inner(def.element, `${at}[]`)];
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([name, child]) => unbounded(child, at ? `${at}.${name}` : name));
    case 'pipe':
      return inner(def.in);
    case 'union':
      return (def.options ?? []).flatMap((option) => unbounded(option, at));
    case 'record':
      return [...inner(def.keyType, `${at}{key}`), ...inner(def.valueType, `${at}{}`)];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return inner(def.innerType);
    default:
      return [];
  }
}

describe('request schemas', () => {
  it.each(routes.map(({ contract }) => [routeKeyOf(contract), contract] as const))(
    '%s bounds every string and list it accepts',
    (_key, contract) => {
      const parts = (['params', 'query', 'body'] as const).flatMap((part) => (contract[part] ? unbounded(contract[part], part) : []));

      expect(parts).toEqual([]);
    },
  );
});

const wrongType = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string()),
  fc.dictionary(fc.string(), fc.string()),
);

describe('request bodies, fuzzed from each route’s schema', () => {
  beforeAll(async () => {
    await Promise.all(
      ROLES.map(async (role) => {
        tokens[role] = (await givenUser(role)).token;
      }),
    );
  });

  describe.each(bodyRoutes.map((contract) => [routeKeyOf(contract), contract] as const))('%s', (_key, contract) => {
    const fields = fieldsOf(contract.body);

    it('refuses any JSON value that is not what the schema wants', async () => {
      await fc.assert(
        fc.asyncProperty(fc.jsonValue(), (value) => sendBody(contract, JSON.stringify(value))),
        { numRuns: RUNS },
      );
    });

    it('refuses its own fields with the wrong types', async () => {
      await fc.assert(
        fc.asyncProperty(fc.record(Object.fromEntries(fields.map((field) => [field, wrongType]))), (body) =>
          sendBody(contract, JSON.stringify(body)),
        ),
        { numRuns: RUNS },
      );
    });

    it('refuses a 100 KB string in any of its fields', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...fields),
          fc.dictionary(fc.constantFrom(...fields), fc.string({ maxLength: 20 })),
          (field, others) => sendBody(contract, JSON.stringify({ ...others, [field]: HUGE })),
        ),
        { numRuns: Math.min(RUNS, fields.length * 3) },
      );
    });

    it('refuses __proto__ and constructor keys without polluting anything', async () => {
      await fc.assert(
        fc.asyncProperty(fc.dictionary(fc.constantFrom(...fields), fc.string({ maxLength: 20 })), async (others) => {
          const fieldsJson = JSON.stringify(others).slice(1, -1);
          const polluted = `{"__proto__":{"role":"admin","isAdmin":true},"constructor":{"prototype":{"polluted":true}}${fieldsJson ? `,${fieldsJson}` : ''}}`;
          await sendBody(contract, polluted);
          expect(({} as Record<string, unknown>).polluted).toBeUndefined();
        }),
        { numRuns: RUNS },
      );
    });

    it('refuses a 1 MB body, JSON or not', async () => {
      await sendBody(contract, JSON.stringify({ [fields[0] ?? 'field']: ONE_MEGABYTE }));
      await sendBody(contract, ONE_MEGABYTE);
    });
  });
});

describe('path parameters, fuzzed', () => {
  it.each(paramRoutes.map((contract) => [routeKeyOf(contract), contract] as const))(
    '%s refuses oversized and odd ids with a 4xx',
    async (_key, contract) => {
      const token = tokenFor(contract);
      await fc.assert(
        fc.asyncProperty(fc.oneof(fc.constant('z'.repeat(3000)), fc.string({ minLength: 1, maxLength: 40 })), async (value) => {
          const path = pathOf(contract, Object.fromEntries(pathParameterNames(contract).map((name) => [name, value])));
          const answer = await api(contract.method, path, { token, body: contract.method === 'GET' ? undefined : {} });
          expect(answer.status).toBeLessThan(500);
          if (value.length > 200) expectRefusal(answer);
        }),
        { numRuns: RUNS },
      );
    },
  );
});
