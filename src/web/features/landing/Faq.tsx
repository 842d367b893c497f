import { m } from '#i18n/paraglide/messages.js';
import { SERVICE_FEE_PERCENT_DEFAULT } from '#contract/fees';
import { formatPercent } from '#i18n/format';
import ui from '#web/ui/ui.module.css';
import classes from './Landing.module.css';

/** The questions and answers, in the page's language (a function: words are never made at module load). */
const faq = () => [
  { q: m.faq_q1(), a: m.faq_a1() },
  { q: m.faq_q2(), a: m.faq_a2() },
  { q: m.faq_q3(), a: m.faq_a3() },
  { q: m.faq_q4(), a: m.faq_a4() },
  { q: m.faq_q5(), a: m.faq_a5({ percent: formatPercent(SERVICE_FEE_PERCENT_DEFAULT) }) },
  { q: m.faq_q6(), a: m.faq_a6() },
  { q: m.faq_q7(), a: m.faq_a7() },
  { q: m.faq_q8(), a: m.faq_a8(), more: { href: '/guarantee', text: m.guarantee_link() } },
];

export function Faq() {
  return (
    <section
      className={`${ui.container} ${ui.stack} ${classes.section}`}
      id="services"
      aria-labelledby="faq-title"
      style={{ '--gap': 'var(--mantine-spacing-xl)' } as object}
    >
      <h2 className={`${ui.title} ${ui.center}`} id="faq-title">
        {m.faq_title()}
      </h2>
      {/* Native disclosure widgets: they open and close before (and without) any script, and sharing
          one `name` keeps a single answer open at a time. */}
      <div className={classes.faq} data-faq>
        {faq().map(({ q, a, more }) => (
          <details key={q} name="faq" className={classes.faqItem}>
            <summary className={classes.faqQuestion}>{q}</summary>
            <p className={classes.faqAnswer}>
              {a}
              {more && (
                <>
                  {' '}
                  <a href={more.href} className={ui.link}>
                    {more.text}
                  </a>
                </>
              )}
            </p>
          </details>
        ))}
      </div>
    </section>
  );
}
