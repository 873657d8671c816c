// The vehicleRegistry provider (docs/domain.md "Owner consent"): the local registry answers from its table and
// rule and leaves a trace of each look-up; the HTTP adapter sends the plate and the name to the registry
// service with its key and reads its answer, a refusal of the service being an error, never a match.
import { describe, expect, it } from 'vitest';
import { createHttpVehicleRegistry, createLocalVehicleRegistry } from '../src/providers/vehicle-registry';

const NOW = new Date('2026-06-10T01:00:00.000Z');

describe('vehicle registry', () => {
  it('local: answers from its table and rule and traces every look-up', async () => {
    const lines: string[] = [];
    const registry = createLocalVehicleRegistry((line) => lines.push(line));
    const known = await registry.checkOwner({ plateNumber: '12가3456', ownerName: '김 민수' }, NOW);
    expect(known).toMatchObject({ provider: 'local', matched: true, checkedAt: NOW.toISOString() });
    expect(known.reference).toMatch(/^LOCAL-[0-9A-F]{12}$/);
    expect((await registry.checkOwner({ plateNumber: '12가3456', ownerName: '홍길동' }, NOW)).matched).toBe(
      false,
    );
    // A plate outside the table: any name but one saying "불일치".
    expect((await registry.checkOwner({ plateNumber: '77가7777', ownerName: '홍길동' }, NOW)).matched).toBe(
      true,
    );
    expect((await registry.checkOwner({ plateNumber: '77가7777', ownerName: '불일치' }, NOW)).matched).toBe(
      false,
    );
    expect(lines).toHaveLength(4);
    expect(lines[0]).toBe(`[vehicle-registry:local] ${known.reference} plate=12가3456 matched=true`);
    expect(lines[1]).toContain('matched=false');
  });

  it('HTTP: posts the plate and the name with its key and reads the answer', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const answer = (status: number, body: unknown): typeof fetch =>
      ((url: string, init: RequestInit) => {
        calls.push({ url, init });
        return Promise.resolve(new Response(JSON.stringify(body), { status }));
      }) as typeof fetch;
    const query = { plateNumber: '34나5678', ownerName: '최유진' };

    const matched = await createHttpVehicleRegistry({
      url: 'https://registry.example/owner-check',
      apiKey: 'key-1',
      fetch: answer(200, { matched: true, reference: 'R-1' }),
    }).checkOwner(query, NOW);
    expect(matched).toEqual({
      provider: 'registry',
      matched: true,
      reference: 'R-1',
      checkedAt: NOW.toISOString(),
    });
    expect(calls[0]!.url).toBe('https://registry.example/owner-check');
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.init.headers).toMatchObject({ authorization: 'Bearer key-1' });
    expect(JSON.parse(calls[0]!.init.body as string)).toEqual(query);

    // Anything but `matched: true` is no match.
    const unsure = await createHttpVehicleRegistry({
      url: 'https://registry.example/owner-check',
      apiKey: 'key-1',
      fetch: answer(200, { matched: 'yes' }),
    }).checkOwner(query, NOW);
    expect(unsure).toMatchObject({ matched: false, reference: '' });

    await expect(
      createHttpVehicleRegistry({
        url: 'https://registry.example/owner-check',
        apiKey: 'key-1',
        fetch: answer(503, {}),
      }).checkOwner(query, NOW),
    ).rejects.toThrow('vehicle registry answered 503');
  });
});
