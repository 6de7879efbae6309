import { Island } from '@web/islands/island';
import { ContactArea } from './contact-area';
import { CtaBanner } from './cta-banner';
import { FaqSection } from './faq-section';
import { FeaturesSection } from './features-section';
import { HeroSection } from './hero-section';
import { LandingFooter } from './landing-footer';
import { LandingHeader } from './landing-header';
import { PricingSection } from './pricing-section';
import { ReviewsSection } from './reviews-section';
import { TeamSection } from './team-section';

/**
 * The product's landing page (/front-pages/landing-page): hero, features, reviews, team, pricing
 * with the free trial, FAQ and contact. Server-rendered static HTML except three islands: the
 * header, the plans' monthly/yearly choice and the contact form (the front pages' own).
 */
export function LandingView() {
  return (
    <>
      <Island name="landing-header" component={LandingHeader} props={{}} />
      <HeroSection />
      <FeaturesSection />
      <ReviewsSection />
      <TeamSection />
      <PricingSection />
      <FaqSection />
      <CtaBanner />
      <ContactArea />
      <LandingFooter />
    </>
  );
}
