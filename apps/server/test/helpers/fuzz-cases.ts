// Bad requests generated from one OpenAPI operation (test/fuzz.test.ts): a valid-ish sample built from the
// operation's schemas, mutated with fast-check (wrong types, missing and extra keys, `__proto__`, huge and
// odd strings, odd numbers), plus raw bodies (bad JSON, wrong content types), odd path params, odd query
// strings and odd credentials. Every case is plain data, so a failure prints the exact request.
import fc from 'fast-check';

export type JsonSchema = {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  items?: JsonSchema;
  maxItems?: number;
};

type Parameter = { in: string; name: string; required?: boolean; schema?: JsonSchema };

export type Operation = {
  method: string;
  /** The OpenAPI path, `/api/v1/.../{id}`. */
  path: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
};

export type FuzzCase = {
  kind: 'sample' | 'body' | 'raw' | 'path' | 'query' | 'header';
  /** What was done to the sample, for the report. */
  note: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
};

/** What the seeded world gives each operation: valid credentials, existing ids, strings a pattern wants. */
export type CaseContext = {
  /** Headers that open the operation's area (a bearer token, or nothing for public routes). */
  auth: Record<string, string>;
  /** Path params naming existing rows, by param name. */
  pathValues: Record<string, string>;
  /** Strings tried, in order, for a string field with a pattern. */
  patternCandidates: string[];
  /** Strings for fields the schema alone cannot fill (an uploaded image's address), by field name. */
  named: Record<string, string>;
  /** The time a date-time field should carry (the test clock's now). */
  now: Date;
};

const HUGE = 'a'.repeat(100_000);
const HUGE_EMOJI = '😀'.repeat(25_000);

/** Odd strings for any string slot (body field, query value, header). */
const ODD_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  HUGE,
  HUGE_EMOJI,
  '\ud800',
  'x\udfff\ud800y',
  '👨‍👩‍👧‍👦🚗',
  'ㄱ'.repeat(3000),
  '\u202eRTL',
  '../../../etc/passwd',
  '%00',
  '<script>alert(1)</script>',
  "' OR '1'='1",
  '1; DROP TABLE dealers; --',
  '${7*7}{{7*7}}',
  'NaN',
  'Infinity',
  '-1',
  '1e309',
  '0x10',
  '00000001',
  '2030-02-30T00:00:00',
  '9999-12-31T23:59:59Z',
  'true',
  'null',
  '__proto__',
] as const;

/** Odd values for any JSON slot. */
const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...ODD_STRINGS),
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -1,
    1.5,
    -2_147_483_649,
    2_147_483_648,
    2 ** 53 + 2,
    1e308,
    -1e308,
    1e-300,
    [],
    {},
    [[[]]],
    [null],
    { length: 1 },
    { __proto__: null, toString: 1 },
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Number literals JSON.stringify cannot write: overflow, huge precision, negative zero. */
const ODD_LITERALS = [
  '1e309',
  '-1e309',
  '123456789012345678901234567890',
  '-0',
  '1E2',
  '0.0000001',
  '"\\u0000"',
  '"\\ud800"',
  '[' + '['.repeat(2000) + ']'.repeat(2000) + ']',
] as const;

const ODD_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '',
  '\u0000',
  'a'.repeat(5000),
];

/** A value that passes the schema as far as a simple reading of it goes. */
export function sampleOf(schema: JsonSchema | undefined, context: CaseContext, key = ''): unknown {
  if (!schema) {
    return {};
  }
  if (schema.enum?.length) {
    return schema.enum[0];
  }
  switch (schema.type ?? 'null') {
    case 'object': {
      const result: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        result[name] = sampleOf(property, context, name);
      }
      return result;
    }
    case 'array':
      return schema.items ? [sampleOf(schema.items, context, key)] : [];
    case 'integer':
    case 'number': {
      const wanted = /price/i.test(key) ? 1_500_000 : /days/.test(key) ? 7 : 1;
      return Math.min(Math.max(wanted, schema.minimum ?? wanted), schema.maximum ?? wanted);
    }
    case 'boolean':
      return false;
    case 'string':
      return sampleString(schema, context, key);
    default:
      return null;
  }
}

