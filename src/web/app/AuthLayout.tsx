import { Link, Outlet } from 'react-router';
import classes from './AuthLayout.module.css';
import { OfflineBanner } from './OfflineBanner';

export function AuthLayout() {
  return (
    <div className={classes.page}>
      <OfflineBanner />
      <div className={classes.columns}>
        <div className={classes.brand}>
          <h1 className={classes.logo}>
            <Link to="/">Birr</Link>
          </h1>
          <p className={classes.tagline}>Happiness comes from your action</p>
        </div>
        <main className={classes.main}>
          <div className={classes.form}>
            <Outlet />
          </div>
        </main>
      </div>
    </div>
  );
}
