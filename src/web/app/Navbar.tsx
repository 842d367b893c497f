import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { m } from '#i18n/paraglide/messages.js';
import { useSession } from '../lib/use-session';
import { LanguageSwitch } from './LanguageSwitch';
import { inMantine } from '../ui/lazy-mantine';
import { afterLoad } from '../ui/deferred';
import classes from './Navbar.module.css';
import ui from '../ui/ui.module.css';

// Menu, Modal and the /user/me query load only for signed-in visitors: guests' landing JS stays as it was.
// After the page has loaded, at idle (issue 47): ~40 KB that no page needs before its first view is usable.
// Both the menu's code and Mantine's wait (inMantine starts Mantine's download as soon as it is called).
const UserMenu = lazy(() => afterLoad().then(async () => ({ default: await inMantine(() => import('../features/auth/UserMenu').then((m) => m.UserMenu)) })));
const AvatarSlot = () => <span className={classes.avatarSlot} aria-hidden />;

const NAVBAR_HEIGHT_PX = 64;

const onScroll = (notify: () => void) => {
  window.addEventListener('scroll', notify, { passive: true });
  return () => window.removeEventListener('scroll', notify);
};
/**
 * The bar turns solid where the hero ends (whatever its height on this screen), not at a fixed scroll.
 * A page with no hero answers false, as the server does: a different answer once hydrated would
 * make React re-render the bar at once, in the same long task as hydration.
 */
const pastHero = () => {
  const hero = document.querySelector('[data-hero]');
  return hero !== null && hero.getBoundingClientRect().bottom <= NAVBAR_HEIGHT_PX;
};
/** Whether the page is scrolled past the hero (false on the server, while hydrating and where there is no hero). */
const useScrolledPastHero = () => useSyncExternalStore(onScroll, pastHero, () => false);

export function Navbar() {
  const { pathname } = useLocation();
  const scrolled = useScrolledPastHero();
  const [opened, setOpened] = useState(false);
  const { signedIn, user } = useSession();
  useEffect(() => setOpened(false), [pathname]);
  const home = pathname === '/';
  const transparent = home && !scrolled;

  return (
    <header className={classes.header} data-overlay={home || undefined} data-transparent={transparent || undefined}>
      <div className={`${ui.container} ${classes.inner}`} data-size="lg">
        <Link to="/" className={classes.logo} aria-label={m.nav_home_label()}>
          Birr
        </Link>

        <nav className={`${classes.desktop} ${classes.nav}`} aria-label={m.nav_main_label()}>
          <NavLink to="/campaigns" className={classes.link}>
            {m.nav_campaigns()}
          </NavLink>
          <NavLink to="/campaign/create" className={classes.link}>
            {m.nav_create_campaign()}
          </NavLink>
          <LanguageSwitch onlyOther linkClassName={`${classes.link} ${classes.lang}`} />
          {!signedIn && (
            <Link to="/auth/signin" className={`${ui.button} ${classes.signin}`} data-variant={transparent ? 'white' : undefined}>
              {m.nav_sign_in()}
            </Link>
          )}
        </nav>

        {signedIn && user ? (
          <Suspense fallback={<AvatarSlot />}>
            <UserMenu identifier={user.identifier} light={transparent} />
          </Suspense>
        ) : (
          <button
            type="button"
            className={`${classes.mobile} ${classes.burger}`}
            onClick={() => setOpened((o) => !o)}
            aria-label={opened ? m.nav_close() : m.nav_open()}
            aria-expanded={opened}
            aria-controls="mobile-nav"
          >
            <span className={classes.burgerLines} data-opened={opened || undefined} />
          </button>
        )}
      </div>

      {opened && !signedIn && (
        <nav id="mobile-nav" aria-label={m.nav_mobile_label()} className={`${classes.mobile} ${classes.mobileMenu}`}>
          <Link to="/campaigns" className={classes.drawerLink}>
            {m.nav_campaigns()}
          </Link>
          <Link to="/campaign/create" className={classes.drawerLink}>
            {m.nav_create_campaign()}
          </Link>
          <Link to="/auth/signin" className={classes.drawerLink}>
            {m.nav_sign_in()}
          </Link>
          <LanguageSwitch onlyOther linkClassName={`${classes.drawerLink} ${classes.lang}`} />
        </nav>
      )}
    </header>
  );
}
