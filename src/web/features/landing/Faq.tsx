import { Accordion, Container, Stack, Title } from '@mantine/core';
import { percentLabel, SERVICE_FEE_PERCENT_DEFAULT } from '../../../contract/fees';
import classes from './Landing.module.css';

const FAQ = [
  {
    q: 'What is the purpose of Birr?',
    a: 'Birr is a crowdfunding site for Ethiopia. Individuals, charities and businesses raise money in Birr for the causes they care about, and anyone can donate to help them reach their goal.',
  },
  {
    q: 'How do I start a campaign?',
    a: 'Sign in, choose "Create A Campaign" and pick the kind of campaign: personal, charity or business. Fill in the four steps — your details, legal documents, the campaign story and goal, and your bank information. Every campaign is submitted for review and goes live once it is approved.',
  },
  {
    q: 'How do I donate?',
    a: 'Open any campaign, press "Donate now", enter your name, email and amount, and continue to checkout. You can choose to donate anonymously, and you do not need an account.',
  },
  {
    q: 'Are my payments secure?',
    a: 'Yes. Payments are processed by Chapa, a licensed Ethiopian payment gateway, by card, telebirr, CBE Birr or M-Pesa. Birr never sees or stores your card details.',
  },
  {
    q: 'Are there any fees?',
    a: `Creating a campaign is free. A small service fee of ${percentLabel(SERVICE_FEE_PERCENT_DEFAULT)} is deducted from each donation to keep the platform running.`,
  },
  {
    q: "What happens if a campaign doesn't reach its goal?",
    a: 'The funds raised go to the campaign owner whether or not the goal is met, so every donation makes a difference.',
  },
  {
    q: 'How do I report a fraudulent campaign?',
    a: 'If you suspect fraud, use the Report link on the campaign or contact our support team. We review every report.',
  },
];

export function Faq() {
  return (
    <Container size="md" className={classes.section} id="services" component="section" aria-labelledby="faq-title">
      <Stack gap="xl">
        <Title order={2} ta="center" id="faq-title">
          Frequently Asked Questions
        </Title>
        {/* A single-value Accordion keeps one answer open at a time. */}
        <Accordion data-faq variant="separated" radius="md" styles={{ item: { background: 'var(--mantine-color-white)' } }}>
          {FAQ.map(({ q, a }) => (
            <Accordion.Item key={q} value={q}>
              <Accordion.Control>{q}</Accordion.Control>
              <Accordion.Panel>{a}</Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </Stack>
    </Container>
  );
}
