import { Container, Stack, Title } from '@mantine/core';
import classes from './Landing.module.css';

const PARTNERS = [
  { name: 'Chapa', logo: '/partners/chapa.svg', href: 'https://chapa.co' },
  { name: 'telebirr', logo: '/partners/telebirr.svg', href: 'https://www.ethiotelecom.et/telebirr/' },
  { name: 'CBE Birr', logo: '/partners/cbe-birr.svg', href: 'https://www.combanketh.et' },
  { name: 'M-Pesa', logo: '/partners/m-pesa.svg', href: 'https://www.safaricom.et/m-pesa' },
  { name: 'Awash Bank', logo: '/partners/awash-bank.svg', href: 'https://awashbank.com' },
  { name: 'Zemen Bank', logo: '/partners/zemen-bank.svg', href: 'https://zemenbank.com' },
];

export function Partners() {
  return (
    <Container size="lg" className={classes.section} component="section" aria-labelledby="partners-title">
      <Stack gap="xl">
        <Title order={2} ta="center" id="partners-title">
          Our partners
        </Title>
        <div className={classes.partnersGrid} data-partners>
          {PARTNERS.map((p) => (
            <a key={p.name} href={p.href} target="_blank" rel="noopener noreferrer" className={classes.partnerLogo}>
              <img src={p.logo} alt={p.name} width={140} height={40} loading="lazy" decoding="async" />
            </a>
          ))}
        </div>
      </Stack>
    </Container>
  );
}
