import { m } from '#i18n/paraglide/messages.js';
import ui from '#web/ui/ui.module.css';
import classes from './Landing.module.css';

const stats = () => [
  { value: '80M+', label: m.stats_raised() },
  { value: '100+', label: m.stats_closed() },
  { value: '50K+', label: m.stats_users() },
  { value: '20+', label: m.stats_countries() },
];

export function Stats() {
  return (
    <section className={`${classes.section} ${classes.stats}`} id="about" aria-labelledby="stats-title">
      <div className={`${ui.container} ${ui.stack}`} data-size="lg" style={{ '--gap': 'var(--mantine-spacing-xl)' } as object}>
        <h2 className={`${ui.title} ${ui.center}`} id="stats-title">
          {m.stats_title()}
        </h2>
        <div className={classes.statsGrid}>
          {stats().map((s) => (
            <div key={s.label} className={`${ui.stack} ${ui.center}`} style={{ '--gap': '4px' } as object}>
              <p className={`${ui.text} ${classes.statValue}`}>{s.value}</p>
              <p className={`${ui.text} ${ui.dimmed}`} style={{ fontWeight: 600 }}>
                {s.label}
              </p>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
