import { and, count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { pageMeta, type PageQuery } from '#contract/page-query';
import type { ManageWord, WordOfSupport, WordsList } from '#contract/words';
import { donorName } from '#contract/display';
import type { Db } from '#server/db/open';
import { donations } from '#server/db/schema';
import { httpError } from '#server/http/errors';
import { assertPublicCampaign } from '../campaigns/service';
import { audit } from '../audit/audit';
import { m } from '#i18n/paraglide/messages.js';

const columns = {
  id: donations.id,
  first: donations.donorFirstName,
  last: donations.donorLastName,
  isAnonymous: donations.isAnonymous,
  amount: donations.amount,
  message: donations.message,
  verifiedAt: donations.verifiedAt,
  createdAt: donations.createdAt,
  hiddenAt: donations.messageHiddenAt,
};
type Row = { id: string; first: string; last: string; isAnonymous: boolean; amount: string; message: string | null; verifiedAt: Date | null; createdAt: Date; hiddenAt: Date | null };

const toWord = (r: Row): WordOfSupport => ({
  id: r.id,
  name: donorName({ donorFirstName: r.first, donorLastName: r.last, isAnonymous: r.isAnonymous }),
  amount: Number(r.amount),
  message: r.message ?? '',
  createdAt: (r.verifiedAt ?? r.createdAt).toISOString(),
});

/** Words that exist for the organiser: VERIFIED, with a message, not removed by a reviewer. */
const kept = (campaignId: string) =>
  and(
    eq(donations.campaignId, campaignId),
    eq(donations.paymentStatus, 'VERIFIED'),
    isNotNull(donations.message),
    isNull(donations.messageRemovedAt),
  );

/** Public words of support, newest first: verified donations' messages, neither hidden nor removed. */
export async function listWords(db: Db, campaignId: string, q: PageQuery): Promise<WordsList> {
  await assertPublicCampaign(db, campaignId);
  const where = and(kept(campaignId), isNull(donations.messageHiddenAt));
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(donations).where(where),
    db
      .select(columns)
      .from(donations)
      .where(where)
      .orderBy(desc(donations.verifiedAt), desc(donations.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
  ]);
  return { data: rows.map(toWord), meta: pageMeta(total, q) };
}

/** Every word the organiser can see (hidden ones marked), newest first, for their page. */
export async function organiserWords(db: Db, campaignId: string, limit = 100): Promise<ManageWord[]> {
  const rows = await db.select(columns).from(donations).where(kept(campaignId)).orderBy(desc(donations.verifiedAt)).limit(limit);
  return rows.map((r) => ({ ...toWord(r), hidden: r.hiddenAt !== null }));
}

export async function setHidden(db: Db, campaignId: string, wordId: string, hidden: boolean, now: Date) {
  const [row] = await db
    .update(donations)
    .set({ messageHiddenAt: hidden ? now : null })
    .where(and(eq(donations.id, wordId), kept(campaignId)))
    .returning(columns);
  if (!row) throw httpError(404, m.al_word_not_found());
  return { ...toWord(row), hidden: row.hiddenAt !== null };
}

/** A reviewer removes a message for good (the donation itself stays). */
export async function removeWord(db: Db, wordId: string, now: Date) {
  // With its audit entry (the reviewer is the request's), in one transaction.
  const row = await db.transaction(async (tx) => {
    const [removed] = await tx
      .update(donations)
      .set({ messageRemovedAt: now })
      .where(and(eq(donations.id, wordId), isNotNull(donations.message), isNull(donations.messageRemovedAt)))
      .returning({ id: donations.id, campaignId: donations.campaignId, message: donations.message });
    if (removed) await audit(tx, { action: 'word.remove', target: { kind: 'donation', id: removed.id }, details: { campaignId: removed.campaignId, message: removed.message } });
    return removed;
  });
  if (!row) throw httpError(404, m.al_word_not_found());
}

