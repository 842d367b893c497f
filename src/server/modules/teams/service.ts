import { and, asc, desc, eq, isNull, like, or, sql } from 'drizzle-orm';
import { todayInEthiopia } from '#contract/dates';
import { isReviewer } from '#contract/review';
import { numberedSlug, teamSlug } from '#contract/team-slug';
import { TEAMS_LISTED, TEAMS_PER_DAY, type Team } from '#contract/teams';
import { centsToDecimal, toCents } from '#contract/money';
import type { FileStorage } from '#server/adapters/storage/storage';
import type { Deps } from '#server/deps';
import type { Db } from '#server/db/open';
import { campaigns, campaignTeams, donations } from '#server/db/schema';
import { fieldError, httpError, tooManyRequests } from '#server/http/errors';
import { hit } from '#server/http/rate-limit';
import { mediaUrls } from '#server/media/images';
import { m } from '#i18n/paraglide/messages.js';
import { assertPublicCampaign } from '../campaigns/service';
import { audit } from '../audit/audit';
import type { User } from '../users/service';
import { removeTeamPhoto, storeTeamPhoto, teamPreviewKey, type TeamPhoto } from './photo';

const DAY_MS = 24 * 3_600_000;

/** A team's row with what its verified gifts add up to. */
const withTotals = {
  team: campaignTeams,
  raised: sql<string>`coalesce(sum(${donations.amount}) filter (where ${donations.paymentStatus} = 'VERIFIED'), 0)`,
  donors: sql<number>`(count(${donations.id}) filter (where ${donations.paymentStatus} = 'VERIFIED'))::int`,
};
type Totalled = { team: typeof campaignTeams.$inferSelect; raised: string; donors: number };

function toTeam(storage: FileStorage, { team: t, raised, donors }: Totalled): Team {
  const photo = t.photoKey && t.photoWidths?.length ? mediaUrls(storage, t.photoKey, t.photoWidths) : null;
  return {
    id: t.id,
    campaignId: t.campaignId,
    slug: t.slug,
    name: t.name,
    why: t.why,
    target: Number(t.targetAmount),
    raised: Number(raised),
    donorCount: donors,
    photo,
    previewImage: photo && t.photoKey ? storage.publicUrl(teamPreviewKey(t.photoKey)) : null,
    userId: t.userId,
    createdAt: t.createdAt.toISOString(),
  };
}

const liveTeams = (campaignId: string) => and(eq(campaignTeams.campaignId, campaignId), isNull(campaignTeams.removedAt));

function totalled(db: Db) {
  return db
    .select(withTotals)
    .from(campaignTeams)
    .leftJoin(donations, eq(donations.teamId, campaignTeams.id))
    .groupBy(campaignTeams.id)
    .$dynamic();
}

/** A public campaign's teams, most raised first (then the earliest started). */
export async function listTeams(db: Db, storage: FileStorage, campaignId: string): Promise<Team[]> {
  await assertPublicCampaign(db, campaignId);
  const rows = await totalled(db)
    .where(liveTeams(campaignId))
    .orderBy(desc(withTotals.raised), asc(campaignTeams.createdAt), asc(campaignTeams.id))
    .limit(TEAMS_LISTED);
  return rows.map((r) => toTeam(storage, r));
}

/** One team of a public campaign, or null (no such slug, or removed). */
export async function findTeam(db: Db, storage: FileStorage, campaignId: string, slug: string): Promise<Team | null> {
  const [row] = await totalled(db).where(and(liveTeams(campaignId), eq(campaignTeams.slug, slug)));
  return row ? toTeam(storage, row) : null;
}

/** The same, for the API: 404 with its code when there is none. */
export async function readTeam(db: Db, storage: FileStorage, campaignId: string, slug: string): Promise<Team> {
  await assertPublicCampaign(db, campaignId);
  const team = await findTeam(db, storage, campaignId, slug);
  if (!team) throw httpError(404, m.team_not_found(), { code: 'TEAM_NOT_FOUND' });
  return team;
}

/** A live campaign: public, open (ACTIVE) and before its deadline. */
async function assertOpenCampaign(db: Db, campaignId: string, now: Date) {
  await assertPublicCampaign(db, campaignId);
  const [c] = await db.select({ status: campaigns.status, deadline: campaigns.deadline }).from(campaigns).where(eq(campaigns.id, campaignId));
  if (c.status !== 'ACTIVE' || c.deadline < todayInEthiopia(now)) throw httpError(409, m.team_campaign_closed());
}

