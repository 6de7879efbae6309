import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { RouteMeta } from '@web/lib/route-meta';
import { useTranslation } from 'react-i18next';
import { SitesIndex } from './sites-index';

export const meta: RouteMeta = { public: true, layout: 'front', i18n: ['front'], islands: true };

/** The index of every site (/testvideo lands here); the generic front page shows it too. */
export default function AllSitesPage() {
  const { t } = useTranslation();
  return (
    <Container maxWidth="lg" sx={{ py: 8 }}>
      <Typography variant="h3" component="h1" sx={{ fontWeight: 800, mb: 1 }}>
        {t('sites.title')}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 4 }}>
        {t('sites.subtitle')}
      </Typography>
      <SitesIndex headingLevel="h2" />
    </Container>
  );
}
