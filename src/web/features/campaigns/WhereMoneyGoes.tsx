import { m } from '#i18n/paraglide/messages.js';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Ledger } from '#contract/ledger';
import { formatDate } from '#contract/dates';
import { bankLabel } from '#contract/labels';
import { formatBr } from '#contract/money';
import ui from '#web/ui/ui.module.css';
import css from './CampaignDetail.module.css';
import { ledgerQuery } from './queries';

/** One total: its words, its amount. */
const Total = ({ label, amount, strong }: { label: string; amount: number; strong?: boolean }) => (
  <div className={`${ui.row} ${css.between}`} style={strong ? { fontWeight: 700 } : undefined}>
    <dt className={ui.sm}>{label}</dt>
    <dd className={ui.sm} style={{ margin: 0 }}>
      {/* `|| 0`: nothing taken off reads "0 Br", not "-0 Br" (a negated zero). */}
      {formatBr(amount || 0)}
    </dd>
  </div>
);

/** A dated list (payouts, refunds): nothing at all when empty. */
function Rows({ title, rows }: { title: string; rows: { at: string; what: ReactNode; amount: string }[] }) {
  if (!rows.length) return null;
  return (
    <>
      <h3 className={`${ui.title} ${css.smallTitle}`}>{title}</h3>
      <ul className={`${css.list} ${ui.stack}`}>
        {rows.map((r, i) => (
          <li key={`${r.at}-${i}`} className={css.donation}>
            <span className={ui.sm}>
              <time dateTime={r.at}>{formatDate(r.at)}</time> · {r.what}
            </span>
            <span className={ui.sm} style={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
              {r.amount}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}

function Books({ l }: { l: Ledger }) {
  return (
    <>
      <dl className={`${css.paper} ${ui.stack}`} style={{ '--gap': 'var(--mantine-spacing-xs)' } as object}>
        <Total label={`${m.ledger_raised()} (${m.ledger_donations({ count: l.donations })})`} amount={l.raised} />
        <Total label={m.ledger_fees()} amount={-l.fees} />
        {l.refunded > 0 && <Total label={m.ledger_refunded()} amount={-l.refunded} />}
        <Total label={m.ledger_paid_out()} amount={-l.paidOut} />
        {l.inFlight > 0 && <Total label={m.ledger_in_flight()} amount={-l.inFlight} />}
        <Total label={m.ledger_available()} amount={l.available} strong />
      </dl>
      <Rows
        title={m.ledger_payouts()}
        rows={l.payouts.map((p) => ({
          at: p.at,
          what: (
            <>
              {bankLabel(p.bank)} <span translate="no">{p.account}</span>
              {p.reference && <span className={`${ui.xs} ${ui.dimmed}`}> · {m.ledger_reference({ reference: p.reference })}</span>}
            </>
          ),
          amount: `${formatBr(p.amount)} · ${p.status === 'PAID' ? m.ledger_payout_sent() : p.status === 'AWAITING_TREASURERS' ? m.tr_st_awaiting() : m.ledger_payout_sending()}`,
        }))}
      />
      <Rows
        title={m.ledger_refunds()}
        rows={l.refunds.map((r) => ({ at: r.at, what: <span translate="no">{r.reason}</span>, amount: formatBr(r.amount) }))}
      />
      {!l.payouts.length && !l.refunds.length && <p className={`${ui.sm} ${ui.dimmed}`}>{m.ledger_nothing_yet()}</p>}
    </>
  );
}

/**
 * "Where the money goes" (issue 42): the campaign's open books. Server-rendered with the page (its
 * data comes in the page's payload), refreshed like the rest of the page's public reads.
 */
export function WhereMoneyGoes({ campaignId }: { campaignId: string }) {
  const { data, error } = useQuery(ledgerQuery(campaignId));
  return (
    <section className={ui.stack} style={{ '--gap': 'var(--mantine-spacing-sm)' } as object} aria-labelledby="campaign-ledger">
      <h2 className={`${ui.title} ${css.panelTitle}`} id="campaign-ledger">
        {m.ledger_title()}
      </h2>
      <p className={`${ui.sm} ${ui.dimmed}`}>{m.ledger_intro()}</p>
      {data ? <Books l={data} /> : error ? <p className={`${ui.sm} ${ui.dimmed}`}>{m.ledger_unavailable()}</p> : null}
      <Link to="/guarantee" className={`${ui.link} ${ui.sm}`}>
        {m.guarantee_link()}
      </Link>
    </section>
  );
}
