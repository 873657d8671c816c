// Queries of the retention map (docs/domain.md "Retention"): one bounded statement per rule, each written so
// that running it again, or in two processes at once, changes nothing more (its condition excludes what it
// already did, and a row a racing statement changed is checked again before it is touched); and the runs.
import { desc, count, eq, sql, type SQL } from 'drizzle-orm';
import { RETENTION_PERIODS, type RetentionRuleKey } from '@autobid/shared';
import { retentionRuns } from '../../db/schema';
import { anonymiseEndedTrades } from '../auctions/auctions.public';
import type { DbOrTx } from '../../db/types';

/** Rows one statement touches at most; a rule runs its statement again until less is left (ROUNDS at most). */
export const RETENTION_BATCH = 5_000;
export const RETENTION_ROUNDS = 40;

/** Audit actions that are accesses to personal data (the console's "연락처 보기"): the access log's rows. */
export const ACCESS_LOG_ACTIONS = ['CONTACT_REVEAL'] as const;

type Rows<T> = { rows: T[] };
/** A rejected applicant's name and phone once the retention job erased them (docs/domain.md "Retention"). */
const ERASED_APPLICANT_NAME = '정보 파기된 신청자';
const ERASED_PHONE_PREFIX = 'erased-';

const rowsOf = <T>(raw: unknown): T[] => (raw as Rows<T>).rows;

const days = (n: number) => sql`make_interval(days => ${n})`;
const cutoff = (now: Date, interval: SQL) => sql`(${now.toISOString()}::timestamptz - ${interval})`;

/**
 * When a deal's trade closed: its cancellation, the confirmation of its title transfer, or, for a deal completed
 * before transfers were tracked (COMPLETE with no transfer row), its completion; null while it is open.
 * Reads `d` (deals), `a` (its auction) and `t` (its title transfer, left joined).
 */
const dealClosedAt = sql`(case
  when d.canceled_at is not null then d.canceled_at
  when t.id is not null then t.confirmed_at
  when a.status = 'COMPLETE' then d.completed_at
end)`;

/**
 * The auctions whose listing ended before `before`: its deal in force closed (above), or, with none in force,
 * it was cancelled (by the seller, an operator, or the dealer with no runner-up) or its selection window
 * passed. A draft or a listing in review, live or in a deal is never ended.
 */
const auctionsEndedBefore = (before: SQL) => sql`(
  select a.id from auctions a
  left join deals d on d.auction_id = a.id and d.canceled_at is null
  left join title_transfers t on t.deal_id = d.id
  where (case
    when d.id is not null then ${dealClosedAt}
    when a.status in ('USER_CANCELED', 'ADMIN_CANCELED', 'DEALER_CANCELED') then a.status_changed_at
    when a.status = 'TIME_EXPIRED' then a.select_expire_at
  end) < ${before}
)`;

/** A phone as the console's masked lists show it (010-****-5678); anything not a number goes. */
const maskedRecipient = sql`(case
  when regexp_replace(recipient, '[^0-9]', '', 'g') ~ '^[0-9]{7,}$'
  then regexp_replace(regexp_replace(recipient, '[^0-9]', '', 'g'), '^([0-9]{3})[0-9]*([0-9]{4})$', '\\1-****-\\2')
  else '' end)`;

/** An outbox row the job already emptied carries this in its payload. */
const REDACTED = sql`'{"redacted": true}'::jsonb`;

export type StatementResult = { count: number; urls: string[]; keys: string[] };

const counted = (n: number): StatementResult => ({ count: n, urls: [], keys: [] });

/**
 * One batch of each rule as of `now`: what it blanked or deleted, and the file addresses (urls) and storage
 * keys (keys) the rows held, for the files step.
 */
export const RETENTION_STATEMENTS: Record<
  Exclude<RetentionRuleKey, 'files'>,
  (db: DbOrTx, now: Date) => Promise<StatementResult>
