// The auction lifecycle (docs/domain.md "Auction lifecycle"): every event of the transition table moves an
// auction only from its `from` statuses, only for the actors the table names (each other actor is refused
// with 409, the row unchanged), only what the actor owns; no other code writes an auction's status; and
// docs/domain.md shows the table as the code has it.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { AUCTION_STATUSES, type AuctionStatus } from '@autobid/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctions } from '../src/db/schema';
import { AppError } from '../src/lib/app-error';
import { apply, tryApply, tryApplyClaim } from '../src/modules/auctions/lifecycle';
import {
  AUCTION_TRANSITIONS,
  LIFECYCLE_ACTOR_KINDS,
  LIFECYCLE_EVENTS,
  transitionTableMarkdown,
  claimTransitionTableMarkdown,
  transferTransitionTableMarkdown,
  CLAIM_EVENTS,
  CLAIM_TRANSITIONS,
  type LifecycleActor,
  type LifecycleActorKind,
  type LifecycleEvent,
} from '../src/modules/auctions/transitions';
import { createAuction, createDeal, createDealer, createOperator, createSeller } from './factories';
import { createTestContext, type TestContext } from './helpers/test-app';

const SRC = path.resolve(import.meta.dirname, '../src');
const LIFECYCLE_MODULE = path.join(SRC, 'modules/auctions');
const DOMAIN_DOC = path.resolve(import.meta.dirname, '../../../docs/domain.md');

let ctx: TestContext;
let operatorId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  operatorId = (await createOperator(ctx.db)).id;
});

afterAll(async () => {
  await ctx.close();
});

/** An auction at `status` with its seller and a dealer holding a deal of it (what a dealer actor owns). */
async function auctionAt(status: AuctionStatus) {
  const seller = await createSeller(ctx.db);
  const dealer = await createDealer(ctx.db);
  const auction = await createAuction(ctx.db, { status, sellerId: seller.id });
  await createDeal(ctx.db, { auctionId: auction.id, dealerId: dealer.id, sellerId: seller.id });
  const actors: Record<LifecycleActorKind, LifecycleActor> = {
    dealer: { kind: 'dealer', dealerId: dealer.id },
    seller: { kind: 'seller', sellerId: seller.id },
    operator: { kind: 'operator', operatorId },
    clock: { kind: 'clock' },
    bank: { kind: 'bank' },
    cli: { kind: 'cli' },
  };
  return { auction, actors, sellerId: seller.id };
}

async function statusOf(auctionId: number): Promise<string | undefined> {
  const [row] = await ctx.db
    .select({ status: auctions.status })
    .from(auctions)
    .where(eq(auctions.id, auctionId));
  return row?.status;
}

async function refusal(run: () => Promise<unknown>): Promise<AppError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof AppError) {
      return error;
    }
    throw error;
  }
  throw new Error('expected a refusal');
}

const applyIn = (auctionId: number, event: LifecycleEvent, actor: LifecycleActor) =>
  ctx.db.transaction((tx) => apply(tx, auctionId, event, actor, { now: new Date() }));

describe.each(LIFECYCLE_EVENTS)('%s', (event) => {
  const transition = AUCTION_TRANSITIONS[event];

  it.each(LIFECYCLE_ACTOR_KINDS)(
    'by %s: moves when the table allows it, else 409 and nothing changes',
    async (kind) => {
      const from = transition.from[0];
      const { auction, actors } = await auctionAt(from);
      if ((transition.actors as readonly string[]).includes(kind)) {
        const row = await applyIn(auction.id, event, actors[kind]);
        expect(row.status).toBe(transition.to);
        expect(await statusOf(auction.id)).toBe(transition.to);
      } else {
        const error = await refusal(() => applyIn(auction.id, event, actors[kind]));
        expect(error.status).toBe(409);
        expect(error.code).toBe('AUCTION_TRANSITION_REFUSED');
        expect(await statusOf(auction.id)).toBe(from);
      }
    },
  );

  it('moves from every status it names and from no other (409, unchanged)', async () => {
    const kind = transition.actors[0];
    for (const status of AUCTION_STATUSES) {
      const { auction, actors } = await auctionAt(status);
      if ((transition.from as readonly string[]).includes(status)) {
        expect((await applyIn(auction.id, event, actors[kind])).status).toBe(transition.to);
      } else {
        const error = await refusal(() => applyIn(auction.id, event, actors[kind]));
        expect([error.status, error.code]).toEqual([409, 'AUCTION_TRANSITION_REFUSED']);
        expect(await statusOf(auction.id)).toBe(status);
      }
    }
  });
});

