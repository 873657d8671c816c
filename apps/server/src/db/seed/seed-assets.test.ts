import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../lib/password';
import { avatarSvg, vehicleSvg } from './images';
import { freshSeedAssets, prebuiltSeedAssets, cachingSeedAssets } from './seed-assets';

describe('seed assets made at build time (docs/decisions/021)', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'autobid-seed-assets-test-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('reads back exactly what the build recorded, and makes anything it did not record', async () => {
    const recording = cachingSeedAssets(dir);
    const png = await recording.png(avatarSvg('KM', '#3366ff'));
    const jpeg = await recording.jpeg(vehicleSvg('CAR', '#aa3322', 'MAIN'));
    const hash = await recording.passwordHash('dealer1234');
    expect(await readdir(dir)).toHaveLength(3);
    // Asked again, the caching side reads its copy.
    expect((await recording.png(avatarSvg('KM', '#3366ff'))).equals(png)).toBe(true);
    expect(await readdir(dir)).toHaveLength(3);

    const prebuilt = prebuiltSeedAssets(dir);
    expect((await prebuilt.png(avatarSvg('KM', '#3366ff'))).equals(png)).toBe(true);
    expect((await prebuilt.jpeg(vehicleSvg('CAR', '#aa3322', 'MAIN'))).equals(jpeg)).toBe(true);
    expect(await prebuilt.passwordHash('dealer1234')).toBe(hash);
    expect(await verifyPassword('dealer1234', hash)).toBe(true);

    // Not recorded: made now, the same as without a build (a picture added since, another password).
    const other = avatarSvg('LS', '#00aa55');
    expect((await prebuilt.png(other)).equals(await freshSeedAssets.png(other))).toBe(true);
    const otherHash = await prebuilt.passwordHash('another-password');
    expect(await verifyPassword('another-password', otherHash)).toBe(true);
    expect(await verifyPassword('dealer1234', otherHash)).toBe(false);
    // A recorded file is named by its input, so a changed picture is not mistaken for the old one.
    expect((await prebuilt.png(avatarSvg('KM', '#3366ff'))).equals(await prebuilt.png(other))).toBe(false);
  });
});