> = {
  async relayPhones(db, now) {
    const before = cutoff(now, days(RETENTION_PERIODS.contactAfterCloseDays));
    const raw = await db.execute(sql`
      update contact_relays set real_phone = ''
      where id in (
        select r.id from contact_relays r
        join deals d on d.id = r.deal_id
        join auctions a on a.id = d.auction_id
        left join title_transfers t on t.deal_id = d.id
        where r.real_phone <> '' and ${dealClosedAt} < ${before}
        limit ${RETENTION_BATCH}
      ) and real_phone <> ''
      returning id`);
    return counted(rowsOf(raw).length);
  },

  async consentPhones(db, now) {
    const before = cutoff(now, days(RETENTION_PERIODS.contactAfterCloseDays));
    const raw = await db.execute(sql`
      update owner_consents set owner_phone = ''
      where id in (
        select c.id from owner_consents c
        where c.owner_phone <> ''
          and (c.auction_id in ${auctionsEndedBefore(before)}
            or (c.status in ('EXPIRED', 'CANCELED') and c.updated_at < ${before})
            or c.auction_id in (
              select a.id from auctions a
              where a.status in ('REGISTERED', 'INPUT_INFORMATION', 'REJECTED')
                and a.updated_at < ${cutoff(now, days(RETENTION_PERIODS.idleDraftDays))}))
        limit ${RETENTION_BATCH}
      ) and owner_phone <> ''
      returning id`);
    return counted(rowsOf(raw).length);
  },

  async tradeMessages(db, now) {
    const before = cutoff(now, days(RETENTION_PERIODS.contactAfterCloseDays));
    const raw = await db.execute(sql`
      update notification_outbox set body = '', link = null, payload = ${REDACTED}, recipient = ${maskedRecipient}
      where id in (
        select o.id from notification_outbox o
        where o.payload ->> 'redacted' is null and o.status <> 'QUEUED'
          and (case when o.payload ->> 'auctionId' ~ '^[0-9]{1,9}$' then (o.payload ->> 'auctionId')::int end)
            in ${auctionsEndedBefore(before)}
        limit ${RETENTION_BATCH}
      ) and payload ->> 'redacted' is null
      returning id`);
    return counted(rowsOf(raw).length);
  },

  async messageBodies(db, now) {
    const before = cutoff(now, days(RETENTION_PERIODS.messageDays));
    const raw = await db.execute(sql`
      update notification_outbox set body = '', link = null, payload = ${REDACTED}, recipient = ${maskedRecipient}
      where id in (
        select id from notification_outbox
        where payload ->> 'redacted' is null and status <> 'QUEUED' and created_at < ${before}
        limit ${RETENTION_BATCH}
      ) and payload ->> 'redacted' is null
      returning id`);
    return counted(rowsOf(raw).length);
  },

  async transferProofs(db, now) {
    const before = cutoff(now, days(RETENTION_PERIODS.transferProofDays));
    // The old key is read under the row lock, so two racing runs hand the file to one of them.
    const raw = await db.execute(sql`
      with due as (
        select id, proof_key from title_transfers
        where proof_key is not null and status = 'CONFIRMED' and confirmed_at < ${before}
        order by id limit ${RETENTION_BATCH}
        for update skip locked
      )
      update title_transfers t set proof_key = null, proof_mime_type = null
      from due where t.id = due.id
      returning due.proof_key as key`);
    const keys = rowsOf<{ key: string }>(raw).map((row) => row.key);
    return { count: keys.length, urls: [], keys };
  },

  async consentTokens(db, now) {
    const before = cutoff(now, days(RETENTION_PERIODS.consentTokenDays));
    const raw = await db.execute(sql`
      update owner_consents set token_hash = null
      where id in (
        select id from owner_consents
        where token_hash is not null and expires_at < ${before}
        limit ${RETENTION_BATCH}
      ) and token_hash is not null
      returning id`);
    return counted(rowsOf(raw).length);
  },

  async rejectedDocuments(db, now) {
    const before = cutoff(now, days(RETENTION_PERIODS.rejectedDocumentsDays));
    // Applicants never approved: an approved dealer sent back to review keeps its documents. With the documents
    // go the applicant's name, e-mail, phone, business number and bank account (a re-application enters them again).
    const raw = await db.execute(sql`
      with due as (
        select id, image, business_card, agency_registration_image from dealers
        where status = 'REJECTED' and approved_at is null and rejected_at < ${before}
          and (image <> '' or business_card <> '' or agency_registration_image <> ''
            or phone_number not like ${`${ERASED_PHONE_PREFIX}%`})
        order by id limit ${RETENTION_BATCH}
        for update skip locked
      )
      update dealers d set image = '', business_card = '', agency_registration_image = '',
        name = ${ERASED_APPLICANT_NAME}, email = '', phone_number = ${ERASED_PHONE_PREFIX}::text || d.id::text,
        business_number = null, bank_code = '', bank_account_number = '', is_bank_account_auth = false,
        pending_identity = null
      from due where d.id = due.id
      returning due.image, due.business_card, due.agency_registration_image`);
    const rows = rowsOf<{ image: string; business_card: string; agency_registration_image: string }>(raw);
    const urls = rows
      .flatMap((row) => [row.image, row.business_card, row.agency_registration_image])
      .filter((url) => url !== '');
    return { count: rows.length, urls, keys: [] };
  },

  async phoneCodes(db, now) {
    return counted(await deleteBefore(db, 'phone_codes', 'created_at', now, RETENTION_PERIODS.codeDays));
  },

  async codeGuesses(db, now) {
    const { codeDays } = RETENTION_PERIODS;
    return counted(
      (await deleteBefore(db, 'code_guess_failures', 'created_at', now, codeDays)) +
        (await deleteBefore(db, 'code_guess_locks', 'created_at', now, codeDays)),
    );
  },

  async bankChecks(db, now) {
    return counted(
      await deleteBefore(db, 'bank_account_verifications', 'expires_at', now, RETENTION_PERIODS.codeDays),
    );
  },

  async idempotency(db, now) {
    return counted(
      await deleteBefore(db, 'idempotency_records', 'created_at', now, RETENTION_PERIODS.idempotencyDays),
    );
  },

  async accessLog(db, now) {
    const before = cutoff(now, days(RETENTION_PERIODS.accessLogDays));
    const actions = sql.join(
      ACCESS_LOG_ACTIONS.map((action) => sql`${action}`),
      sql`, `,
    );
    return counted(await deleteAuditRows(db, sql`action in (${actions}) and created_at < ${before}`));
  },

  async tradeRecords(db, now) {
    const ended = auctionsEndedBefore(
      cutoff(now, sql`make_interval(years => ${RETENTION_PERIODS.tradeRecordYears})`),
    );
    let n = 0;
    const urls: string[] = [];
    const consents = await db.execute(sql`
      update owner_consents set owner_name = '', owner_phone = '', plate_number = '', registry_check = null
      where id in (
        select id from owner_consents
        where (owner_name <> '' or plate_number <> '' or registry_check is not null) and auction_id in ${ended}
        limit ${RETENTION_BATCH}
      ) and (owner_name <> '' or plate_number <> '' or registry_check is not null)
      returning id`);
    n += rowsOf(consents).length;
    // A deposit that paid nothing is its own record: its receipt starts the clock.
    const depositsDone = await db.execute(sql`
      update deposits set depositor_name = '', memo = ''
      where id in (
        select p.id from deposits p
        left join deals d on d.id = p.deal_id
        where (p.depositor_name <> '' or p.memo <> '')
          and (d.auction_id in ${ended}
            or (p.deal_id is null and p.received_at < ${cutoff(now, sql`make_interval(years => ${RETENTION_PERIODS.tradeRecordYears})`)}))
        limit ${RETENTION_BATCH}
      ) and (depositor_name <> '' or memo <> '')
      returning id`);
    n += rowsOf(depositsDone).length;
    const images = await db.execute(sql`
      delete from auction_images where id in (
        select id from auction_images where auction_id in ${ended} limit ${RETENTION_BATCH}
      ) returning url`);
    const imageRows = rowsOf<{ url: string }>(images);
    n += imageRows.length;
    urls.push(...imageRows.map((row) => row.url));
    // The auction's and the deal's own columns are the auctions module's to write.
    const ownRows = await anonymiseEndedTrades(db, ended, RETENTION_BATCH);
    n += ownRows.count;
    urls.push(...ownRows.urls);
    const claimPhotos = await db.execute(sql`
      with due as (
        select i.id, i.photos from price_claim_items i
        join price_claims c on c.id = i.claim_id
        where c.auction_id in ${ended} and i.photos <> '[]'::jsonb
        order by i.id limit ${RETENTION_BATCH}
        for update of i skip locked
      )
      update price_claim_items i set photos = '[]'::jsonb from due where i.id = due.id
      returning due.photos`);
    for (const row of rowsOf<{ photos: string[] }>(claimPhotos)) {
      n += 1;
      urls.push(...row.photos);
    }
    return { count: n, urls, keys: [] };
  },

  async auditLog(db, now) {
    const before = cutoff(now, sql`make_interval(years => ${RETENTION_PERIODS.tradeRecordYears})`);
    return counted(await deleteAuditRows(db, sql`created_at < ${before}`));
  },
};

