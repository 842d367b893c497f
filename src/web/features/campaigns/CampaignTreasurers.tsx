import type { Campaign } from '#contract/campaign';
import ui from '#web/ui/ui.module.css';
import { m } from '#i18n/paraglide/messages.js';

/**
 * Beside the organiser: who approves the campaign's withdrawals with them (issue 42), by first name
 * and initial. Plain markup from the campaign's own data, so the server renders it as the browser does.
 */
export function CampaignTreasurers({ treasurers }: { treasurers: Campaign['treasurers'] }) {
  if (!treasurers || treasurers.length === 0) return null;
  const names = treasurers.map((t) => (t.initial ? `${t.firstName} ${t.initial}.` : t.firstName)).join(', ');
  return (
    <p className={`${ui.text} ${ui.sm}`} data-testid="campaign-treasurers">
      {m.tr_campaign_line({ names })} · {m.tr_campaign_note()}
    </p>
  );
}