describe('ownership', () => {
  it('a seller moves only its own listing, a dealer only an auction it holds a deal of', async () => {
    const submit = await auctionAt('INPUT_INFORMATION');
    const stranger = await createSeller(ctx.db);
    const refused = await refusal(() =>
      applyIn(submit.auction.id, 'SUBMIT', { kind: 'seller', sellerId: stranger.id }),
    );
    expect(refused.status).toBe(409);
    expect(await statusOf(submit.auction.id)).toBe('INPUT_INFORMATION');

    const confirm = await auctionAt('DEALER_CONFIRM');
    const otherDealer = await createDealer(ctx.db);
    const moved = await ctx.db.transaction((tx) =>
      tryApply(
        tx,
        confirm.auction.id,
        'CONFIRM',
        { kind: 'dealer', dealerId: otherDealer.id },
        { now: new Date() },
      ),
    );
    expect(moved).toBeNull();
    expect(await statusOf(confirm.auction.id)).toBe('DEALER_CONFIRM');
  });

  it('a racing twin moves the auction once: the second finds the status gone', async () => {
    const { auction, actors } = await auctionAt('RESERVATION');
    const results = await Promise.allSettled([
      applyIn(auction.id, 'RESERVE', actors.dealer),
      applyIn(auction.id, 'RESERVE', actors.dealer),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(await statusOf(auction.id)).toBe('RESERVATION_COMPLETE');
  });
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) {
      return sourceFiles(file);
    }
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [file] : [];
  });
}

describe('claim transitions', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx.close());

  const actorOf = (kind: LifecycleActorKind): LifecycleActor =>
    kind === 'dealer'
      ? { kind, dealerId: 1 }
      : kind === 'seller'
        ? { kind, sellerId: 1 }
        : kind === 'operator'
          ? { kind, operatorId: 1 }
          : { kind };

  it('refuses every actor the claim table does not name with 409, before anything is read', async () => {
    for (const event of CLAIM_EVENTS) {
      for (const kind of LIFECYCLE_ACTOR_KINDS) {
        const allowed = (CLAIM_TRANSITIONS[event].actors as readonly string[]).includes(kind);
        const attempt = ctx.db.transaction((tx) => tryApplyClaim(tx, 999_999, event, actorOf(kind)));
        if (allowed) {
          await expect(attempt, `${event} by ${kind}`).resolves.toBeNull();
        } else {
          await expect(attempt, `${event} by ${kind}`).rejects.toMatchObject({
            code: 'AUCTION_TRANSITION_REFUSED',
          });
        }
      }
    }
  });
});

