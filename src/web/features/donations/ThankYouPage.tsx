import { m } from '#i18n/paraglide/messages.js';
import { IconCircleCheck, IconCircleX, IconClockHour4 } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { DonationReceipt } from '#contract/donation';
import { formatBr } from '#contract/money';
import { useHydrated } from '#web/lib/hydrated';
import { offlineMessage, useIsOffline } from '#web/lib/network';
import { usePageError } from '#web/lib/page-error';
import { rich, SLOT, withParts } from '#web/lib/parts';
import { useInstallMoment } from '#web/lib/install-moment';
import ui from '#web/ui/ui.module.css';
import { receiptQuery } from './donation-api';
import { txRefOf } from './query-keys';
import { AfterGivingShare } from './AfterGivingShare';
import { PaidAbroadLine } from './PaidAbroadLine';
import css from './ThankYou.module.css';

type Receipt = DonationReceipt['data'];

const tone = (colour: string) => ({ '--tone': `var(--mantine-color-${colour})` }) as object;

const LOOK = {
  VERIFIED: { colour: 'birr-7', Icon: IconCircleCheck, title: () => m.thanks_verified_title() },
  PENDING: { colour: 'yellow-8', Icon: IconClockHour4, title: () => m.thanks_pending_title() },
  FAILED: { colour: 'red-7', Icon: IconCircleX, title: () => m.thanks_failed_title() },
  REFUNDED: { colour: 'gray-7', Icon: IconCircleCheck, title: () => m.thanks_refunded_title() },
} as const;

const Line = ({ children, small }: { children: ReactNode; small?: boolean }) => <p className={`${ui.text}${small ? ` ${ui.sm}` : ''}`}>{children}</p>;

function Alert({ colour, title, children }: { colour: string; title: string; children: ReactNode }) {
  return (
    <div className={css.alert} style={tone(colour)} role="alert">
      <strong>{title}</strong>
      {children}
    </div>
  );
}

/** Exactly how much of the payment reaches the cause, and the fee (which the donor may have added on top). */
function ToCampaign({ r }: { r: Receipt }) {
  const words = { net: formatBr(r.toCampaign), fee: formatBr(r.fee) };
  return <Line small>{r.feeCovered ? m.thanks_to_campaign_covered(words) : m.thanks_to_campaign(words)}</Line>;
}

/**
 * A payment still being confirmed: the app asks again every few seconds (receiptQuery); without
 * it (no JavaScript, or before it arrives) a link asks the server again, which checks with the provider.
 */
function CheckAgain({ txRef }: { txRef: string }) {
  const hydrated = useHydrated();
  if (hydrated) return <Line small>{m.thanks_checks_again()}</Line>;
  return (
    <a className={ui.link} href={`/donation/thank-you?tx_ref=${encodeURIComponent(txRef)}`}>
      {m.thanks_check_again()}
    </a>
  );
}

function Status({ r }: { r: Receipt }) {
  const campaign = (
    <Link to={`/campaign/${r.campaign.id}`} className={ui.link} style={{ fontWeight: 700 }} translate="no">
      {r.campaign.title}
    </Link>
  );
  const amount = <strong>{formatBr(r.amount)}</strong>;
  if (r.status === 'REFUNDED') return <Line>{m.thanks_refunded_text()}</Line>;
  if (r.status === 'FAILED') return <Line>{rich((i) => m.thanks_failed(i), { amount, campaign })}</Line>;
  return (
    <div className={ui.stack} style={{ '--gap': 'var(--mantine-spacing-xs)' } as object}>
      <Line>{r.status === 'VERIFIED' ? rich((i) => m.thanks_verified(i), { amount, campaign }) : rich((i) => m.thanks_pending(i), { amount, campaign })}</Line>
      <ToCampaign r={r} />
      <PaidAbroadLine paid={r.paidAbroad} />
      {r.status === 'PENDING' && <CheckAgain txRef={r.txRef} />}
    </div>
  );
}

