import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/**
 * The front page's contact area. A slot only: the messages feature puts its contact form here
 * later; until then it says where questions will go.
 */
export function ContactSection() {
  const { t } = useTranslation();
  return (
    <Container component="section" maxWidth="lg" aria-labelledby="front-contact" data-testid="contact-section" sx={{ py: 6 }}>
      <Typography id="front-contact" component="h2" variant="h5" sx={{ fontWeight: 700 }}>
        {t('front.contact.title')}
      </Typography>
      <Typography color="text.secondary">{t('front.contact.body')}</Typography>
    </Container>
  );
}
