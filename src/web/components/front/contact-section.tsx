import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Island } from '@web/islands/island';
import { useTranslation } from 'react-i18next';

/*
 * The form is the last thing on a front page, and its code (inputs, the shared schema) would add
 * about 9 KB to a first visit that may never scroll there. So it loads when the section comes
 * near the screen, or as soon as the reader reaches into it (a link to #contact, Tab, a tap).
 */
const ContactForm = lazy(() => import('./contact-form'));

/** Holds the form's place at its height, so nothing below jumps when it arrives. */
function FormPlaceholder() {
  return (
    <Box sx={{ maxWidth: 640, display: 'grid', gap: 2 }} aria-hidden>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={56} />
      </Box>
      <Skeleton variant="rounded" height={150} />
      <Skeleton variant="rounded" height={42} width={170} />
    </Box>
  );
}

function useNearScreen() {
  const ref = useRef<HTMLElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const node = ref.current;
    // Without an observer (very old browsers) the form still comes on focus or touch.
    if (!node || near || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: '400px 0px',
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near, wake: () => setNear(true) };
}

/** The front page's contact area: a line on what happens to a message, then the form. */
export function ContactSectionBody() {
  const { t } = useTranslation();
  const { ref, near, wake } = useNearScreen();
  return (
    <Container
      component="section"
      id="contact"
      ref={ref}
      maxWidth="lg"
      aria-labelledby="front-contact"
      data-testid="contact-section"
      onFocus={wake}
      onPointerEnter={wake}
      sx={{ py: 6 }}
    >
      <Typography id="front-contact" component="h2" variant="h5" sx={{ fontWeight: 700 }}>
        {t('front.contact.title')}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        {t('front.contact.body')}
      </Typography>
      {near ? (
        <Suspense fallback={<FormPlaceholder />}>
          <ContactForm />
        </Suspense>
      ) : (
        <FormPlaceholder />
      )}
    </Container>
  );
}

/** The contact area as an island of a server-rendered front page (ADR 0026). */
export function ContactSection() {
  return <Island name="contact-section" component={ContactSectionBody} props={{}} />;
}
