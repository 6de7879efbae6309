import { FRONT_PAGE_PATH } from '@common/constants';
import { SITES } from '@common/sites';
import { useSite } from '@web/lib/site-context';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/**
 * A card for every site, linking to its front page (the generic front page and /sites). Where
 * the dev ?site= override is allowed the links stay on this host, so every site can be tried
 * without DNS entries.
 */
export function SitesIndex({ headingLevel }: { headingLevel: 'h2' | 'h3' }) {
  const { t } = useTranslation();
  const { runtime } = useSite();
  const sites = SITES.filter((s) => s.domains.length > 0);
  const hrefFor = (site: (typeof sites)[number]) =>
    runtime.siteOverrideAllowed ? `${FRONT_PAGE_PATH}?site=${site.id}` : `https://${site.domains[0]}/`;

  // Static on a server-rendered page: plain links, no island (ADR 0026).
  return (
    <Grid container spacing={3} component="ul" data-testid="sites-index" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {sites.map((site) => (
        <Grid key={site.id} size={{ xs: 12, sm: 6, md: 4 }} component="li">
          <Card sx={{ height: '100%', borderTop: 4, borderColor: site.theme.primary.light }}>
            <CardActionArea
              href={hrefFor(site)}
              aria-label={t('sites.visit', { name: site.configuration.AppTitle })}
              sx={{ height: '100%' }}
            >
              <CardContent>
                <Typography variant="h6" component={headingLevel}>
                  {site.configuration.AppTitle}
                </Typography>
                <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
                  {site.domains[0]}
                </Typography>
                <Typography variant="body2">{t(`front.${site.id}.title`)}</Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
