// The Solapi keys (docs/decisions/030): SOLAPI_API_KEY set, SMS and Alimtalk go out through Solapi; unset, the
// local stand-ins keep every message in the outbox. Read by config.ts, checked at boot with the other keys.
import { z } from 'zod';
import { ALIMTALK_TEMPLATES } from './alimtalk-templates';

export type SolapiConfig = {
  apiKey: string;
  apiSecret: string;
  /** 발신번호: a number registered with Solapi, digits only. */
  sender: string;
  /** The KakaoTalk channel's id at Solapi (pfId). */
  pfId: string;
  /** Our Alimtalk template name -> Solapi's template id (KA01TP...). */
  templateIds: Record<string, string>;
  baseUrl: string;
  /** Longest wait for one Solapi call. */
  timeoutMs: number;
};

const blank = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

export const solapiEnvShape = {
  SOLAPI_API_KEY: z.preprocess(
    blank,
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9]{8,64}$/, 'must be the API key (8–64 letters and digits)')
      .optional(),
  ),
  SOLAPI_API_SECRET: z.preprocess(
    blank,
    z.string().trim().min(16, 'must be at least 16 characters').max(200).optional(),
  ),
  SOLAPI_SENDER: z.preprocess(
    blank,
    z
      .string()
      .trim()
      .transform((value) => value.replace(/[-\s]/g, ''))
      .pipe(z.string().regex(/^\d{8,11}$/, 'must be a phone number registered as 발신번호 (8–11 digits)'))
      .optional(),
  ),
  SOLAPI_PF_ID: z.preprocess(blank, z.string().trim().max(100).optional()),
  /** JSON: {"DEAL_SELECTED":"KA01TP...", ...}, one id per template of providers/alimtalk-templates.ts. */
  SOLAPI_TEMPLATE_IDS: z.preprocess(blank, z.string().optional()),
  SOLAPI_BASE_URL: z.preprocess(blank, z.url().optional()),
  SOLAPI_TIMEOUT_MS: z.preprocess(blank, z.coerce.number().int().min(100).max(60_000).optional()),
};

type SolapiValues = { [K in keyof typeof solapiEnvShape]: z.output<(typeof solapiEnvShape)[K]> };

const REQUIRED = [
  'SOLAPI_API_KEY',
  'SOLAPI_API_SECRET',
  'SOLAPI_SENDER',
  'SOLAPI_PF_ID',
  'SOLAPI_TEMPLATE_IDS',
] as const;

function templateIdsOf(json: string, problems: string[]): Record<string, string> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    problems.push('SOLAPI_TEMPLATE_IDS: must be a JSON object {"TEMPLATE_NAME":"Solapi template id", ...}');
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    problems.push('SOLAPI_TEMPLATE_IDS: must be a JSON object {"TEMPLATE_NAME":"Solapi template id", ...}');
    return {};
  }
  const ids: Record<string, string> = {};
  const known = new Set<string>(ALIMTALK_TEMPLATES);
  const unknown: string[] = [];
  for (const [name, id] of Object.entries(parsed)) {
    if (!known.has(name)) {
      unknown.push(name);
    } else if (typeof id !== 'string' || id.trim() === '') {
      problems.push(`SOLAPI_TEMPLATE_IDS: ${name} must be a non-empty string`);
    } else {
      ids[name] = id.trim();
    }
  }
  if (unknown.length > 0) {
    problems.push(`SOLAPI_TEMPLATE_IDS: not a template the server sends: ${unknown.join(', ')}`);
  }
  const missing = ALIMTALK_TEMPLATES.filter((name) => !(name in ids) && !unknown.includes(name));
  if (missing.length > 0) {
    problems.push(`SOLAPI_TEMPLATE_IDS: no template id for ${missing.join(', ')}`);
  }
  return ids;
}

/** The Solapi config when any SOLAPI_* key is set, with every missing or malformed key as a problem. */
export function readSolapiConfig(values: Partial<SolapiValues>): {
  problems: string[];
  SOLAPI: SolapiConfig | undefined;
} {
  const anySet = (Object.keys(solapiEnvShape) as (keyof SolapiValues)[]).some(
    (key) => values[key] !== undefined,
  );
  if (!anySet) {
    return { problems: [], SOLAPI: undefined };
  }
  const problems = REQUIRED.filter((key) => values[key] === undefined).map(
    (key) => `${key}: required when any SOLAPI_* key is set (docs/decisions/030)`,
  );
  const templateIds = values.SOLAPI_TEMPLATE_IDS ? templateIdsOf(values.SOLAPI_TEMPLATE_IDS, problems) : {};
  if (problems.length > 0) {
    return { problems, SOLAPI: undefined };
  }
  return {
    problems,
    SOLAPI: {
      apiKey: values.SOLAPI_API_KEY!,
      apiSecret: values.SOLAPI_API_SECRET!,
      sender: values.SOLAPI_SENDER!,
      pfId: values.SOLAPI_PF_ID!,
      templateIds,
      baseUrl: (values.SOLAPI_BASE_URL ?? 'https://api.solapi.com').replace(/\/+$/, ''),
      timeoutMs: values.SOLAPI_TIMEOUT_MS ?? 10_000,
    },
  };
}