function ReceiptCard({ r }: { r: Receipt }) {
  const look = LOOK[r.status];
  return (
    <div className={`${ui.card} ${css.receipt}`}>
      <span className={css.icon} style={tone(look.colour)} aria-hidden>
        <look.Icon size={44} />
      </span>
      <h1 className={ui.title}>{look.title()}</h1>
      <Status r={r} />
      <p className={`${ui.text} ${ui.sm} ${ui.dimmed}`}>{withParts(m.thanks_reference({ ref: SLOT }), <span className={css.reference}>{r.txRef}</span>)}</p>
      <div className={`${ui.row} ${ui.center}`}>
        <Link to={`/campaign/${r.campaign.id}`} className={ui.button} data-variant={r.status === 'FAILED' ? undefined : 'light'}>
          {r.status === 'FAILED' ? m.thanks_back_retry() : m.thanks_back()}
        </Link>
        <Link to="/campaigns" className={ui.button} data-variant="subtle">
          {m.thanks_others()}
        </Link>
      </div>
      {r.status === 'VERIFIED' && r.receiptPath && (
        <a href={r.receiptPath} target="_blank" rel="noopener" className={`${ui.link} ${ui.sm}`}>
          {/* "Also sent to your email" only when it was (issue 43). */}
          {r.receiptEmailed ? m.thanks_receipt() : m.thanks_receipt_print()}
        </a>
      )}
      {r.status === 'VERIFIED' && <AfterGivingShare campaignId={r.campaign.id} title={r.campaign.title} words={r.words} />}
    </div>
  );
}

/**
 * Where the payment provider sends the donor back: /donation/thank-you?tx_ref=… Rendered on the
 * server with the donation's state (issue 43), so it shows at once and without JavaScript; the
 * reference is the key: whoever holds it sees the gift, as through the verify API.
 */
export function ThankYouPage() {
  const [params] = useSearchParams();
  const txRef = txRefOf(params);
  const offline = useIsOffline();
  const serverError = usePageError();
  const queryClient = useQueryClient();
  const { data, error, isPending } = useQuery({ ...receiptQuery(txRef), enabled: !!txRef && !serverError });

  // Once settled, the campaign's numbers and Recent Donations are fetched afresh wherever they show.
  const status = data?.status;
  const campaignId = data?.campaign.id;
  // A confirmed gift is when the app may offer to be installed (issue 43).
  useInstallMoment(status === 'VERIFIED');
  useEffect(() => {
    if (!campaignId || status === 'PENDING') return;
    void queryClient.invalidateQueries({ queryKey: ['campaign', campaignId] });
    void queryClient.invalidateQueries({ queryKey: ['donations', campaignId] });
    // The donor's words of support show as soon as they are back on the campaign's page.
    void queryClient.invalidateQueries({ queryKey: ['words', campaignId] });
    void queryClient.invalidateQueries({ queryKey: ['campaigns'] });
  }, [queryClient, campaignId, status]);

  const failure = serverError?.message ?? (error ? (offline ? offlineMessage() : error.message) : null);
  return (
    <div className={`${ui.container} ${css.page}`} data-size="sm">
      {!txRef ? (
        <Alert colour="red-7" title={m.thanks_no_ref_title()}>
          {m.thanks_no_ref()}
        </Alert>
      ) : data ? (
        <ReceiptCard r={data} />
      ) : failure ? (
        <Alert colour="red-7" title={m.thanks_lookup_failed()}>
          {failure}
        </Alert>
      ) : isPending && offline ? (
        <Alert colour="yellow-8" title={offlineMessage()}>
          {m.thanks_offline({ ref: txRef })}
        </Alert>
      ) : (
        <div className={ui.skeleton} style={{ height: 320 }} aria-busy="true" aria-label={m.thanks_loading()} />
      )}
    </div>
  );
}
