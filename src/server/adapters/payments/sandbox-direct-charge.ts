import { randomBytes } from 'node:crypto';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '#server/db/open';
import { sandboxDirectCharges as phones, sandboxPayments as ledger } from '#server/db/schema';
import type { DirectCharger } from './direct-charge';
import type { PaymentProvider } from './payments';

/** The code the sandbox's pretend phone sends when it asks for one. */
export const SANDBOX_OTP = '123456';

/** How long the sandbox's pretend phone takes to answer a push. */
export const SANDBOX_ANSWER_SECONDS = 4;

/**
 * What the sandbox's pretend phone does, by the number's last digit, so `npm start` can show every
 * state without a real wallet: …1 refuses, …2 never answers (the page times out), …3 asks for a
 * code (SANDBOX_OTP), anything else approves the push a few seconds later.
 */
export function sandboxPhoneOutcome(phone: string): 'success' | 'failed' | 'silent' | 'otp' {
  const last = phone.slice(-1);
  return last === '1' ? 'failed' : last === '2' ? 'silent' : last === '3' ? 'otp' : 'success';
}

/**
 * The embedded sandbox's direct charge: the charge is a pending row in the sandbox's ledger, and
 * the pretend phone's answer is written there when it is due — by the sandbox's verify (below),
 * which the donor's page polling and the webhook-less confirmation path call. No timer runs.
 */
export function sandboxDirectCharge(db: Db): DirectCharger {
  return {
    methods: ['telebirr', 'mpesa', 'cbebirr', 'ebirr', 'awashbirr', 'yaya'],
    async charge(req) {
      const outcome = sandboxPhoneOutcome(req.phone);
      await db
        .insert(ledger)
        .values({ txRef: req.txRef, amount: req.amount, currency: req.currency, reference: `SBX-${randomBytes(6).toString('hex').toUpperCase()}` })
        .onConflictDoNothing();
      await db
        .insert(phones)
        .values({ txRef: req.txRef, outcome, settlesAt: sql`now() + make_interval(secs => ${SANDBOX_ANSWER_SECONDS})` })
        .onConflictDoNothing();
      return { status: 'started', authType: outcome === 'otp' ? 'otp' : 'ussd', reference: req.txRef };
    },
    async authorize(req) {
      if (req.otp !== SANDBOX_OTP) return { status: 'refused', message: 'Sandbox: wrong code' };
      await db.update(ledger).set({ status: 'success' }).where(and(eq(ledger.txRef, req.txRef), eq(ledger.status, 'pending')));
      return { status: 'accepted' };
    },
  };
}

/** The sandbox's verify, with the pretend phone's answer written first once it is due. */
export function withSandboxPhone<P extends PaymentProvider>(db: Db, provider: P): P {
  return {
    ...provider,
    async verify(txRef: string) {
      const [due] = await db
        .select({ outcome: phones.outcome })
        .from(phones)
        .where(and(eq(phones.txRef, txRef), inArray(phones.outcome, ['success', 'failed']), lte(phones.settlesAt, sql`now()`)));
      if (due) {
        await db.update(ledger).set({ status: due.outcome }).where(and(eq(ledger.txRef, txRef), eq(ledger.status, 'pending')));
      }
      return provider.verify(txRef);
    },
  };
}
