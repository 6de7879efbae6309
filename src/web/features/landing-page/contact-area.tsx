import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { IconClockHour4, IconLanguage } from '@tabler/icons-react';
import { ContactSection } from '@web/components/front/contact-section';
import { useTranslation } from 'react-i18next';

/** Two promises beside the form, each an icon and a line. */
const FACTS = [
  { key: 'landing.contact.reply', Icon: IconClockHour4 },
  { key: 'landing.contact.languages', Icon: IconLanguage },
] as const;

/** Speech bubbles, drawn: the card's picture (decorative). */
function BubblesArt() {
  return (
    <svg viewBox="0 0 200 120" width="100%" aria-hidden focusable="false" style={{ display: 'block', maxWidth: 240 }}>
      <rect x="8" y="10" width="120" height="56" rx="16" fill="currentColor" opacity="0.28" />
      <path d="M30 64 L 26 84 L 48 64 Z" fill="currentColor" opacity="0.28" />
      <rect x="24" y="26" width="80" height="8" rx="4" fill="currentColor" opacity="0.8" />
      <rect x="24" y="42" width="56" height="8" rx="4" fill="currentColor" opacity="0.8" />
      <rect x="72" y="52" width="120" height="56" rx="16" fill="currentColor" opacity="0.9" />
      <path d="M170 106 L 176 118 L 152 106 Z" fill="currentColor" opacity="0.9" />
      <circle cx="108" cy="80" r="6" fill="#000" opacity="0.25" />
      <circle cx="132" cy="80" r="6" fill="#000" opacity="0.25" />
      <circle cx="156" cy="80" r="6" fill="#000" opacity="0.25" />
    </svg>
  );
}

/**
 * The contact part: a card with what to expect, beside the front pages' own contact form (an
 * island, which brings its heading and the #contact anchor). Its section's own margins give way
 * to this grid's.
 */
export function ContactArea() {
  const { t } = useTranslation();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 4, md: 6 },
          alignItems: 'center',
          gridTemplateColumns: { xs: '1fr', md: '5fr 7fr' },
          '& #contact': { px: 0, py: 0, maxWidth: 'none' },
        }}
      >
        <Box
          sx={(theme) => ({
            borderRadius: 4,
            p: { xs: 3, md: 4 },
            color: 'primary.contrastText',
            background: `linear-gradient(150deg, ${theme.vars.palette.primary.main} 0%, ${theme.vars.palette.primary.dark} 100%)`,
          })}
        >
          <BubblesArt />
          <Typography sx={{ fontWeight: 700, fontSize: '1.375rem', mt: 3, mb: 2 }}>
            {t('landing.contact.lead')}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
            {FACTS.map(({ key, Icon }) => (
              <Box component="li" key={key} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
                <Icon size={22} aria-hidden />
                <Typography>{t(key)}</Typography>
              </Box>
            ))}
          </Box>
        </Box>
        <Box>
          <ContactSection />
        </Box>
      </Box>
    </Container>
  );
}
