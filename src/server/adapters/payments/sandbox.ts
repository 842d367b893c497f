import { randomBytes } from 'node:crypto';
import { and, eq, gte, isNull, lt } from 'drizzle-orm';
import type { Db } from '#server/db/open';
import { sandboxPayments as ledger } from '#server/db/schema';
import type { CheckoutRequest, PaymentProvider, ProviderStatus, RefundRequest, Verification } from './payments';

export const SANDBOX_CHECKOUT_PATH = '/api/payments/sandbox';

const statusOf = (s: string): ProviderStatus => (s === 'success' ? 'success' : s === 'failed' ? 'failed' : 'pending');

export type SandboxPayments = PaymentProvider & {
  /** The donor's choice on the sandbox checkout page; only a pending payment can change. */
  decide(txRef: string, outcome: 'success' | 'failed'): Promise<void>;
};

/**
 * The embedded default provider: its checkout page is served by our own server
 * (modules/donations/sandbox-routes.ts) and its ledger is a table, so it works with nothing
 * configured, across restarts and across several server instances — and the donation service
 * confirms its payments through exactly the same verify call it makes to Chapa.
 */
export function sandboxPayments(db: Db): SandboxPayments {
  return {
    name: 'sandbox',
    requiredFields: [],
    async initialize(req: CheckoutRequest) {
      await db
        .insert(ledger)
        .values({
          txRef: req.txRef,
          amount: req.amount,
          currency: req.currency,
          reference: `SBX-${randomBytes(6).toString('hex').toUpperCase()}`,
        })
        .onConflictDoNothing();
      return { checkoutUrl: `${req.origin}${SANDBOX_CHECKOUT_PATH}/${encodeURIComponent(req.txRef)}` };
    },
    async verify(txRef: string): Promise<Verification> {
      const [row] = await db.select().from(ledger).where(eq(ledger.txRef, txRef));
      if (!row) return { status: 'pending', message: 'Unknown to the sandbox' };
      const status = statusOf(row.status);
      return {
        status,
        amount: row.amount,
        currency: row.currency,
        reference: row.reference,
        message: status === 'failed' ? 'Cancelled on the sandbox checkout' : undefined,
      };
    },
    async listTransactions(range) {
      const rows = await db.select().from(ledger).where(and(gte(ledger.createdAt, range.from), lt(ledger.createdAt, range.to)));
      return rows.map((row) => ({
        reference: row.txRef,
        providerReference: row.reference,
        amount: row.amount,
        currency: row.currency,
        status: statusOf(row.status),
        at: row.createdAt,
      }));
    },
    async refund(req: RefundRequest) {
      // A paid sandbox payment is refunded once; asked again, it says so again (as Chapa does for one reference).
      await db
        .update(ledger)
        .set({ refundedAt: new Date() })
        .where(and(eq(ledger.txRef, req.txRef), eq(ledger.status, 'success'), isNull(ledger.refundedAt)));
      const [row] = await db.select().from(ledger).where(eq(ledger.txRef, req.txRef));
      if (!row || row.status !== 'success' || !row.refundedAt) return { status: 'refused', message: 'Not a paid sandbox payment' };
      return { status: 'done', providerReference: `${row.reference}-R` };
    },
    async decide(txRef, outcome) {
      await db
        .update(ledger)
        .set({ status: outcome })
        .where(and(eq(ledger.txRef, txRef), eq(ledger.status, 'pending')));
    },
  };
}
