// The Solapi keys at boot (docs/decisions/030): unset, the local outbox; any set, all are required, and every
// Alimtalk template the server sends needs its Solapi template id. And the template list is the code's.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { createProviders } from '../src/providers';
import { ALIMTALK_TEMPLATES, SMS_TEMPLATE_PREFIXES } from '../src/providers/alimtalk-templates';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'autobid-solapi-config-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const allTemplateIds = JSON.stringify(
  Object.fromEntries(ALIMTALK_TEMPLATES.map((name, i) => [name, `KA01TP${i}`])),
);
const complete = {
  SOLAPI_API_KEY: 'NCSAYU7YDBXYORXC',
  SOLAPI_API_SECRET: 'secret-0123456789abcdef',
  SOLAPI_SENDER: '02-1234-5678',
  SOLAPI_PF_ID: 'KA01PF200101000000000000000000',
  SOLAPI_TEMPLATE_IDS: allTemplateIds,
};

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig({ INIT_CWD: dir, ...env });
    return [];
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
}

describe('Solapi configuration', () => {
  it('unset: no Solapi, every channel local (messages SENT at once)', () => {
    const config = loadConfig({ INIT_CWD: dir });
    expect(config.SOLAPI).toBeUndefined();
    expect(createProviders(config).delivery).toEqual({});
  });

  it('complete: SMS and Alimtalk are delivered through Solapi', () => {
    const config = loadConfig({ INIT_CWD: dir, ...complete });
    expect(config.SOLAPI).toMatchObject({
      sender: '0212345678',
      baseUrl: 'https://api.solapi.com',
      timeoutMs: 10_000,
    });
    const { delivery } = createProviders(config);
    expect(delivery.SMS?.name).toBe('solapi');
    expect(delivery.ALIMTALK?.name).toBe('solapi');
  });

  it('lists every missing or malformed key at once', () => {
    expect(problemsOf({ SOLAPI_API_KEY: 'NCSAYU7YDBXYORXC' }).map((p) => p.split(':')[0])).toEqual([
      'SOLAPI_API_SECRET',
      'SOLAPI_SENDER',
      'SOLAPI_PF_ID',
      'SOLAPI_TEMPLATE_IDS',
    ]);
    expect(
      problemsOf({ ...complete, SOLAPI_SENDER: '발신번호', SOLAPI_API_KEY: 'no spaces!' }).map(
        (p) => p.split(':')[0],
      ),
    ).toEqual(['SOLAPI_API_KEY', 'SOLAPI_SENDER']);
    expect(problemsOf({ ...complete, SOLAPI_TEMPLATE_IDS: '[1,2]' })).toEqual([
      expect.stringMatching(/^SOLAPI_TEMPLATE_IDS: must be a JSON object/),
    ]);
  });

  it('names each Alimtalk template without an id, and a name the server never sends', () => {
    const ids = JSON.parse(allTemplateIds) as Record<string, string>;
    delete ids.DEAL_SELECTED;
    delete ids.BID_OUTBID;
    ids.DEAL_SELECTD = 'KA01TP9';
    expect(problemsOf({ ...complete, SOLAPI_TEMPLATE_IDS: JSON.stringify(ids) })).toEqual([
      'SOLAPI_TEMPLATE_IDS: not a template the server sends: DEAL_SELECTD',
      'SOLAPI_TEMPLATE_IDS: no template id for BID_OUTBID, DEAL_SELECTED',
    ]);
  });
});

/** Every quoted template name in a `template:` expression of the server's code. */
function templateNamesInCode(root: string): Set<string> {
  const names = new Set<string>();
  const walk = (at: string) => {
    for (const entry of readdirSync(at)) {
      const file = path.join(at, entry);
      if (statSync(file).isDirectory()) {
        walk(file);
      } else if (file.endsWith('.ts') && !file.endsWith('.test.ts')) {
        for (const match of readFileSync(file, 'utf8').matchAll(/template: ([^,}\n]+)/g)) {
          for (const name of match[1]!.matchAll(/'([A-Z][A-Z0-9_]+)'/g)) {
            names.add(name[1]!);
          }
        }
      }
    }
  };
  walk(root);
  return names;
}

describe('the Alimtalk template list', () => {
  it('holds every template name the server writes that is not an SMS, bank or relay one', () => {
    const inCode = [...templateNamesInCode(path.resolve(import.meta.dirname, '../src'))].filter(
      (name) =>
        !SMS_TEMPLATE_PREFIXES.some((prefix) => name.startsWith(prefix)) &&
        // Words of a `template: cond ? 'A' : 'B'` that are not templates.
        name !== 'DEALER',
    );
    const listed = new Set<string>(ALIMTALK_TEMPLATES);
    expect(inCode.filter((name) => !listed.has(name))).toEqual([]);
    // And no template id is asked for a template nobody sends.
    expect([...listed].filter((name) => !inCode.includes(name))).toEqual([]);
  });
});
