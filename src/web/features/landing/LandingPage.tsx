import { deferred } from '#web/ui/deferred';
import { FeaturedCampaigns } from './FeaturedCampaigns';
import { Hero } from './Hero';

// Statistics, questions, partners and contact: links and <details> that work as the server's
// HTML until their code arrives, after the page has loaded (../../ui/deferred.tsx).
const LandingMore = deferred(() => import('./LandingMore').then((m) => m.LandingMore));

export function LandingPage() {
  return (
    <>
      <Hero />
      <FeaturedCampaigns />
      <LandingMore />
    </>
  );
}
