import { m } from '#i18n/paraglide/messages.js';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import ui from '#web/ui/ui.module.css';

const Section = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => (
  <section className={ui.stack} style={{ '--gap': 'var(--mantine-spacing-xs)' } as object} aria-labelledby={id}>
    <h2 className={ui.title} id={id} style={{ fontSize: 'var(--mantine-font-size-lg)' }}>
      {title}
    </h2>
    {children}
  </section>
);

const Points = ({ items }: { items: string[] }) => (
  <ul className={ui.text}>
    {items.map((t) => (
      <li key={t}>{t}</li>
    ))}
  </ul>
);

/** The Birr guarantee in plain words (issue 42): a static page, linked from campaigns, the donation form and the FAQ. */
export function GuaranteePage() {
  return (
    <div className={`${ui.container} ${ui.stack}`} data-size="sm" style={{ '--gap': 'var(--mantine-spacing-lg)', paddingBlock: 'var(--mantine-spacing-xl)' } as object}>
      <h1 className={ui.title}>{m.guarantee_title()}</h1>
      <p className={ui.text}>{m.guarantee_intro()}</p>
      <Section id="guarantee-checks" title={m.guarantee_checks()}>
        <Points items={[m.guarantee_checks_1(), m.guarantee_checks_2(), m.guarantee_checks_3()]} />
      </Section>
      <Section id="guarantee-refunds" title={m.guarantee_refunds()}>
        <Points items={[m.guarantee_refunds_1(), m.guarantee_refunds_2(), m.guarantee_refunds_3()]} />
      </Section>
      <Section id="guarantee-report" title={m.guarantee_report()}>
        <p className={ui.text}>{m.guarantee_report_text()}</p>
        <Link to="/contact" className={ui.link}>
          {m.title_contact()}
        </Link>
      </Section>
    </div>
  );
}