describe('one writer', () => {
  const files = sourceFiles(SRC);
  const relative = (file: string) => path.relative(SRC, file);

  it('only the lifecycle module writes the auctions and deals tables', () => {
    const writers = files.filter((file) => {
      const text = readFileSync(file, 'utf8');
      return /\.update\((auctions|deals|schema\.auctions|schema\.deals)\)|\bupdate\s+auctions\b/i.test(text);
    });
    expect(writers.filter((file) => !file.startsWith(LIFECYCLE_MODULE + path.sep)).map(relative)).toEqual([]);
  });

  it('only lifecycle.ts writes a price claim status, and only the module changes claims and disputes', () => {
    const writers = files.filter((file) =>
      /\.update\((priceClaims|disputes)\)/.test(readFileSync(file, 'utf8')),
    );
    expect(writers.filter((file) => !file.startsWith(LIFECYCLE_MODULE + path.sep)).map(relative)).toEqual([]);
    const statusWriters = writers
      .filter((file) => !file.endsWith('lifecycle.ts'))
      .filter((file) =>
        [...readFileSync(file, 'utf8').matchAll(/\.update\(priceClaims\)\s*\.set\(\{([^}]*)\}/g)].some(
          (match) => /\bstatus\s*:/.test(match[1] ?? ''),
        ),
      );
    expect(statusWriters.map(relative)).toEqual([]);
  });

  it("only lifecycle.ts writes a title transfer's status", () => {
    const statusWriters = files
      .filter((file) => !file.endsWith('lifecycle.ts'))
      .filter((file) =>
        [...readFileSync(file, 'utf8').matchAll(/\.update\(titleTransfers\)\s*\.set\(\{([^}]*)\}/g)].some(
          (match) => /\bstatus\s*:/.test(match[1] ?? ''),
        ),
      );
    expect(statusWriters.map(relative)).toEqual([]);
  });

  it('inside the module, only lifecycle.ts sets an auction status', () => {
    const statusWriters = files
      .filter((file) => file.startsWith(LIFECYCLE_MODULE + path.sep) && !file.endsWith('lifecycle.ts'))
      .filter((file) => {
        const text = readFileSync(file, 'utf8');
        return [...text.matchAll(/\.update\(auctions\)\s*\.set\(\{([^}]*)\}/g)].some((match) =>
          /\bstatus\s*:/.test(match[1] ?? ''),
        );
      });
    expect(statusWriters.map(relative)).toEqual([]);
  });
});

describe('docs/domain.md', () => {
  it('shows the claim table as transitions.ts has it', () => {
    const doc = readFileSync(DOMAIN_DOC, 'utf8');
    const match = /<!-- claim-transitions:start[^>]*-->\n([\s\S]*?)\n<!-- claim-transitions:end -->/.exec(
      doc,
    );
    expect(match, 'docs/domain.md needs the <!-- claim-transitions:start --> … end block').not.toBeNull();
    expect(
      match![1],
      'regenerate: npx tsx -e "import(\'./apps/server/src/modules/auctions/transitions.ts\').then((m) => console.log(m.claimTransitionTableMarkdown()))"',
    ).toBe(claimTransitionTableMarkdown());
  });

  it('shows the title transfer table as transitions.ts has it', () => {
    const doc = readFileSync(DOMAIN_DOC, 'utf8');
    const match =
      /<!-- transfer-transitions:start[^>]*-->\n([\s\S]*?)\n<!-- transfer-transitions:end -->/.exec(doc);
    expect(match, 'docs/domain.md needs the <!-- transfer-transitions:start --> … end block').not.toBeNull();
    expect(
      match![1],
      'regenerate: npx tsx -e "import(\'./apps/server/src/modules/auctions/transitions.ts\').then((m) => console.log(m.transferTransitionTableMarkdown()))"',
    ).toBe(transferTransitionTableMarkdown());
  });

  it('shows the transition table as transitions.ts has it', () => {
    const doc = readFileSync(DOMAIN_DOC, 'utf8');
    const match = /<!-- transitions:start[^>]*-->\n([\s\S]*?)\n<!-- transitions:end -->/.exec(doc);
    expect(
      match,
      'docs/domain.md needs the <!-- transitions:start --> … <!-- transitions:end --> block',
    ).not.toBeNull();
    expect(
      match![1],
      'regenerate: npx tsx -e "import(\'./apps/server/src/modules/auctions/transitions.ts\').then((m) => console.log(m.transitionTableMarkdown()))"',
    ).toBe(transitionTableMarkdown());
  });
});
