import { relationFor, type CreateCampaignInput } from '#contract/create-campaign';
import type { CampaignKind } from '#contract/enums';
import type { campaigns } from '#server/db/schema';

/**
 * The campaign's `relation` and `recipient_name` columns from a parsed submission (issue 44): an
 * organisation's campaign is ORGANISATION; a personal one keeps what its organiser answered, or
 * null when the client did not ask (the original client does not), and the recipient's name only
 * when the money is not the organiser's own.
 */
export function relationColumns(
  kind: CampaignKind,
  input: Pick<CreateCampaignInput, 'relation' | 'recipientName'>,
): Pick<typeof campaigns.$inferInsert, 'relation' | 'recipientName'> {
  const relation = relationFor(kind, input.relation);
  return { relation, recipientName: kind === 'personal' && relation !== 'SELF' ? (input.recipientName ?? null) : null };
}
