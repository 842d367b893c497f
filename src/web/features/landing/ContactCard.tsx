// One module per icon, like ../../ui/icons.ts (this card loads after the page: LandingMore).
import { m } from '#i18n/paraglide/messages.js';
import IconMail from '@tabler/icons-react/dist/esm/icons/IconMail.mjs';
import IconPhone from '@tabler/icons-react/dist/esm/icons/IconPhone.mjs';
import ui from '#web/ui/ui.module.css';
import classes from './Landing.module.css';

export const CALL_CENTRE = '+251 11 000 0000';
export const SUPPORT_EMAIL = 'support@birr.et';

export function ContactCard() {
  return (
    <section className={`${ui.container} ${classes.section}`} data-size="sm" id="contact" aria-labelledby="contact-title">
      <div className={`${ui.card} ${ui.stack} ${ui.center} ${classes.contact}`}>
        <h2 className={ui.title} id="contact-title">
          {m.contact_title()}
        </h2>
        <p className={`${ui.text} ${ui.dimmed}`}>{m.contact_text()}</p>
        <div className={`${ui.row} ${ui.center}`} style={{ '--gap': 'var(--mantine-spacing-xl)' } as object}>
          <span className={ui.row} style={{ '--gap': 'var(--mantine-spacing-xs)' } as object}>
            <IconPhone size={20} color="var(--mantine-color-birr-8)" aria-hidden />
            <a href={`tel:${CALL_CENTRE.replaceAll(' ', '')}`} className={`${ui.link} ${classes.strong}`}>
              {CALL_CENTRE}
            </a>
          </span>
          <span className={ui.row} style={{ '--gap': 'var(--mantine-spacing-xs)' } as object}>
            <IconMail size={20} color="var(--mantine-color-birr-8)" aria-hidden />
            <a href={`mailto:${SUPPORT_EMAIL}`} className={`${ui.link} ${classes.strong}`}>
              {SUPPORT_EMAIL}
            </a>
          </span>
        </div>
      </div>
    </section>
  );
}
