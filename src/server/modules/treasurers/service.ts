import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { identifierOf, type Identifier } from '#contract/auth';
import { isReviewer } from '#contract/review';
import { MAX_TREASURERS, TREASURER_ACCEPT_PAGE, TREASURER_INVITE_DAYS } from '#contract/treasurer-paths';
import type { Treasurer, TreasurerCampaign, TreasurerInvite, TreasurerList } from '#contract/treasurers';
import type { Deps } from '#server/deps';
import type { Db } from '#server/db/open';
import { rowsOf } from '#server/db/rows';
import { campaignTreasurers, campaigns, users, withdrawals } from '#server/db/schema';
import { httpError, tooManyRequests } from '#server/http/errors';
import { hit, minutesLeft, type Window } from '#server/http/rate-limit';
import { recipientLocale, withLang } from '#server/i18n/recipient';
import { currentLocale } from '#i18n/locale';
import { inLocale } from '#i18n/server';
import { m } from '#i18n/paraglide/messages.js';
import { audit } from '../audit/audit';
import { balanceOf, ledger } from '../payouts/ledger';
import { withdrawalViews } from '../payouts/service';
import type { User } from '../users/service';
import { findByIdentifier } from '../users/service';
import { isTreasurer, shortName } from './roster';
import { sendNow } from '../ops/send-now';

type Ctx = Pick<Deps, 'db' | 'notifiers' | 'log' | 'now'> & { config: Pick<Deps['config'], 'publicUrl'> };
type Row = typeof campaignTreasurers.$inferSelect;

/** Invitations a campaign may send in a day (each is an email or an SMS to someone else). */
export const INVITES_PER_DAY: Window = { limit: 10, windowMs: 24 * 3_600_000 };

export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

const lapsed = (r: Pick<Row, 'acceptedAt' | 'invitedAt'>, now: Date) =>
  !r.acceptedAt && now.getTime() - r.invitedAt.getTime() > TREASURER_INVITE_DAYS * 86_400_000;

/** "l•••@example.com", "+251 ••• 5678": enough to recognise, not to write to. */
const masked = (r: Pick<Row, 'email' | 'phoneNumber'>) =>
  r.email ? `${r.email.slice(0, 1)}•••${r.email.slice(r.email.indexOf('@'))}` : `+251 ••• ${r.phoneNumber!.slice(-4)}`;

function view(r: Row & { firstName: string | null; lastName: string | null }, now: Date, full: boolean): Treasurer {
  return {
    id: r.id,
    state: r.acceptedAt ? 'ACTIVE' : lapsed(r, now) ? 'EXPIRED' : 'INVITED',
    name: r.acceptedAt && r.firstName !== null ? shortName(r.firstName, r.lastName ?? '') : null,
    invitedAs: full ? (r.email ?? r.phoneNumber!) : masked(r),
    invitedAt: r.invitedAt.toISOString(),
    acceptedAt: r.acceptedAt?.toISOString() ?? null,
  };
}

async function campaignOf(db: Db, campaignId: string) {
  const [c] = await db.select({ id: campaigns.id, userId: campaigns.userId, title: campaigns.title }).from(campaigns).where(eq(campaigns.id, campaignId));
  if (!c) throw httpError(404, m.al_campaign_not_found(), { code: 'CAMPAIGN_NOT_FOUND' });
  return c;
}

/** Whether the campaign has had a verified donation (refunded later or not): from then on its treasurers stay. */
async function hasVerifiedDonation(db: Pick<Db, 'execute'>, campaignId: string) {
  const rows = rowsOf<{ one: number }>(
    await db.execute(sql`select 1 as one from donations where campaign_id = ${campaignId} and payment_status in ('VERIFIED', 'REFUNDED') limit 1`),
  );
  return rows.length > 0;
}

async function rowsOfCampaign(db: Db, campaignId: string) {
  const rows = await db
    .select({ t: campaignTreasurers, firstName: users.firstName, lastName: users.lastName })
    .from(campaignTreasurers)
    .leftJoin(users, eq(users.id, campaignTreasurers.userId))
    .where(and(eq(campaignTreasurers.campaignId, campaignId), isNull(campaignTreasurers.removedAt)))
    .orderBy(asc(campaignTreasurers.invitedAt), asc(campaignTreasurers.id));
  return rows.map(({ t, firstName, lastName }) => ({ ...t, firstName, lastName }));
}

