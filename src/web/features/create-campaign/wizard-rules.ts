import type { QueryClient } from '@tanstack/react-query';
import { stepSchema, type Step } from '#contract/create-campaign';
import { payoutAccountMessage, type PayoutDestination } from '#contract/banks';
import { fieldMessages } from '#contract/zod-helpers';
import { todayInEthiopia } from '#contract/dates';
import type { CampaignKind } from '#contract/enums';
import { banksQuery } from './banks-query';
import { FILE_FIELDS } from '#contract/create-campaign-fields';
import { isMultiFile, type WizardValues } from './wizard-values';

// The wizard's rules: the contract's step schemas (and the schema library with them), the payout
// list's account check. WizardPage loads this module at idle, after its first step is usable.

/** The payout destinations known so far (the bank step's list, or the shipped one). */
export const knownBanks = (client: QueryClient): PayoutDestination[] => client.getQueryData(banksQuery().queryKey) ?? [];

/** The shape the contract's schemas read: single-file fields as one file (or nothing). */
function schemaInput(values: WizardValues): Record<string, unknown> {
  const input: Record<string, unknown> = { ...values };
  for (const f of FILE_FIELDS) if (!isMultiFile(f)) input[f] = values[f][0];
  return input;
}

/** The contract's messages for one step, one per field (empty when the step passes). */
export function stepErrors(kind: CampaignKind, step: Step, values: WizardValues, banks: readonly PayoutDestination[] = []): Record<string, string> {
  const result = stepSchema(kind, step, { today: todayInEthiopia() }).safeParse(schemaInput(values));
  return withAccountCheck(fieldMessages(result) as Record<string, string>, values, banks);
}

/**
 * The chosen bank's account-number length (or a wallet's phone number), as the server checks it
 * (issue 44), once the field passes the contract's own rules. Whether the bank is still on the list
 * the server says: offline the list may be the shipped one.
 */
export function withAccountCheck<E extends Partial<Record<string, string>>>(errors: E, values: Pick<WizardValues, 'bankName' | 'accountNumber'>, banks: readonly PayoutDestination[]) {
  if (errors.accountNumber || errors.bankName || !values.bankName || !values.accountNumber) return errors;
  const refused = payoutAccountMessage(banks, values.bankName, values.accountNumber);
  return refused?.field === 'accountNumber' ? ({ ...errors, accountNumber: refused.message } as E) : errors;
}
