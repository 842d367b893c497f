import { asc } from 'drizzle-orm';
import { FALLBACK_DESTINATIONS, payoutAccountMessage, walletNumber, type PayoutDestination } from '#contract/banks';
import type { Deps } from '#server/deps';
import { payoutDestinations } from '#server/db/schema';
import { fieldError } from '#server/http/errors';

export type BanksContext = Pick<Deps, 'db' | 'payouts' | 'now' | 'log'>;

/** A list older than this is asked for again when next needed (the daily job normally keeps it fresh). */
const STALE_AFTER_MS = 36 * 60 * 60_000;

/**
 * Asks the payout provider for its banks and wallets and replaces the stored list with them, in
 * one transaction, so every instance reads the same list. Nothing changes when the provider has
 * no list (the sandbox) or answers an empty one. Returns how many destinations are stored.
 */
export async function refreshDestinations(ctx: Pick<BanksContext, 'db' | 'payouts' | 'now'>): Promise<number> {
  if (!ctx.payouts.destinations) return 0;
  const list = await ctx.payouts.destinations();
  if (list.length === 0) return 0;
  const at = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await tx.delete(payoutDestinations);
    await tx.insert(payoutDestinations).values(
      list.map((d, position) => ({ id: d.id, name: d.name, kind: d.kind, accountLength: d.accountLength, providerCode: d.providerCode, position, refreshedAt: at })),
    );
  });
  return list.length;
}

/**
 * Where payouts can go now: the stored list of the provider's banks and wallets (fetched first
 * when there is none yet or it is stale); the fixed fallback when the provider has no list (the
 * sandbox). When the provider cannot be asked, the stored list stands, or else the fallback.
 */
export async function payoutDestinationList(ctx: BanksContext): Promise<PayoutDestination[]> {
  if (!ctx.payouts.destinations) return [...FALLBACK_DESTINATIONS];
  let rows = await stored(ctx);
  if (rows.length === 0 || ctx.now().getTime() - rows[0].refreshedAt.getTime() > STALE_AFTER_MS) {
    try {
      await refreshDestinations(ctx);
      rows = await stored(ctx);
    } catch (err) {
      ctx.log.warn({ err }, 'payout destinations: the provider’s list could not be read');
    }
  }
  if (rows.length === 0) return [...FALLBACK_DESTINATIONS];
  return rows.map(({ id, name, kind, accountLength }) => ({ id, name, kind, accountLength }));
}

const stored = (ctx: Pick<BanksContext, 'db'>) => ctx.db.select().from(payoutDestinations).orderBy(asc(payoutDestinations.position));

/**
 * The server's check of a chosen bank and account number (creation, resubmission): the bank must
 * be on the current list (400 on `bankName` otherwise) and the number must have that bank's length
 * when it is known (400 on `accountNumber`, naming the length). A wallet's number is a phone
 * number; it is returned in the local form Chapa pays to (0911223344), any other number as sent.
 */
export async function checkPayoutAccount(ctx: BanksContext, bankId: string, accountNumber: string): Promise<string> {
  const list = await payoutDestinationList(ctx);
  const refused = payoutAccountMessage(list, bankId, accountNumber);
  if (refused) throw fieldError(refused.field, refused.message);
  return list.find((d) => d.id === bankId)?.kind === 'wallet' ? walletNumber(accountNumber)! : accountNumber;
}
