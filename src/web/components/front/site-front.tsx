import { SITE_LISTING_KIND } from '@common/schemas/listings';
import Container from '@mui/material/Container';
import { useSite } from '@web/lib/site-context';
import type { ReactNode } from 'react';
import { Hero, type HeroProps } from '../hero';
import { CategoryLinks, type FrontCategory } from './category-links';
import { ContactSection } from './contact-section';
import { MeetupSection } from './meetup-section';

interface SiteFrontProps extends HeroProps {
  categories: FrontCategory[];
  /** The newest listings grid (from the listings feature, which components may not import). */
  listings: ReactNode;
  /** Sites that host the developer meetup show it (liveappmaker, bit). */
  meetup?: boolean;
  /** Anything a site adds right under its hero (the generic site's index of every site). */
  children?: ReactNode;
}

/** A site's front page: hero, anything of its own, categories, newest listings, the meetup where there is one, contact. */
export function SiteFront({ categories, listings, meetup, children, ...hero }: SiteFrontProps) {
  const { site } = useSite();
  return (
    <>
      <Hero {...hero} />
      {children}
      <CategoryLinks categories={categories} kind={SITE_LISTING_KIND[site.id]} />
      <Container maxWidth="lg" sx={{ pb: 4 }}>
        {listings}
      </Container>
      {meetup && <MeetupSection />}
      <ContactSection />
    </>
  );
}