function sampleString(schema: JsonSchema, context: CaseContext, key: string): string {
  if (schema.format === 'date-time') {
    return context.now.toISOString();
  }
  const fits = (value: string) =>
    value.length >= (schema.minLength ?? 0) &&
    value.length <= (schema.maxLength ?? Infinity) &&
    (!schema.pattern || new RegExp(schema.pattern, 'u').test(value));
  const byName: Record<string, string | undefined> = {
    email: 'fuzz@example.com',
    username: 'fuzzer1',
    password: 'password12',
    newPassword: 'password12',
    currentPassword: 'password1',
    passwordConfirm: 'password12',
    content: '가나다라',
    bankCode: '004',
    bankAccountNumber: '1234567890',
    ...context.named,
  };
  const candidates = schema.pattern
    ? [byName[key], ...context.patternCandidates]
    : [byName[key], '검사용 문자열', 'fuzzer1'];
  const found = candidates.filter((value): value is string => value !== undefined).find(fits);
  if (found !== undefined) {
    return found;
  }
  return 'ㄱ'.repeat(Math.max(1, schema.minLength ?? 1)).slice(0, schema.maxLength ?? Infinity);
}

/** A body written as ordered `[key, JSON text]` entries, so any key (even `__proto__`) and any literal fit. */
type Entries = [string, string][];

const toEntries = (value: Record<string, unknown>): Entries =>
  Object.entries(value).map(([key, item]) => [key, JSON.stringify(item) ?? 'null']);
const entriesText = (entries: Entries) =>
  `{${entries.map(([key, text]) => `${JSON.stringify(key)}:${text}`).join(',')}}`;

type Mutation =
  | { type: 'set'; key: string; value: unknown }
  | { type: 'literal'; key: string; literal: string }
  | { type: 'drop'; key: string }
  | { type: 'extra'; key: string; value: unknown }
  | { type: 'duplicate'; key: string; value: unknown }
  | { type: 'replace'; value: unknown };

function mutationArbitrary(keys: string[]): fc.Arbitrary<Mutation> {
  const anyKey = keys.length ? fc.constantFrom(...keys) : fc.constant('x');
  const options: fc.Arbitrary<Mutation>[] = [
    fc.record({
      type: fc.constant('extra' as const),
      key: fc.oneof(fc.constantFrom(...ODD_KEYS), fc.string()),
      value: oddValue,
    }),
    fc.record({ type: fc.constant('replace' as const), value: oddValue }),
  ];
  if (keys.length) {
    options.push(
      fc.record({ type: fc.constant('set' as const), key: anyKey, value: oddValue }),
      fc.record({ type: fc.constant('set' as const), key: anyKey, value: oddValue }),
      fc.record({
        type: fc.constant('literal' as const),
        key: anyKey,
        literal: fc.constantFrom(...ODD_LITERALS),
      }),
      fc.record({ type: fc.constant('drop' as const), key: anyKey }),
      fc.record({ type: fc.constant('duplicate' as const), key: anyKey, value: oddValue }),
    );
  }
  return fc.oneof(...options);
}