/** The organiser, the campaign's treasurers and reviewers see who its treasurers are; others 403. */
export async function listTreasurers(db: Db, campaignId: string, who: User, now: Date): Promise<TreasurerList> {
  const c = await campaignOf(db, campaignId);
  const full = c.userId === who.id || isReviewer(who.role);
  if (!full && !(await isTreasurer(db, campaignId, who.id))) throw httpError(403, m.tr_not_allowed());
  const [rows, donated] = await Promise.all([rowsOfCampaign(db, campaignId), hasVerifiedDonation(db, campaignId)]);
  return { data: rows.map((r) => view(r, now, full)), removable: !donated };
}

const sameDestination = (r: Pick<Row, 'email' | 'phoneNumber'>, d: Identifier) =>
  d.email !== undefined ? r.email === d.email : r.phoneNumber === d.phoneNumber;

/**
 * The organiser invites someone by email or phone: at most MAX_TREASURERS invitations and
 * treasurers at once (a lapsed invitation frees its place), never themself, never the same
 * address twice. The campaign row is locked, so invitations sent at once are counted one after
 * the other. The link's token is stored as its sha256 only; the invitation goes out after the
 * transaction, in the invitee's language (their account's, else the organiser's request's).
 */
export async function invite(ctx: Ctx, campaignId: string, who: User, body: TreasurerInvite): Promise<Treasurer> {
  const d = identifierOf(body);
  if (!d) throw httpError(400, m.tr_destination_invalid(), { field: 'email' });
  const c = await campaignOf(ctx.db, campaignId);
  if (c.userId !== who.id) throw httpError(403, m.tr_only_organiser());
  if ((d.email !== undefined && d.email === who.email?.toLowerCase()) || (d.phoneNumber !== undefined && d.phoneNumber === who.phoneNumber)) {
    throw httpError(400, m.tr_not_yourself(), { field: d.email !== undefined ? 'email' : 'phoneNumber' });
  }
  const invitee = await findByIdentifier(ctx.db, d);
  if (invitee?.id === who.id) throw httpError(400, m.tr_not_yourself(), { field: d.email !== undefined ? 'email' : 'phoneNumber' });
  const limit = await hit(ctx.db, `treasurer-invite:${campaignId}`, INVITES_PER_DAY, ctx.now());
  if (!limit.allowed) throw tooManyRequests(m.tr_too_many({ minutes: String(minutesLeft(limit)) }), limit.retryAfterMs);

  const token = randomBytes(32).toString('base64url');
  const locale = invitee?.locale ? recipientLocale(invitee.locale) : currentLocale();
  const now = ctx.now();
  const row = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select id from campaigns where id = ${campaignId} for update`);
    const live = (await tx.select().from(campaignTreasurers).where(and(eq(campaignTreasurers.campaignId, campaignId), sql`${campaignTreasurers.removedAt} is null`))).filter(
      (r) => !lapsed(r, now),
    );
    if (live.some((r) => sameDestination(r, d) || (invitee && r.userId === invitee.id))) throw httpError(409, m.tr_already_invited());
    if (live.length >= MAX_TREASURERS) throw httpError(409, m.tr_too_many_treasurers({ max: String(MAX_TREASURERS) }));
    const [made] = await tx
      .insert(campaignTreasurers)
      .values({ campaignId, email: d.email ?? null, phoneNumber: d.phoneNumber ?? null, locale, tokenHash: tokenHash(token), invitedBy: who.id, invitedAt: now })
      .returning();
    await audit(tx, { actorId: who.id, action: 'treasurer.invite', target: { kind: 'campaign', id: campaignId }, details: { treasurerId: made.id, via: d.email !== undefined ? 'email' : 'phone' } });
    return made;
  });

  const link = withLang(`${ctx.config.publicUrl}${TREASURER_ACCEPT_PAGE}?token=${token}`, locale);
  const organiser = shortName(who.firstName, who.lastName);
  const message = inLocale(locale, () => ({
    subject: m.srv_tr_invite_subject({ title: c.title }),
    text: m.srv_tr_invite_text({ name: organiser, title: c.title, link, days: String(TREASURER_INVITE_DAYS) }),
  }));
  // The invitation stands either way (the organiser can send it again); a refusal is on the health page.
  await sendNow(ctx, { to: (d.email ?? d.phoneNumber)!, ...message }, { quiet: true });
  return view({ ...row, firstName: null, lastName: null }, now, true);
}

/**
 * The organiser removes an invitation (any time) or a treasurer (only before the first verified
 * donation: from then on, those who watch the money stay). A conditional UPDATE, so a removal
 * counts once.
 */
export async function removeTreasurer(db: Db, campaignId: string, treasurerId: string, who: User, now: Date) {
  const c = await campaignOf(db, campaignId);
  if (c.userId !== who.id) throw httpError(403, m.tr_only_organiser());
  await db.transaction(async (tx) => {
    await tx.execute(sql`select id from campaigns where id = ${campaignId} for update`);
    const [row] = await tx
      .select()
      .from(campaignTreasurers)
      .where(and(eq(campaignTreasurers.id, treasurerId), eq(campaignTreasurers.campaignId, campaignId), sql`${campaignTreasurers.removedAt} is null`));
    if (!row) throw httpError(404, m.tr_not_found());
    if (row.acceptedAt && (await hasVerifiedDonation(tx, campaignId))) throw httpError(409, m.tr_remove_after_donations(), { code: 'CONFLICT' });
    await tx.update(campaignTreasurers).set({ removedAt: now, tokenHash: null }).where(and(eq(campaignTreasurers.id, treasurerId), sql`${campaignTreasurers.removedAt} is null`));
    await audit(tx, { actorId: who.id, action: 'treasurer.remove', target: { kind: 'campaign', id: campaignId }, details: { treasurerId, accepted: Boolean(row.acceptedAt) } });
  });
}

/**
 * A signed-in, verified person accepts an invitation with its link's token. The account must be
 * the one invited — its email or phone number is the invitation's — so a forwarded or leaked link
 * makes nobody else a treasurer; the organiser never becomes their own treasurer; a token works
 * once (the UPDATE names the token and clears it, so of two acceptances at once one wins).
 */
export async function accept(db: Db, token: string, who: User, now: Date) {
  const hash = tokenHash(token);
  const [row] = await db.select().from(campaignTreasurers).where(eq(campaignTreasurers.tokenHash, hash));
  if (!row || row.removedAt || row.acceptedAt) throw httpError(404, m.tr_token_invalid(), { field: 'token' });
  if (lapsed(row, now)) throw httpError(410, m.tr_token_expired(), { field: 'token' });
  const c = await campaignOf(db, row.campaignId);
  if (c.userId === who.id) throw httpError(403, m.tr_not_yourself());
  const phone = who.phoneNumber ? identifierOf({ phoneNumber: who.phoneNumber })?.phoneNumber : undefined;
  const matches = row.email ? row.email === who.email?.toLowerCase() : row.phoneNumber === phone;
  if (!matches) throw httpError(403, m.tr_other_account({ destination: masked(row) }));
  if (await isTreasurer(db, row.campaignId, who.id)) throw httpError(409, m.tr_already_treasurer());
  const done = await db.transaction(async (tx) => {
    const [accepted] = await tx
      .update(campaignTreasurers)
      .set({ userId: who.id, acceptedAt: now, tokenHash: null })
      .where(and(eq(campaignTreasurers.id, row.id), eq(campaignTreasurers.tokenHash, hash), sql`${campaignTreasurers.removedAt} is null`))
      .returning();
    if (accepted) await audit(tx, { actorId: who.id, action: 'treasurer.accept', target: { kind: 'campaign', id: row.campaignId }, details: { treasurerId: row.id } });
    return accepted;
  });
  if (!done) throw httpError(404, m.tr_token_invalid(), { field: 'token' });
  return { campaignId: c.id, title: c.title };
}

/** The campaigns a person is treasurer of, each with its balance and its latest 20 withdrawals. */
export async function myCampaigns(db: Db, userId: string): Promise<TreasurerCampaign[]> {
  const mine = await db
    .select({ treasurerId: campaignTreasurers.id, id: campaigns.id, title: campaigns.title, status: campaigns.status })
    .from(campaignTreasurers)
    .innerJoin(campaigns, eq(campaigns.id, campaignTreasurers.campaignId))
    .where(and(eq(campaignTreasurers.userId, userId), sql`${campaignTreasurers.acceptedAt} is not null and ${campaignTreasurers.removedAt} is null`))
    .orderBy(campaignTreasurers.acceptedAt);
  return Promise.all(
    mine.map(async ({ treasurerId, ...campaign }) => {
      const [money, rows] = await Promise.all([
        ledger(db, campaign.id),
        db
          .select()
          .from(withdrawals)
          .where(eq(withdrawals.campaignId, campaign.id))
          .orderBy(sql`${withdrawals.status} = 'AWAITING_TREASURERS' desc`, sql`${withdrawals.createdAt} desc`)
          .limit(20),
      ]);
      return { campaign, treasurerId, balance: balanceOf(money), withdrawals: await withdrawalViews(db, rows) };
    }),
  );
}
