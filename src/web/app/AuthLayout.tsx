import { m } from '#i18n/paraglide/messages.js';
import { Link } from 'react-router';
import classes from './AuthLayout.module.css';
import { OfflineBanner } from './OfflineBanner';
import { PageOutlet } from './PageBoundary';

export function AuthLayout() {
  return (
    <div className={classes.page}>
      <OfflineBanner />
      <div className={classes.columns}>
        <div className={classes.brand}>
          <h1 className={classes.logo}>
            <Link to="/">Birr</Link>
          </h1>
          <p className={classes.tagline}>{m.auth_tagline()}</p>
        </div>
        <main className={classes.main}>
          {/* Below the brand panel's breakpoint: the logo, and a way back to the site. */}
          <div className={classes.top}>
            <Link to="/" className={classes.smallLogo} aria-label={m.auth_home_label()}>
              Birr
            </Link>
            <Link to="/" className={classes.home}>
              {m.auth_back_home()}
            </Link>
          </div>
          <div className={classes.form}>
            <PageOutlet />
          </div>
        </main>
      </div>
    </div>
  );
}
