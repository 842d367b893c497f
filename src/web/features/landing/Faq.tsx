import { percentLabel, SERVICE_FEE_PERCENT_DEFAULT } from '../../../contract/fees';
import ui from '../../app/ui.module.css';
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
    <section
      className={`${ui.container} ${ui.stack} ${classes.section}`}
      id="services"
      aria-labelledby="faq-title"
      style={{ '--gap': 'var(--mantine-spacing-xl)' } as object}
    >
      <h2 className={`${ui.title} ${ui.center}`} id="faq-title">
        Frequently Asked Questions
      </h2>
      {/* Native disclosure widgets: they open and close before (and without) any script, and sharing
          one `name` keeps a single answer open at a time. */}
      <div className={classes.faq} data-faq>
        {FAQ.map(({ q, a }) => (
          <details key={q} name="faq" className={classes.faqItem}>
            <summary className={classes.faqQuestion}>{q}</summary>
            <p className={classes.faqAnswer}>{a}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
