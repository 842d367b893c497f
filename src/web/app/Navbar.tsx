import { Burger, Button, Container, Group } from '@mantine/core';
import { useDisclosure, useWindowScroll } from '@mantine/hooks';
import { Suspense, lazy, useEffect } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useSession } from './guards/use-session';
import classes from './Navbar.module.css';

// Menu, Modal and the /user/me query load only for signed-in visitors: guests' landing JS stays as it was.
const UserMenu = lazy(() => import('../features/auth/UserMenu').then((m) => ({ default: m.UserMenu })));
const AvatarSlot = () => <span className={classes.avatarSlot} aria-hidden />;

const SCROLL_THRESHOLD_PX = 1000;

export function Navbar() {
  const { pathname } = useLocation();
  const [scroll] = useWindowScroll();
  const [opened, { toggle, close }] = useDisclosure(false);
  const { signedIn, user } = useSession();
  useEffect(close, [pathname, close]);
  const home = pathname === '/';
  const transparent = home && scroll.y <= SCROLL_THRESHOLD_PX;

  return (
    <header className={classes.header} data-overlay={home || undefined} data-transparent={transparent || undefined}>
      <Container size="lg" className={classes.inner}>
        <Link to="/" className={classes.logo} aria-label="Birr home">
          Birr
        </Link>

        <Group gap={4} ml="auto" className={classes.desktop} component="nav" aria-label="Main">
          <NavLink to="/campaigns" className={classes.link}>
            Campaigns
          </NavLink>
          <NavLink to="/campaign/create" className={classes.link}>
            Create Campaign
          </NavLink>
          {!signedIn && (
            <Button component={Link} to="/auth/signin" ml="sm" variant={transparent ? 'white' : 'filled'}>
              Signin
            </Button>
          )}
        </Group>

        {signedIn && user ? (
          <Suspense fallback={<AvatarSlot />}>
            <UserMenu identifier={user.identifier} light={transparent} />
          </Suspense>
        ) : (
          <Burger
            className={classes.mobile}
            opened={opened}
            onClick={toggle}
            color={transparent ? 'white' : undefined}
            aria-label={opened ? 'Close navigation' : 'Open navigation'}
            aria-expanded={opened}
            aria-controls="mobile-nav"
          />
        )}
      </Container>

      {opened && !signedIn && (
        <nav id="mobile-nav" aria-label="Mobile" className={`${classes.mobile} ${classes.mobileMenu}`}>
          <Link to="/campaigns" className={classes.drawerLink}>
            Campaigns
          </Link>
          <Link to="/campaign/create" className={classes.drawerLink}>
            Create Campaign
          </Link>
          <Link to="/auth/signin" className={classes.drawerLink}>
            Signin
          </Link>
        </nav>
      )}
    </header>
  );
}
