import { pageMeta } from '#contract/page-query';
import { sql, type SQL } from 'drizzle-orm';
import type { Campaign, CampaignListQuery } from '#contract/campaign';
import { kindToType, type CampaignStatus } from '#contract/enums';
import type { FileStorage } from '#server/adapters/storage/storage';
import type { Db } from '#server/db/open';
import { rowsOf } from '#server/db/rows';
import { httpError } from '#server/http/errors';
import { m } from '#i18n/paraglide/messages.js';
import { CAMPAIGN_JSON, toCampaign, type JsonRow } from './projection';

/** Statuses whose campaign page anyone may open; only ACTIVE ones are listed. */
const PUBLIC_STATUSES: CampaignStatus[] = ['ACTIVE', 'COMPLETED'];

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** At most this many words of a search are matched (each must appear somewhere). */
const MAX_SEARCH_WORDS = 8;

/**
 * The search text as ILIKE conditions on the campaign's search_text (title, description,
 * recipient and organiser names; migration 0004 keeps it and its pg_trgm index current).
 * Every word must appear, in any order and case: "liya surgery" finds "Heart surgery for Liya".
 */
export function searchConditions(text: string | undefined): SQL[] {
  if (!text) return [];
  const words = text.split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
  return words.map((w) => sql`c.search_text ILIKE ${`%${escapeLike(w)}%`}`);
}

/** Listed campaigns (ACTIVE), newest first: one query for the page and its total. */
export async function listCampaigns(db: Db, storage: FileStorage, q: CampaignListQuery) {
  const filters: SQL[] = [sql`c.status = 'ACTIVE'`];
  if (q.category) filters.push(sql`c.category = ${q.category}`);
  if (q.type) filters.push(sql`c.type = ${kindToType(q.type)}`);
  filters.push(...searchConditions(q.search), ...searchConditions(q.for));
  const where = sql.join(filters, sql` AND `);
  const offset = (q.page - 1) * q.limit;

  const rows = rowsOf<JsonRow & { total: number | string }>(
    await db.execute(sql`
    WITH page AS (
      SELECT c.id, c.created_at, count(*) OVER () AS total
      FROM campaigns c
      WHERE ${where}
      ORDER BY c.created_at DESC, c.id DESC
      LIMIT ${q.limit} OFFSET ${offset}
    )
    SELECT ${CAMPAIGN_JSON} AS campaign, page.total
    FROM page JOIN campaigns c ON c.id = page.id
    ORDER BY page.created_at DESC, page.id DESC`),
  );

  let total = rows.length ? Number(rows[0].total) : 0;
  if (!rows.length && offset > 0) {
    // Past the last page the window count has no row to ride on: ask for it alone.
    const [counted] = rowsOf<{ total: number | string }>(await db.execute(sql`SELECT count(*) AS total FROM campaigns c WHERE ${where}`));
    total = Number(counted.total);
  }
  return {
    data: rows.map((r) => toCampaign(storage, r.campaign)),
    meta: pageMeta(total, q),
  };
}

/** A campaign anyone may open by its link (ACTIVE or COMPLETED), in one query; 404 otherwise. */
export async function getPublicCampaign(db: Db, storage: FileStorage, id: string): Promise<Campaign> {
  const rows = rowsOf<JsonRow>(await db.execute(sql`SELECT ${CAMPAIGN_JSON} AS campaign FROM campaigns c WHERE c.id = ${id}`));
  const row = rows[0]?.campaign;
  // A suspended campaign says only that it is under review: nothing of it is shown meanwhile.
  if (row?.status === 'SUSPENDED') throw httpError(404, m.al_under_review(), { code: 'CAMPAIGN_UNDER_REVIEW' });
  if (!row || !PUBLIC_STATUSES.includes(row.status)) throw httpError(404, m.srv_err_campaign_not_found(), { code: 'CAMPAIGN_NOT_FOUND' });
  return toCampaign(storage, row);
}

/** Throws 404 unless the campaign exists and the public may see it. */
export async function assertPublicCampaign(db: Db, id: string) {
  const rows = rowsOf<{ status: CampaignStatus }>(await db.execute(sql`SELECT status FROM campaigns WHERE id = ${id}`));
  if (rows[0]?.status === 'SUSPENDED') throw httpError(404, m.al_under_review(), { code: 'CAMPAIGN_UNDER_REVIEW' });
  if (!rows[0] || !PUBLIC_STATUSES.includes(rows[0].status)) throw httpError(404, m.srv_err_campaign_not_found(), { code: 'CAMPAIGN_NOT_FOUND' });
}
