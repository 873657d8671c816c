// The retention map's trade-record rule on the auction's and the deal's own columns (docs/domain.md
// "Retention"): 5 years after a trade ended, its plate, the photos of its sheet and its inspection, and the free
// texts its parties typed (where a name or a phone number may stand) go.
// Bounded and idempotent like every retention statement; the auctions module is the one writer of these tables.
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/types';

type Rows<T> = { rows: T[] };
const rowsOf = <T>(raw: unknown): T[] => (raw as Rows<T>).rows;

/**
 * Blanks the plates, the sheet's photos and notes, the inspection photos and the free texts of the auctions
 * `ended` selects (at most `batch` rows per statement); answers the rows changed and the photo URLs whose files
 * the caller deletes.
 */
export async function anonymiseEndedTrades(
  db: DbOrTx,
  ended: SQL,
  batch: number,
): Promise<{ count: number; urls: string[] }> {
  let n = 0;
  const urls: string[] = [];
  const plates = await db.execute(sql`
      update auctions set plate_number = ''
      where id in (select id from auctions where plate_number <> '' and id in ${ended} limit ${batch})
        and plate_number <> ''
      returning id`);
  n += rowsOf(plates).length;
  const sheets = await db.execute(sql`
      with due as (
        select id, condition_report from auctions
        where id in ${ended} and condition_report is not null
          and exists (select 1 from jsonb_each(condition_report -> 'items') e
            where coalesce(e.value ->> 'photo', '') <> '' or coalesce(e.value ->> 'note', '') <> '')
        order by id limit ${batch}
        for update skip locked
      )
      update auctions a set condition_report = jsonb_set(due.condition_report, '{items}', (
        select coalesce(jsonb_object_agg(e.key, case when e.value ? 'note'
            then jsonb_set(jsonb_set(e.value, '{photo}', '""'::jsonb), '{note}', '""'::jsonb)
            else jsonb_set(e.value, '{photo}', '""'::jsonb) end), '{}'::jsonb)
        from jsonb_each(due.condition_report -> 'items') e))
      from due where a.id = due.id
      returning (select coalesce(jsonb_agg(e.value ->> 'photo'), '[]'::jsonb)
        from jsonb_each(due.condition_report -> 'items') e where coalesce(e.value ->> 'photo', '') <> '') as photos`);
  for (const row of rowsOf<{ photos: string[] }>(sheets)) {
    n += 1;
    urls.push(...row.photos);
  }
  const inspections = await db.execute(sql`
      with due as (
        select id, inspection_images from deals
        where auction_id in ${ended} and inspection_images <> '[]'::jsonb
        order by id limit ${batch}
        for update skip locked
      )
      update deals d set inspection_images = '[]'::jsonb from due where d.id = due.id
      returning due.inspection_images as photos`);
  for (const row of rowsOf<{ photos: string[] }>(inspections)) {
    n += 1;
    urls.push(...row.photos);
  }
  for (const statement of freeTextStatements(ended, batch)) {
    n += rowsOf(await db.execute(statement)).length;
  }
  return { count: n, urls };
}

/** The free texts of a trade, table by table: the columns blanked and the auction they belong to. */
const FREE_TEXTS = [
  { table: 'auctions', auction: 'id', columns: ['etc'] },
  {
    table: 'deals',
    auction: 'auction_id',
    columns: ['inspection_result', 'price_change_reason', 'cancel_reason'],
  },
  { table: 'price_claims', auction: 'auction_id', columns: ['memo', 'seller_reason'] },
  { table: 'disputes', auction: 'auction_id', columns: ['reason'] },
  { table: 'title_transfers', auction: 'auction_id', columns: ['objection_reason', 'reject_reason'] },
] as const;

function freeTextStatements(ended: SQL, batch: number): SQL[] {
  return FREE_TEXTS.map(({ table, auction, columns }) => {
    const name = sql.identifier(table);
    const anyFilled = sql.join(
      columns.map((column) => sql`${sql.identifier(column)} <> ''`),
      sql` or `,
    );
    const blanks = sql.join(
      columns.map((column) => sql`${sql.identifier(column)} = ''`),
      sql`, `,
    );
    return sql`
      with due as (
        select id from ${name} where ${sql.identifier(auction)} in ${ended} and (${anyFilled})
        order by id limit ${batch}
        for update skip locked
      )
      update ${name} t set ${blanks} from due where t.id = due.id
      returning t.id`;
  });
}
