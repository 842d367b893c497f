import type { Campaign } from '#contract/campaign';
import type { Relation } from '#contract/relations';
import { m } from '#i18n/paraglide/messages.js';
import { rich, SLOT, withParts } from '#web/lib/parts';
import ui from '#web/ui/ui.module.css';

/** The recipient as the organiser's relation to them ("family member"); OTHER says nothing more. */
const RELATION_WORDS: Partial<Record<Relation, () => string>> = {
  FAMILY: m.relation_family,
  FRIEND: m.relation_friend,
  COMMUNITY: m.relation_community,
  ORGANISATION: m.relation_organisation,
};

/**
 * Who organises the campaign and for whom (issue 44, issue 42 item 6): "Abebe Kebede is organizing
 * this campaign for Almaz Tesfaye · family member", or "… is raising money for themselves". A
 * personal campaign from before the wizard asked says only who organises it, as it always did.
 */
export function OrganisedBy({ campaign: c, organiser }: { campaign: Campaign; organiser: string }) {
  const who = <strong translate="no">{organiser}</strong>;
  const recipient = c.relation === 'ORGANISATION' ? (c.business ?? c.charity)?.fullName : c.recipientName;
  const relation = c.relation ? RELATION_WORDS[c.relation]?.() : undefined;
  if (c.relation === 'SELF') return <p className={ui.text}>{withParts(m.detail_organised_self({ organiser: SLOT }), who)}</p>;
  if (c.relation && recipient) {
    return (
      <p className={ui.text}>
        {rich(m.detail_organised_for, { organiser: who, recipient: <strong translate="no">{recipient}</strong> })}
        {relation && ` · ${relation}`}
      </p>
    );
  }
  return <p className={ui.text}>{withParts(m.detail_organizing({ name: SLOT }), who)}</p>;
}