function applyMutations(sample: unknown, mutations: Mutation[]): { text: string; note: string } {
  const notes: string[] = [];
  const replaced = mutations.find((mutation) => mutation.type === 'replace');
  if (replaced) {
    return {
      text: JSON.stringify(replaced.value) ?? 'null',
      note: `replace body by ${describe(replaced.value)}`,
    };
  }
  let entries = toEntries(isPlainObject(sample) ? sample : {});
  for (const mutation of mutations) {
    switch (mutation.type) {
      case 'set':
        entries = entries.map(([key, text]) => [
          key,
          key === mutation.key ? (JSON.stringify(mutation.value) ?? 'null') : text,
        ]);
        notes.push(`${mutation.key}=${describe(mutation.value)}`);
        break;
      case 'literal':
        entries = entries.map(([key, text]) => [key, key === mutation.key ? mutation.literal : text]);
        notes.push(`${mutation.key}=${describe(mutation.literal)} (literal)`);
        break;
      case 'drop':
        entries = entries.filter(([key]) => key !== mutation.key);
        notes.push(`drop ${mutation.key}`);
        break;
      case 'extra':
        entries.push([mutation.key, JSON.stringify(mutation.value) ?? 'null']);
        notes.push(`extra ${describe(mutation.key)}=${describe(mutation.value)}`);
        break;
      case 'duplicate':
        entries.push([mutation.key, JSON.stringify(mutation.value) ?? 'null']);
        notes.push(`duplicate ${mutation.key}=${describe(mutation.value)}`);
        break;
      case 'replace':
        break;
    }
  }
  return { text: entriesText(entries), note: notes.join(', ') };
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A short, printable description of a value (huge strings by length). */
export function describe(value: unknown): string {
  const text = typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
  return text.length > 60 ? `${text.slice(0, 40)}…(${text.length} chars)` : text;
}

/** Raw bodies: broken JSON, wrong content types, an empty JSON body, bytes that are not UTF-8. */
function rawBodies(sampleText: string): { note: string; contentType?: string; payload?: string | Buffer }[] {
  return [
    { note: 'truncated JSON', contentType: 'application/json', payload: sampleText.slice(0, -1) },
    { note: 'trailing comma', contentType: 'application/json', payload: '{"a":1,}' },
    { note: 'single quotes', contentType: 'application/json', payload: "{'a':1}" },
    { note: 'NUL byte as body', contentType: 'application/json', payload: '\u0000' },
    { note: 'empty JSON body', contentType: 'application/json', payload: '' },
    { note: 'JSON null', contentType: 'application/json', payload: 'null' },
    { note: 'JSON array', contentType: 'application/json', payload: `[${sampleText}]` },
    { note: 'JSON string', contentType: 'application/json', payload: JSON.stringify(sampleText) },
    {
      note: '__proto__ key',
      contentType: 'application/json',
      payload: `{"__proto__":{"polluted":1},${sampleText.slice(1)}`,
    },
    {
      note: 'constructor.prototype key',
      contentType: 'application/json',
      payload: `{"constructor":{"prototype":{"polluted":1}},${sampleText.slice(1)}`,
    },
    {
      note: 'invalid UTF-8',
      contentType: 'application/json',
      payload: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    },
    { note: 'UTF-16 charset', contentType: 'application/json; charset=utf-16', payload: sampleText },
    { note: 'text/plain', contentType: 'text/plain', payload: sampleText },
    {
      note: 'form-urlencoded',
      contentType: 'application/x-www-form-urlencoded',
      payload: 'a=1&__proto__[x]=1',
    },
    { note: 'multipart without boundary', contentType: 'multipart/form-data', payload: sampleText },
    { note: 'XML', contentType: 'application/xml', payload: '<a>1</a>' },
    { note: 'no content type', payload: sampleText },
  ];
}

const RAW_PER_OPERATION = 8;

/** Path param values that name nothing sensible, already URL-encoded. */
const ODD_PATH_VALUES = [
  '-1',
  '0',
  '1e309',
  '1.5',
  '0x1f',
  '99999999999999999999999',
  '2147483648',
  '%00',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  'a'.repeat(300),
  '%ED%95%9C%EA%B8%80',
  '%F0%9F%98%80',
  '%ED%A0%80',
  '%ZZ',
  '%20',
  '__proto__',
  'constructor',
  'NaN',
  'null',
] as const;

/** Query values that are not what the param wants, already URL-encoded. */
const oddQueryValue: fc.Arbitrary<string> = fc.oneof(
  // A real server refuses request lines past 16 KB before any route runs, so huge values stay out of URLs.
  fc.constantFrom(...ODD_STRINGS.filter((value) => value.length < 5000).map(percentEncode)),
  fc.constantFrom(
    '%00',
    '%ZZ',
    '%',
    '1e309',
    '-99999999999999999999',
    '1%2C2%2Cx',
    '%ED%A0%80',
    'a'.repeat(4000),
  ),
  fc.string({ unit: 'binary', maxLength: 30 }).map(percentEncode),
);

/** encodeURIComponent over the UTF-8 bytes (a lone surrogate becomes U+FFFD instead of throwing). */
function percentEncode(value: string): string {
  return [...Buffer.from(value, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9_.~-]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
}

const ODD_AUTH = [
  'Bearer ' + 'x'.repeat(5000),
  'Bearer a.b.c',
  'Bearer eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzdWIiOiIxIiwicm9sZSI6Im9wZXJhdG9yIiwiZXhwIjo0MTAyNDQ0ODAwfQ.',
  'Basic Zm9vOmJhcg==',
  'Bearer',
  'Bearer \u00e9\u00e9',
] as const;

function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_match, name: string) => values[name] ?? '1');
}

