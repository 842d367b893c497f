import { ContactCard } from './ContactCard';
import { Faq } from './Faq';
import { Partners } from './Partners';
import { Stats } from './Stats';

/** The landing page below its first view: static content, loaded and hydrated after the page (LandingPage.tsx). */
export function LandingMore() {
  return (
    <>
      <Stats />
      <Faq />
      <Partners />
      <ContactCard />
    </>
  );
}
