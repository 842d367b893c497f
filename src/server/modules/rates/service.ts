import { eq } from 'drizzle-orm';
import { PAY_CURRENCIES, type ForeignCurrency } from '#contract/money';
import type { RateQuote } from '#server/adapters/rates/rates';
import type { Deps } from '#server/deps';
import { exchangeRates } from '#server/db/schema';

export type RatesContext = Pick<Deps, 'db' | 'rates' | 'now' | 'log'>;

export const FOREIGN_CURRENCIES = PAY_CURRENCIES.filter((c): c is ForeignCurrency => c !== 'ETB');

/** A stored rate older than this is asked for again when next needed (the hourly job normally keeps it fresh). */
const STALE_AFTER_MS = 36 * 60 * 60_000;

/**
 * Asks the rates provider for today's rate of each foreign currency and stores it for every
 * instance. A fixed rate (the setting) is never stored: it is read where it is set. Returns how
 * many rates were stored; a ProviderError when the provider could not be asked (the job retries).
 */
export async function refreshRates(ctx: Pick<RatesContext, 'db' | 'rates' | 'now'>): Promise<number> {
  if (!ctx.rates.live) return 0;
  const at = ctx.now();
  for (const currency of FOREIGN_CURRENCIES) {
    const q = await ctx.rates.quote(currency);
    const row = { rate: q.rate, rateDate: q.date, source: q.source, refreshedAt: at };
    await ctx.db.insert(exchangeRates).values({ currency, ...row }).onConflictDoUpdate({ target: exchangeRates.currency, set: row });
  }
  return FOREIGN_CURRENCIES.length;
}

/**
 * The rate a donor is shown and a gift abroad is priced at: the stored one (asked for first when
 * there is none yet or it is stale); the setting's when the provider has no rates or could never
 * be asked. A stale stored rate stands while the provider cannot be reached: its date says so.
 */
export async function currentRate(ctx: RatesContext, currency: ForeignCurrency): Promise<RateQuote> {
  if (!ctx.rates.live) return ctx.rates.standing(currency);
  let row = await stored(ctx, currency);
  if (!row || ctx.now().getTime() - row.refreshedAt.getTime() > STALE_AFTER_MS) {
    try {
      await refreshRates(ctx);
      row = await stored(ctx, currency);
    } catch (err) {
      ctx.log.warn({ err }, `exchange rates: the provider’s ${currency} rate could not be read`);
    }
  }
  if (!row) return ctx.rates.standing(currency);
  return { currency, rate: row.rate, date: row.rateDate, source: row.source as RateQuote['source'] };
}

const stored = async (ctx: Pick<RatesContext, 'db'>, currency: ForeignCurrency) =>
  (await ctx.db.select().from(exchangeRates).where(eq(exchangeRates.currency, currency)))[0];
