import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { IconHeadset } from '@tabler/icons-react';
import { ContactSection } from '@web/components/front/contact-section';
import { useTranslation } from 'react-i18next';

/**
 * "Still need help?": a strip pointing to the contact form right under it (the front pages' own
 * form, an island that loads when it comes near the screen).
 */
export function StillNeedHelp() {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="help-still" sx={{ bgcolor: 'action.hover', pt: 6 }}>
      <Container maxWidth="lg" sx={{ textAlign: 'center' }}>
        <Box sx={{ color: 'primary.main', display: 'inline-flex', mb: 1 }}>
          <IconHeadset size={36} aria-hidden />
        </Box>
        <Typography id="help-still" component="h2" variant="h5" sx={{ fontWeight: 700 }}>
          {t('helpCenter.stillNeedHelp.title')}
        </Typography>
        <Typography color="textSecondary" sx={{ mt: 1, mb: 2, maxWidth: 560, mx: 'auto' }}>
          {t('helpCenter.stillNeedHelp.body')}
        </Typography>
        <Button variant="contained" href="#contact">
          {t('helpCenter.stillNeedHelp.action')}
        </Button>
      </Container>
      <ContactSection />
    </Box>
  );
}