/**
 * Deletes a batch of a table's rows whose `column` is more than `period` days before `now` (by the row's
 * physical address, so a table keyed by several columns needs no id); answers how many went.
 */
async function deleteBefore(db: DbOrTx, table: string, column: string, now: Date, period: number) {
  const raw = await db.execute(sql`
    delete from ${sql.identifier(table)} where ctid in (
      select ctid from ${sql.identifier(table)}
      where ${sql.identifier(column)} < ${cutoff(now, days(period))}
      limit ${RETENTION_BATCH}
    ) returning 1 as one`);
  return rowsOf(raw).length;
}

/**
 * Deletes audit rows through the log's one way out (migration 0014): the setting is local to a transaction of
 * its own, and the trigger still refuses a row younger than a year by the database's clock, so such a row is
 * left for a later run even when the job's clock runs ahead (a test clock).
 */
async function deleteAuditRows(db: DbOrTx, condition: SQL): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('autobid.audit_retention', 'on', true)`);
    const raw = await tx.execute(sql`
      delete from audit_log where id in (
        select id from audit_log
        where ${condition} and created_at < now() - interval '1 year'
        order by id limit ${RETENTION_BATCH}
      ) returning id`);
    return rowsOf(raw).length;
  });
}

// ---- runs ----

/** Serialises the start of runs across processes (the daily run starts once). */
export async function lockRunStart(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('retention-run'))`);
}

