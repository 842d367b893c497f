import { verify } from '@node-rs/argon2';
import { and, eq, inArray, isNotNull, notExists, sql } from 'drizzle-orm';
import type { DeleteAccountBody } from '#contract/account-data';
import type { Db } from '#server/db/open';
import {
  businesses,
  campaignMedia,
  campaignUpdates,
  campaigns,
  charities,
  donations,
  recipientDocuments,
  refreshTokens,
  campaignReports,
  telegramLinks,
  telegramLinkTokens,
  updateUnsubscribes,
  users,
  verificationCodes,
  withdrawals,
} from '#server/db/schema';
import { httpError, tooManyRequests } from '#server/http/errors';
import { clear, hit, minutesLeft } from '#server/http/rate-limit';
import type { Deps } from '#server/deps';
import { renditionKey } from '#server/media/images';
import { inRecipientLocale } from '#server/i18n/recipient';
import { m } from '#i18n/paraglide/messages.js';
import { audit } from '../audit/audit';
import { codeText } from '../auth/code-text';
import { consumeVerificationCode, newVerificationCode } from '../auth/codes';
import { isAdminEmail } from '../auth/service';
import { endCredentials } from '../auth/tokens';
import { ledger } from '../payouts/ledger';
import type { User } from './service';
import { sendNow } from '../ops/send-now';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type StoredFile = { visibility: 'public' | 'private'; key: string };

const FIFTEEN_MINUTES = 15 * 60_000;
/** Wrong passwords per account; a code has its own five guesses (codes.ts). */
const WRONG_PASSWORD = { limit: 5, windowMs: FIFTEEN_MINUTES };
/** Codes asked for from one address, across accounts (one a minute, five an hour per account in codes.ts). */
const CODES_PER_IP = { limit: 20, windowMs: FIFTEEN_MINUTES };

/** The operator's account (ADMIN_EMAIL) is not deleted from Settings: it would lock the console out. */
function refuseOperator(ctx: Deps, user: User) {
  if (isAdminEmail(ctx, user.email)) throw httpError(403, m.account_delete_operator());
}

/**
 * Sends the code that confirms deleting an account (6 digits, 10 minutes, stored as a keyed hash)
 * to the account's email, else its phone, in the person's language. Limited per account (codes.ts)
 * and per address.
 */
export async function sendDeletionCode(ctx: Deps, user: User, ip: string) {
  refuseOperator(ctx, user);
  const perIp = await hit(ctx.db, `delete-code-ip:${ip}`, CODES_PER_IP, ctx.now());
  if (!perIp.allowed) throw tooManyRequests(m.auth_too_many_requests({ minutes: minutesLeft(perIp) }), perIp.retryAfterMs);
  const code = await newVerificationCode(ctx, user.id, 'DELETE_ACCOUNT');
  const { subject, text } = inRecipientLocale(user.locale, () => ({
    subject: m.srv_email_delete_code_subject(),
    text: m.srv_email_delete_code_text({ code }),
  }));
  await sendNow(ctx, user.email ? { to: user.email, subject, text } : { to: user.phoneNumber!, subject, text: codeText(text, ctx.config.publicUrl, code) });
  return { message: user.email ? m.account_delete_code_sent_email() : m.account_delete_code_sent_phone() };
}

/** The person proves it is them: their password (wrong ones limited), or the code they were sent. */
async function checkProof(ctx: Deps, user: User, body: DeleteAccountBody) {
  if (body.code) return consumeVerificationCode(ctx, user.id, body.code, 'DELETE_ACCOUNT');
  if (!user.passwordHash) throw httpError(400, m.account_delete_needs_code(), { field: 'password' });
  const key = `account-delete-fail:${user.id}`;
  // Counted before the check (a success clears it): parallel guesses cannot outrun the limit.
  const attempts = await hit(ctx.db, key, WRONG_PASSWORD, ctx.now());
  if (!attempts.allowed) throw tooManyRequests(m.pw_too_many({ minutes: minutesLeft(attempts) }), attempts.retryAfterMs);
  if (!(await verify(user.passwordHash, body.password ?? '').catch(() => false))) {
    throw httpError(403, m.account_delete_password_wrong(), { field: 'password' });
  }
  await clear(ctx.db, key);
}

/**
 * Refuses (409, nothing changed) while any of the person's campaigns holds money not yet paid out
 * or a payout on its way: deleting the organiser would leave it with nobody to pay or to answer for
 * it. Answers the campaigns, locked for the deletion.
 */
async function campaignsFreeOfMoney(tx: Tx, userId: string) {
  const mine = await tx.select().from(campaigns).where(eq(campaigns.userId, userId)).for('update');
  for (const c of mine) {
    const l = await ledger(tx, c.id);
    if (Number(l.in_flight) > 0) throw httpError(409, m.account_delete_payout_open({ title: c.title }));
    if (Number(l.available) > 0) throw httpError(409, m.account_delete_money_left({ title: c.title }));
  }
  return mine;
}

/**
 * Campaigns that never moved money (no donation, no payout of any status) are erased with their
 * files; the others stay as the record behind the ledger, closed if they were still open.
 */
