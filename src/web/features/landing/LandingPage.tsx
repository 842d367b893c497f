import { ContactCard } from './ContactCard';
import { Faq } from './Faq';
import { FeaturedCampaigns } from './FeaturedCampaigns';
import { Hero } from './Hero';
import { Partners } from './Partners';
import { Stats } from './Stats';

export function LandingPage() {
  return (
    <>
      <Hero />
      <FeaturedCampaigns />
      <Stats />
      <Faq />
      <Partners />
      <ContactCard />
    </>
  );
}