/** Whether a run started at or after `since` (a running one, or one that finished). */
export async function hasRunSince(db: DbOrTx, since: Date): Promise<boolean> {
  const raw = await db.execute(sql`
    select 1 from retention_runs where started_at >= ${since.toISOString()}::timestamptz and status <> 'FAILED' limit 1`);
  return rowsOf(raw).length > 0;
}

/** A run left RUNNING by a process that stopped is marked FAILED before a new one starts. */
export async function failStaleRuns(db: DbOrTx, before: Date, error: string): Promise<void> {
  await db.execute(sql`
    update retention_runs set status = 'FAILED', finished_at = ${before.toISOString()}::timestamptz, error = ${error}
    where status = 'RUNNING' and started_at < ${before.toISOString()}::timestamptz`);
}

export async function insertRun(db: DbOrTx, startedAt: Date): Promise<number> {
  const [row] = await db.insert(retentionRuns).values({ startedAt }).returning({ id: retentionRuns.id });
  if (!row) {
    throw new Error('retention run not recorded');
  }
  return row.id;
}

export async function finishRun(
  db: DbOrTx,
  id: number,
  values: { status: 'DONE' | 'FAILED'; finishedAt: Date; counts: Record<string, number>; error?: string },
): Promise<void> {
  await db
    .update(retentionRuns)
    .set({ ...values, error: values.error ?? '' })
    .where(eq(retentionRuns.id, id));
}

export async function runsPage(db: DbOrTx, page: { limit: number; offset: number }) {
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(retentionRuns)
      .orderBy(desc(retentionRuns.startedAt), desc(retentionRuns.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(retentionRuns),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

/**
 * A closing seller's contact copies, at once (docs/domain.md "Retention"): the phones of the owner consents he
 * gave or asked for, the real number behind his relay numbers, and the messages sent to his phone (emptied,
 * the recipient masked). Answers how many rows changed.
 */
export async function eraseSellerContactCopies(db: DbOrTx, sellerId: number, phone: string): Promise<number> {
  const consents = await db.execute(sql`
    update owner_consents set owner_phone = '' where seller_id = ${sellerId} and owner_phone <> '' returning id`);
  const relays = await db.execute(sql`
    update contact_relays set real_phone = ''
    where party = 'SELLER' and real_phone <> ''
      and deal_id in (select id from deals where seller_id = ${sellerId})
    returning id`);
  const messages = await db.execute(sql`
    update notification_outbox set body = '', link = null, payload = ${REDACTED}, recipient = ${maskedRecipient}
    where recipient = ${phone} and payload ->> 'redacted' is null
    returning id`);
  return rowsOf(consents).length + rowsOf(relays).length + rowsOf(messages).length;
}
