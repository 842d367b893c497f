import { randomBytes } from 'node:crypto';
import { and, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '#server/db/open';
import { sandboxPayouts as ledger } from '#server/db/schema';
import type { PayoutProvider, TransferOutcome, TransferRequest } from './payouts';

/**
 * The embedded payout provider: "sends" the money at once and keeps what it sent in its own
 * table, so the payouts service settles through the same verify call it makes to Chapa, across
 * restarts and instances. An account number ending in 0000 is refused, so a failed transfer
 * can be tried without a bank.
 */
export function sandboxPayouts(db: Db): PayoutProvider {
  const statusOf = (row: typeof ledger.$inferSelect) => (row.status === 'success' ? 'success' : row.status === 'failed' ? 'failed' : 'pending');
  const outcome = (row: typeof ledger.$inferSelect): TransferOutcome => ({
    status: statusOf(row),
    amount: row.amount,
    currency: row.currency,
    providerReference: row.providerReference,
    ...(row.status === 'failed' ? { code: 'account_refused' as const, message: 'The sandbox bank refused the account' } : {}),
  });
  return {
    name: 'sandbox',
    async transfer(req: TransferRequest) {
      // A retried transfer with the same reference is the same transfer: the first row stands.
      await db
        .insert(ledger)
        .values({
          reference: req.reference,
          amount: req.amount,
          currency: req.currency,
          bankName: req.bankName,
          accountNumber: req.accountNumber,
          status: req.accountNumber.endsWith('0000') ? 'failed' : 'success',
          providerReference: `SBXP-${randomBytes(6).toString('hex').toUpperCase()}`,
        })
        .onConflictDoNothing();
      const [row] = await db.select().from(ledger).where(eq(ledger.reference, req.reference));
      return outcome(row);
    },
    async verify(reference: string) {
      const [row] = await db.select().from(ledger).where(eq(ledger.reference, reference));
      return row ? outcome(row) : { status: 'pending', message: 'Unknown to the sandbox' };
    },
    async listTransfers(range) {
      const rows = await db.select().from(ledger).where(and(gte(ledger.createdAt, range.from), lt(ledger.createdAt, range.to)));
      return rows.map((row) => ({
        reference: row.reference,
        providerReference: row.providerReference,
        amount: row.amount,
        currency: row.currency,
        status: statusOf(row),
        at: row.createdAt,
      }));
    },
  };
}
