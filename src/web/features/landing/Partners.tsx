import { m } from '#i18n/paraglide/messages.js';
import ui from '#web/ui/ui.module.css';
import classes from './Landing.module.css';

// Banks go by their names in the page's language; the payment services by their brand.
const PARTNERS: { name: string; label?: () => string; logo: string; href: string }[] = [
  { name: 'Chapa', logo: '/partners/chapa.svg', href: 'https://chapa.co' },
  { name: 'telebirr', logo: '/partners/telebirr.svg', href: 'https://www.ethiotelecom.et/telebirr/' },
  { name: 'CBE Birr', logo: '/partners/cbe-birr.svg', href: 'https://www.combanketh.et' },
  { name: 'M-Pesa', logo: '/partners/m-pesa.svg', href: 'https://www.safaricom.et/m-pesa' },
  { name: 'Awash Bank', label: () => m.bank_awash_bank(), logo: '/partners/awash-bank.svg', href: 'https://awashbank.com' },
  { name: 'Zemen Bank', label: () => m.bank_zemen_bank(), logo: '/partners/zemen-bank.svg', href: 'https://zemenbank.com' },
];

export function Partners() {
  return (
    <section
      className={`${ui.container} ${ui.stack} ${classes.section}`}
      data-size="lg"
      aria-labelledby="partners-title"
      style={{ '--gap': 'var(--mantine-spacing-xl)' } as object}
    >
      <h2 className={`${ui.title} ${ui.center}`} id="partners-title">
        {m.partners_title()}
      </h2>
      <div className={classes.partnersGrid} data-partners>
        {PARTNERS.map((p) => (
          <a key={p.name} href={p.href} target="_blank" rel="noopener noreferrer" className={classes.partnerLogo}>
            <img src={p.logo} alt={p.label?.() ?? p.name} width={140} height={40} loading="lazy" decoding="async" />
          </a>
        ))}
      </div>
    </section>
  );
}
