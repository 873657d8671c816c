// Vehicle registry provider (docs/domain.md "Owner consent"): does the registry know this name as the
// registered owner of this plate (자동차 등록원부; a motorbike's 사용신고)? The local implementation answers
// offline from a small table and a fixed rule, and leaves its answer as a trace in the log; a real adapter
// calls the registry service behind the same type.
import { createHash } from 'node:crypto';

export type RegistryQuery = { plateNumber: string; ownerName: string };

/** What the registry answered, kept on the consent record (owner_consents.registry_check). */
export type RegistryAnswer = {
  provider: string;
  matched: boolean;
  /** The registry's reference of the look-up (the local one: a hash of plate and time). */
  reference: string;
  checkedAt: string;
};

export type VehicleRegistry = {
  readonly name: string;
  checkOwner(query: RegistryQuery, now: Date): Promise<RegistryAnswer>;
};

/**
 * The local registry's known owners. A plate not in the table is registered to whoever names himself, unless
 * the name contains "불일치" (so a mismatch can be shown offline); the demo's plates are here.
 */
export const LOCAL_REGISTRY_OWNERS: Readonly<Record<string, string>> = {
  '12가3456': '김민수',
  '123가4567': '이서연',
  서울12가3456: '박지훈',
  '34나5678': '최유진',
  '56다7890': '정하늘',
  서울강남가1234: '한도윤',
};

const sameName = (a: string, b: string) => a.replace(/\s/g, '') === b.replace(/\s/g, '');

export function localRegistryMatches(query: RegistryQuery): boolean {
  const known = LOCAL_REGISTRY_OWNERS[query.plateNumber];
  if (known !== undefined) {
    return sameName(known, query.ownerName);
  }
  return query.ownerName.trim() !== '' && !query.ownerName.includes('불일치');
}

/** Offline stand-in: the table and rule above; each look-up is written to the log (`trace`). */
export function createLocalVehicleRegistry(
  trace: (line: string) => void = (line) => console.info(line),
): VehicleRegistry {
  return {
    name: 'local',
    checkOwner(query, now) {
      const matched = localRegistryMatches(query);
      const reference = `LOCAL-${createHash('sha256')
        .update(`${query.plateNumber}:${now.toISOString()}`)
        .digest('hex')
        .slice(0, 12)
        .toUpperCase()}`;
      trace(`[vehicle-registry:local] ${reference} plate=${query.plateNumber} matched=${matched}`);
      return Promise.resolve({ provider: 'local', matched, reference, checkedAt: now.toISOString() });
    },
  };
}

/**
 * The adapter of a registry service reached over HTTP (an owner-check API answering `{ matched, reference }`
 * for a plate and a name). Chosen in providers/index.ts when its URL is configured.
 */
export function createHttpVehicleRegistry(options: {
  url: string;
  apiKey: string;
  fetch?: typeof fetch;
}): VehicleRegistry {
  const send = options.fetch ?? fetch;
  return {
    name: 'registry',
    async checkOwner(query, now) {
      const response = await send(options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${options.apiKey}` },
        body: JSON.stringify({ plateNumber: query.plateNumber, ownerName: query.ownerName }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) {
        throw new Error(`vehicle registry answered ${response.status}`);
      }
      const answer = (await response.json()) as { matched?: unknown; reference?: unknown };
      return {
        provider: 'registry',
        matched: answer.matched === true,
        reference: typeof answer.reference === 'string' ? answer.reference : '',
        checkedAt: now.toISOString(),
      };
    },
  };
}