/** The first of abebe, abebe-2, abebe-3… no team of the campaign has had (removed ones keep theirs). */
async function freeSlug(db: Db, campaignId: string, base: string) {
  const taken = await db
    .select({ slug: campaignTeams.slug })
    .from(campaignTeams)
    .where(and(eq(campaignTeams.campaignId, campaignId), or(eq(campaignTeams.slug, base), like(campaignTeams.slug, `${base}-%`))));
  const used = new Set(taken.map((r) => r.slug));
  let n = 1;
  while (used.has(numberedSlug(base, n))) n++;
  return numberedSlug(base, n);
}

const violated = (err: unknown, constraint: string) => {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const pg = e.cause ?? e;
  return pg.code === '23505' && (pg.constraint === constraint || String((err as Error).message).includes(constraint));
};

export type NewTeam = { name: string; why: string; target: number; photo: TeamPhoto | null };

/**
 * Starts a team page on a live campaign for `user`: one live team per person per campaign, and a
 * few a day. Its slug comes from its name, numbered when the campaign already has it.
 */
export async function createTeam(deps: Pick<Deps, 'db' | 'storage' | 'now'>, campaignId: string, user: User, t: NewTeam): Promise<Team> {
  const { db, storage } = deps;
  await assertOpenCampaign(db, campaignId, deps.now());
  const mine = await db.select({ id: campaignTeams.id }).from(campaignTeams).where(and(liveTeams(campaignId), eq(campaignTeams.userId, user.id)));
  if (mine.length) throw httpError(409, m.team_one_per_person());
  const limit = await hit(db, `teams:user:${user.id}`, { limit: TEAMS_PER_DAY, windowMs: DAY_MS }, deps.now());
  if (!limit.allowed) throw tooManyRequests(m.team_too_many(), limit.retryAfterMs);

  const photoKey = t.photo ? await storeTeamPhoto(storage, campaignId, t.photo) : null;
  const base = teamSlug(t.name);
  try {
    // Two people naming their teams alike at once: the later one takes the next number.
    for (let attempt = 0; ; attempt++) {
      const slug = await freeSlug(db, campaignId, base);
      try {
        const [row] = await db
          .insert(campaignTeams)
          .values({
            campaignId,
            userId: user.id,
            slug,
            name: t.name,
            why: t.why,
            targetAmount: centsToDecimal(toCents(t.target)),
            photoKey,
            photoWidths: t.photo?.widths ?? null,
          })
          .returning();
        return toTeam(storage, { team: row, raised: '0', donors: 0 });
      } catch (err) {
        if (violated(err, 'campaign_teams_one_per_user')) throw httpError(409, m.team_one_per_person());
        if (!violated(err, 'campaign_teams_slug_key') || attempt >= 4) throw err;
      }
    }
  } catch (err) {
    if (photoKey && t.photo) await removeTeamPhoto(storage, photoKey, t.photo.widths);
    throw err;
  }
}

/**
 * Removes a team page: its campaign's organiser, the person who started it, or a reviewer may.
 * Its gifts stay with the campaign (and keep naming the team); its address is not given again.
 */
export async function removeTeam(deps: Pick<Deps, 'db' | 'now'>, campaignId: string, slug: string, user: User) {
  const { db } = deps;
  const [found] = await db
    .select({ id: campaignTeams.id, name: campaignTeams.name, creator: campaignTeams.userId, organiser: campaigns.userId })
    .from(campaignTeams)
    .innerJoin(campaigns, eq(campaigns.id, campaignTeams.campaignId))
    .where(and(liveTeams(campaignId), eq(campaignTeams.slug, slug)));
  if (!found) throw httpError(404, m.team_not_found(), { code: 'TEAM_NOT_FOUND' });
  const as = found.organiser === user.id ? 'organiser' : found.creator === user.id ? 'creator' : isReviewer(user.role) ? 'reviewer' : null;
  if (!as) throw httpError(403, m.team_remove_forbidden());
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .update(campaignTeams)
      .set({ removedAt: deps.now(), removedBy: user.id })
      .where(and(eq(campaignTeams.id, found.id), isNull(campaignTeams.removedAt)))
      .returning({ id: campaignTeams.id });
    if (!removed) throw httpError(404, m.team_not_found(), { code: 'TEAM_NOT_FOUND' });
    await audit(tx, { action: 'team.remove', target: { kind: 'team', id: found.id }, details: { campaignId, slug, name: found.name, as } });
  });
}

/**
 * The team a gift is made through, checked: a live team of this campaign, else a 400 naming the
 * field. None given is no team (the original client sends none).
 */
export async function teamForDonation(db: Db, campaignId: string, teamId: string | null | undefined): Promise<string | null> {
  if (!teamId) return null;
  const [row] = await db
    .select({ id: campaignTeams.id })
    .from(campaignTeams)
    .where(and(eq(campaignTeams.id, teamId), liveTeams(campaignId)));
  if (!row) throw fieldError('teamId', m.team_not_in_campaign());
  return row.id;
}
