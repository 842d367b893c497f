import { m } from '#i18n/paraglide/messages.js';
import { Link } from 'react-router';
import ui from '#web/ui/ui.module.css';
import classes from './Landing.module.css';

export function Hero() {
  return (
    <div className={classes.hero} data-hero>
      <div className={`${ui.container} ${classes.heroInner}`} data-size="lg">
        <div className={ui.stack} style={{ '--gap': 'var(--mantine-spacing-lg)', maxWidth: 640 } as object}>
          <h1 className={`${ui.title} ${classes.heroTitle}`}>{m.hero_title()}</h1>
          <p className={`${ui.text} ${classes.heroText}`}>{m.hero_text()}</p>
          <div className={ui.row}>
            {/* A button, not a link: the cards below own the "Donate now" links. */}
            <button
              type="button"
              className={ui.button}
              data-size="lg"
              data-variant="white"
              onClick={() => document.getElementById('featured')?.scrollIntoView({ behavior: 'smooth' })}
            >
              {m.hero_donate()}
            </button>
            <Link to="/campaign/create" className={ui.button} data-size="lg" data-variant="outline-white">
              {m.hero_create()}
            </Link>
          </div>
        </div>
      </div>
    </div>
  );
}