function queryString(params: [string, string][]): string {
  return params.length
    ? `?${params.map(([key, value]) => `${encodeURIComponent(key)}=${value}`).join('&')}`
    : '';
}

/** Every case for one operation; `runs` scales the generated ones, `seed` makes them reproducible. */
export function casesFor(
  operation: Operation,
  context: CaseContext,
  options: { seed: number; runs: number },
): FuzzCase[] {
  const { method } = operation;
  const seed = options.seed;
  const pathParams = (operation.parameters ?? []).filter((parameter) => parameter.in === 'path');
  const queryParams = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query');
  const content = operation.requestBody?.content ?? {};
  const isMultipart = Boolean(content['multipart/form-data']);
  const bodySchema = content['application/json']?.schema;
  const url = (values = context.pathValues, query: [string, string][] = sampleQuery()) =>
    fillPath(operation.path, values) + queryString(query);
  function sampleQuery(): [string, string][] {
    return queryParams
      .filter((parameter) => parameter.required || parameter.schema?.type === 'integer')
      .map((parameter) => [
        parameter.name,
        percentEncode(String(sampleOf(parameter.schema, context, parameter.name))),
      ]);
  }
  const sample = bodySchema ? sampleOf(bodySchema, context) : undefined;
  const sampleText = sample === undefined ? '{}' : JSON.stringify(sample);
  const json = { ...context.auth, 'content-type': 'application/json' };
  const cases: FuzzCase[] = [];
  const base = { method, headers: context.auth };

  cases.push({
    kind: 'sample',
    note: 'the valid-ish sample',
    ...base,
    url: url(),
    ...(bodySchema ? { headers: json, payload: sampleText } : {}),
  });

  if (bodySchema) {
    const plans = fc.sample(
      fc.array(mutationArbitrary(Object.keys(isPlainObject(sample) ? sample : {})), {
        minLength: 1,
        maxLength: 3,
      }),
      {
        seed,
        numRuns: options.runs,
      },
    );
    for (const plan of plans) {
      const { text, note } = applyMutations(sample, plan);
      cases.push({ kind: 'body', note, method, url: url(), headers: json, payload: text });
    }
  }
  if (bodySchema || isMultipart || method !== 'GET') {
    // A seeded share of the raw bodies per operation (the content-type parsers are shared, the routes not).
    const [raws] = fc.sample(
      fc.shuffledSubarray(rawBodies(sampleText), {
        minLength: RAW_PER_OPERATION,
        maxLength: RAW_PER_OPERATION,
      }),
      {
        seed: seed + 4,
        numRuns: 1,
      },
    );
    for (const raw of raws ?? []) {
      cases.push({
        kind: 'raw',
        note: raw.note,
        method,
        url: url(),
        headers: { ...context.auth, ...(raw.contentType ? { 'content-type': raw.contentType } : {}) },
        ...(raw.payload === undefined ? {} : { payload: raw.payload }),
      });
    }
  }
  if (isMultipart) {
    cases.push(...multipartCases(operation, context));
  }

  if (pathParams.length) {
    const picks = fc.sample(fc.constantFrom(...ODD_PATH_VALUES), {
      seed: seed + 1,
      numRuns: Math.max(4, Math.ceil(options.runs / 2)),
    });
    for (const [index, odd] of picks.entries()) {
      const name = pathParams[index % pathParams.length]!.name;
      cases.push({
        kind: 'path',
        note: `${name}=${describe(odd)}`,
        method,
        url: url({ ...context.pathValues, [name]: odd }),
        ...(bodySchema ? { headers: json, payload: sampleText } : { headers: context.auth }),
      });
    }
  }

  const queryPlans = fc.sample(
    fc.array(
      fc.oneof(
        ...(queryParams.length
          ? [fc.tuple(fc.constantFrom(...queryParams.map((parameter) => parameter.name)), oddQueryValue)]
          : []),
        fc.tuple(
          fc.constantFrom(
            '__proto__',
            'constructor[prototype][polluted]',
            '__proto__[polluted]',
            'a[b][c]',
            'page',
            'size',
          ),
          oddQueryValue,
        ),
      ),
      { minLength: 1, maxLength: 3 },
    ),
    { seed: seed + 2, numRuns: queryParams.length ? Math.max(4, Math.ceil(options.runs / 2)) : 1 },
  );
  for (const plan of queryPlans) {
    const sampled = sampleQuery().filter(([key]) => !plan.some(([name]) => name === key));
    cases.push({
      kind: 'query',
      note: plan.map(([key, value]) => `${key}=${describe(value)}`).join('&'),
      method,
      url: url(context.pathValues, [...sampled, ...plan]),
      ...(bodySchema ? { headers: json, payload: sampleText } : { headers: context.auth }),
    });
  }
  if (queryParams.some((parameter) => parameter.required)) {
    cases.push({ kind: 'query', note: 'no query', ...base, url: url(context.pathValues, []) });
  }

  const authPicks = fc.sample(fc.constantFrom(...ODD_AUTH), { seed: seed + 3, numRuns: 2 });
  for (const authorization of authPicks) {
    cases.push({
      kind: 'header',
      note: `authorization ${describe(authorization)}`,
      method,
      url: url(),
      headers: { authorization, ...(bodySchema ? { 'content-type': 'application/json' } : {}) },
      ...(bodySchema ? { payload: sampleText } : {}),
    });
  }
  cases.push({
    kind: 'header',
    note: 'odd accept and forwarded headers',
    method,
    url: url(),
    headers: {
      ...context.auth,
      accept: 'text/html;q=\u0000',
      'x-forwarded-for': '999.999.999.999, ::ffff:1.2.3',
      'accept-language': 'x'.repeat(2000),
      ...(bodySchema ? { 'content-type': 'application/json' } : {}),
    },
    ...(bodySchema ? { payload: sampleText } : {}),
  });
  return cases;
}

