import { z } from 'zod';
import { fromCents, moneyInputMessage, readMoney } from './money';

/**
 * An amount in a request body: a number, as our web app and the original client send it, or a
 * string as a person typed it ("1000", "1,000", "Br 250.50"), read by readMoney (contract/money.ts)
 * exactly or refused with its own words — never guessed. Any other type, or text that is no amount
 * at all, is `notANumber`.
 * The field's own rules (above zero, a maximum, two decimals) follow on the number.
 */
export const typedAmount = (notANumber: () => string) =>
  z.union([z.number(), z.string()], { error: notANumber }).transform((v, ctx) => {
    if (typeof v === 'number') return v;
    const read = readMoney(v);
    if (read.ok) return fromCents(read.cents);
    // Text that is no amount at all gets the field's own words, as a non-number always has.
    ctx.addIssue({ code: 'custom', message: read.error === 'notAnAmount' ? notANumber() : moneyInputMessage(read.error) });
    return z.NEVER;
  });