async function settleCampaigns(tx: Tx, mine: (typeof campaigns.$inferSelect)[], now: Date) {
  const files: StoredFile[] = [];
  if (mine.length === 0) return { erased: 0, kept: 0, files };
  const ids = mine.map((c) => c.id);
  const erasable = await tx
    .select({ id: campaigns.id, businessId: campaigns.businessId, charityId: campaigns.charityId })
    .from(campaigns)
    .where(
      and(
        inArray(campaigns.id, ids),
        notExists(tx.select({ one: sql`1` }).from(donations).where(eq(donations.campaignId, campaigns.id))),
        notExists(tx.select({ one: sql`1` }).from(withdrawals).where(eq(withdrawals.campaignId, campaigns.id))),
      ),
    );
  const gone = erasable.map((c) => c.id);
  if (gone.length > 0) {
    const [media, docs, news] = await Promise.all([
      tx.select().from(campaignMedia).where(inArray(campaignMedia.campaignId, gone)),
      tx.select().from(recipientDocuments).where(inArray(recipientDocuments.campaignId, gone)),
      tx.select().from(campaignUpdates).where(and(inArray(campaignUpdates.campaignId, gone), isNotNull(campaignUpdates.imageKey))),
    ]);
    for (const i of media) for (const w of i.widths) files.push({ visibility: 'public', key: renditionKey(i.storageKey, w) });
    for (const u of news) for (const w of u.imageWidths ?? []) files.push({ visibility: 'public', key: renditionKey(u.imageKey!, w) });
    for (const d of docs) files.push({ visibility: 'private', key: d.storageKey });
    // Media, documents, bank details, updates, edits and reports go with the campaign (cascade).
    await tx.delete(campaigns).where(inArray(campaigns.id, gone));
    const biz = erasable.flatMap((c) => (c.businessId ? [c.businessId] : []));
    const chars = erasable.flatMap((c) => (c.charityId ? [c.charityId] : []));
    if (biz.length > 0) await tx.delete(businesses).where(inArray(businesses.id, biz));
    if (chars.length > 0) await tx.delete(charities).where(inArray(charities.id, chars));
  }
  const kept = ids.filter((id) => !gone.includes(id));
  if (kept.length > 0) {
    await tx
      .update(campaigns)
      .set({ status: 'COMPLETED', closedAt: now })
      .where(and(inArray(campaigns.id, kept), inArray(campaigns.status, ['ACTIVE', 'PENDING'])));
  }
  return { erased: gone.length, kept: kept.length, files };
}

/**
 * Deletes the signed-in person's account (issue 46), after their password or code, in one
 * transaction: their personal data and sign-in go (name, email, phone, birth date, picture,
 * password, Google link, sessions, codes, words of support, campaigns that never moved money and
 * their files); every session ends at once on every instance (the credentials epoch moves on).
 * What the ledger and the law need stays: their donations and payouts, as amounts, with the donor
 * shown as "Deleted account" (donations.donor_deleted), and the campaigns behind them. The row of
 * `users` stays, blanked, with `deleted_at`: donations, payouts, reports and the audit log point
 * at it. Refused while a campaign of theirs holds money (409) and for the operator's account (403).
 */
export async function deleteAccount(ctx: Deps, user: User, body: DeleteAccountBody) {
  refuseOperator(ctx, user);
  await checkProof(ctx, user, body);
  const now = ctx.now();
  const done = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(users).where(eq(users.id, user.id)).for('update');
    if (!row || row.deletedAt) throw httpError(409, m.account_delete_already());
    const mine = await campaignsFreeOfMoney(tx, user.id);
    const campaignsDone = await settleCampaigns(tx, mine, now);
    const given = await tx
      .update(donations)
      .set({
        donorFirstName: '',
        donorLastName: '',
        email: '',
        locale: null,
        donorDeleted: true,
        message: null,
        messageRemovedAt: sql`case when ${donations.message} is not null then ${now} else ${donations.messageRemovedAt} end`,
      })
      .where(eq(donations.userId, user.id))
      .returning({ id: donations.id });
    await tx.update(campaignReports).set({ reporterEmail: null }).where(eq(campaignReports.reporterId, user.id));
    if (row.email) await tx.delete(updateUnsubscribes).where(eq(updateUnsubscribes.email, row.email.toLowerCase()));
    await tx.delete(verificationCodes).where(eq(verificationCodes.userId, user.id));
    // The Telegram bot writes to nobody for a deleted account (issue 45).
    await tx.delete(telegramLinks).where(eq(telegramLinks.userId, user.id));
    await tx.delete(telegramLinkTokens).where(eq(telegramLinkTokens.userId, user.id));
    await endCredentials(tx, user.id, now);
    await tx.delete(refreshTokens).where(eq(refreshTokens.userId, user.id));
    await tx
      .update(users)
      .set({
        email: null,
        phoneNumber: null,
        firstName: '',
        lastName: '',
        dateOfBirth: null,
        profilePicture: null,
        profilePictureKey: null,
        passwordHash: null,
        googleSub: null,
        telegramSub: null,
        locale: null,
        role: 'USER',
        isActive: false,
        isVerified: false,
        deactivatedReason: null,
        deletedAt: now,
      })
      .where(eq(users.id, user.id));
    await audit(tx, {
      actorId: user.id,
      action: 'account.deleted',
      target: { kind: 'user', id: user.id },
      details: { campaignsErased: campaignsDone.erased, campaignsKept: campaignsDone.kept, donationsKept: given.length },
    });
    const files: StoredFile[] = [...campaignsDone.files];
    if (row.profilePictureKey) files.push({ visibility: 'public', key: row.profilePictureKey });
    return files;
  });
  // The files go once the rows that named them are gone; one that lingers is logged, not fatal.
  await Promise.all(
    done.map((f) => ctx.storage.remove(f.visibility, f.key).catch((err) => ctx.log.warn({ err, key: f.key }, 'file of a deleted account not removed'))),
  );
  return { message: m.account_deleted() };
}