/** Multipart bodies for an upload: wrong fields, an empty or non-image file, odd file names. */
function multipartCases(operation: Operation, context: CaseContext): FuzzCase[] {
  const boundary = 'fuzzboundary';
  const part = (headers: string, body: string | Buffer) =>
    Buffer.concat([
      Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`),
      Buffer.isBuffer(body) ? body : Buffer.from(body),
      Buffer.from('\r\n'),
    ]);
  const close = Buffer.from(`--${boundary}--\r\n`);
  const file = (name: string, type: string, body: string | Buffer, field = 'file') =>
    part(
      `Content-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: ${type}`,
      body,
    );
  const bodies: [string, Buffer][] = [
    ['text file named .jpg', Buffer.concat([file('a.jpg', 'image/jpeg', 'not an image'), close])],
    ['empty file', Buffer.concat([file('empty.png', 'image/png', ''), close])],
    [
      'path in file name',
      Buffer.concat([file('../../etc/passwd', 'image/png', Buffer.from([0x89, 0x50, 0x4e, 0x47])), close]),
    ],
    ['NUL and emoji in file name', Buffer.concat([file('a\u0000😀.png', 'image/png', 'x'), close])],
    ['huge file name', Buffer.concat([file('a'.repeat(5000) + '.png', 'image/png', 'x'), close])],
    ['__proto__ field', Buffer.concat([file('a.png', 'image/png', 'x', '__proto__'), close])],
    [
      'plain field, no file',
      Buffer.concat([part('Content-Disposition: form-data; name="file"', 'abc'), close]),
    ],
    ['no closing boundary', file('a.png', 'image/png', 'x')],
    ['garbage', Buffer.from('--fuzzboundary\r\ngarbage')],
    ['SVG with script', Buffer.concat([file('a.svg', 'image/svg+xml', '<svg onload="alert(1)"/>'), close])],
  ];
  return bodies.map(([note, payload]) => ({
    kind: 'raw' as const,
    note: `multipart: ${note}`,
    method: operation.method,
    url: fillPath(operation.path, context.pathValues),
    headers: { ...context.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  }));
}
