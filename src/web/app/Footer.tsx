// One module per icon, like ./icons.ts (the footer loads after the page: HomeLayout).
import IconBrandFacebook from '@tabler/icons-react/dist/esm/icons/IconBrandFacebook.mjs';
import IconBrandTelegram from '@tabler/icons-react/dist/esm/icons/IconBrandTelegram.mjs';
import { Link } from 'react-router';
import { m } from '#i18n/paraglide/messages.js';
import classes from './Footer.module.css';
import { LanguageSwitch } from './LanguageSwitch';
import ui from '../ui/ui.module.css';

const LINKS = [
  { label: () => m.footer_about(), href: '/#about' },
  { label: () => m.footer_services(), href: '/#services' },
  { label: () => m.footer_contact(), href: '/#contact' },
  { label: () => m.footer_privacy(), href: '/privacy' },
];

const SOCIAL = [
  { label: 'Telegram', href: 'https://t.me/birr_et', Icon: IconBrandTelegram },
  { label: 'Facebook', href: 'https://www.facebook.com/birr.et', Icon: IconBrandFacebook },
];

export function Footer() {
  return (
    <footer className={classes.footer}>
      <div className={`${ui.container} ${ui.stack} ${ui.center} ${classes.inner}`} data-size="lg">
        <Link to="/" className={classes.logo}>
          Birr
        </Link>
        <nav aria-label={m.footer_label()} className={`${ui.row} ${ui.center}`} style={{ '--gap': 'var(--mantine-spacing-lg)' } as object}>
          {LINKS.map((l) => (
            <a key={l.href} href={l.href} className={classes.link}>
              {l.label()}
            </a>
          ))}
        </nav>
        <LanguageSwitch className={`${ui.row} ${ui.center}`} linkClassName={`${classes.link} ${classes.lang}`} />
        <div className={ui.row} style={{ '--gap': 'var(--mantine-spacing-sm)' } as object}>
          {SOCIAL.map(({ label, href, Icon }) => (
            <a key={label} href={href} target="_blank" rel="noopener noreferrer" aria-label={label} className={classes.social}>
              <Icon size={22} aria-hidden />
            </a>
          ))}
        </div>
        <p className={`${ui.text} ${ui.xs} ${classes.copy}`}>
          © {new Date().getFullYear()} Birr. {m.footer_motto()}
        </p>
      </div>
    </footer>
  );
}
