import { FRONT_PAGE_PATH } from '@common/constants';
import { SITES } from '@common/sites';
import { useSite } from '@web/lib/site-context';
import type { RouteMeta } from '@web/lib/route-meta';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export const meta: RouteMeta = { public: true, layout: 'front' };

/**
 * The index of every site (/testvideo lands here). Where the dev ?site= override is allowed the
 * links stay on this host, so every site can be tried without DNS entries.
 */
export default function AllSitesPage() {
  const { t } = useTranslation();
  const { runtime } = useSite();
  const sites = SITES.filter((s) => s.domains.length > 0);
  const hrefFor = (site: (typeof sites)[number]) =>
    runtime.siteOverrideAllowed ? `${FRONT_PAGE_PATH}?site=${site.id}` : `https://${site.domains[0]}/`;

  return (
    <Container maxWidth="lg" sx={{ py: 8 }}>
      <Typography variant="h3" component="h1" sx={{ fontWeight: 800, mb: 1 }}>
        {t('sites.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {t('sites.subtitle')}
      </Typography>
      <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {sites.map((site) => (
          <Grid key={site.id} size={{ xs: 12, sm: 6, md: 4 }} component="li">
            <Card sx={{ height: '100%', borderTop: 4, borderColor: site.theme.primary.light }}>
              <CardActionArea
                href={hrefFor(site)}
                aria-label={t('sites.visit', { name: site.configuration.AppTitle })}
                sx={{ height: '100%' }}
              >
                <CardContent>
                  <Typography variant="h6" component="h2">
                    {site.configuration.AppTitle}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {site.domains[0]} · {site.listingKind}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Container>
  );
}
