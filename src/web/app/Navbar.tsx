import { Burger, Button, Container, Group, Text } from '@mantine/core';
import { useDisclosure, useWindowScroll } from '@mantine/hooks';
import { useEffect } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { getSession } from '../lib/session';
import classes from './Navbar.module.css';

const SCROLL_THRESHOLD_PX = 1000;

export function Navbar() {
  const { pathname } = useLocation();
  const [scroll] = useWindowScroll();
  const [opened, { toggle, close }] = useDisclosure(false);
  const { signedIn, user } = getSession();
  useEffect(close, [pathname, close]);
  const home = pathname === '/';
  const transparent = home && scroll.y <= SCROLL_THRESHOLD_PX;

  return (
    <header className={classes.header} data-overlay={home || undefined} data-transparent={transparent || undefined}>
      <Container size="lg" className={classes.inner}>
        <Link to="/" className={classes.logo} aria-label="Birr home">
          Birr
        </Link>

        <Group gap={4} className={classes.desktop} component="nav" aria-label="Main">
          <NavLink to="/campaigns" className={classes.link}>
            Campaigns
          </NavLink>
          <NavLink to="/campaign/create" className={classes.link}>
            Create Campaign
          </NavLink>
          {signedIn ? (
            // Placeholder until the accounts feature brings the user menu.
            <Link to="/profile" className={classes.link} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
              <img src={user?.profilePicture ?? '/avatar-default.svg'} width={32} height={32} alt="" style={{ borderRadius: '50%', objectFit: 'cover' }} />
              <Text fw={600} inherit>
                Hello, {user?.firstName ?? 'there'}
              </Text>
            </Link>
          ) : (
            <Button component={Link} to="/auth/signin" ml="sm" variant={transparent ? 'white' : 'filled'}>
              Signin
            </Button>
          )}
        </Group>

        <Burger
          className={classes.mobile}
          opened={opened}
          onClick={toggle}
          color={transparent ? 'white' : undefined}
          aria-label={opened ? 'Close navigation' : 'Open navigation'}
          aria-expanded={opened}
          aria-controls="mobile-nav"
        />
      </Container>

      {opened && (
        <nav id="mobile-nav" aria-label="Mobile" className={`${classes.mobile} ${classes.mobileMenu}`}>
          <Link to="/campaigns" className={classes.drawerLink}>
            Campaigns
          </Link>
          <Link to="/campaign/create" className={classes.drawerLink}>
            Create Campaign
          </Link>
          {signedIn ? (
            <Link to="/profile" className={classes.drawerLink}>
              Profile
            </Link>
          ) : (
            <Link to="/auth/signin" className={classes.drawerLink}>
              Signin
            </Link>
          )}
        </nav>
      )}
    </header>
  );
}
