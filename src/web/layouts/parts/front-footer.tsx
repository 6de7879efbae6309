import { ALL_SITES_PATH, FRONT_PAGE_PATH } from '@common/constants';
import { isLangCode, languageOf } from '@common/i18n/languages';
import { SITE_LISTING_KIND } from '@common/schemas/listings';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ADD_NEW_PATH, searchHref } from '@web/components/front/search-href';
import { languageHref } from '@web/lib/language-href';
import { useSite } from '@web/lib/site-context';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';

/*
 * The public pages' footer: where a visitor looks for what the site is, how to reach it and
 * another language. On a server-rendered page it is static HTML (no island, no script): every
 * entry is a plain link. Only pages that exist are linked: there is no pricing, terms or help
 * page yet (the help center's words live in the admin chrome's texts, not loaded here).
 */

function Column({ id, title, inline, children }: { id: string; title: string; inline?: boolean; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ minWidth: 150 }}>
      <Typography id={id} component="h2" variant="subtitle2" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      <Box
        component="ul"
        sx={[
          { listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75 },
          !!inline && { display: 'flex', flexWrap: 'wrap', columnGap: 1.5, maxWidth: 320 },
        ]}
      >
        {children}
      </Box>
    </Box>
  );
}

function Item({ to, children }: { to: string; children: ReactNode }) {
  return (
    <li>
      <Link component={RouterLink} to={to} variant="body2" color="textSecondary" underline="hover">
        {children}
      </Link>
    </li>
  );
}

export function FrontFooter() {
  const { site } = useSite();
  const { t, i18n } = useTranslation();
  const { pathname, search } = useLocation();
  const name = site.configuration.AppTitle;
  const current = isLangCode(i18n.language) ? i18n.language : site.defaultLang;
  return (
    <Box
      component="footer"
      data-testid="front-footer"
      sx={{ py: 4, borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Container maxWidth="lg">
        <Box
          component="nav"
          aria-label={t('footer.links')}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: { xs: 3, md: 6 }, mb: 3 }}
        >
          <Column id="footer-site" title={name}>
            {/* The front page's hero says what the site is about; its contact form is at its end. */}
            <Item to={`${FRONT_PAGE_PATH}#front-hero`}>{t('footer.about', { name })}</Item>
            <Item to={`${FRONT_PAGE_PATH}#contact`}>{t('footer.contact')}</Item>
            <Item to={ALL_SITES_PATH}>{t('sites.title')}</Item>
          </Column>
          {/* Words of their own, not the hero's "Browse offers": one page, one name per target. */}
          <Column id="footer-offers" title={t('footer.offers')}>
            <Item to={searchHref({ kind: SITE_LISTING_KIND[site.id] })}>{t('footer.allOffers')}</Item>
            <Item to={ADD_NEW_PATH}>{t('footer.addOffer')}</Item>
          </Column>
          <Column id="footer-language" title={t('footer.language')} inline>
            {site.languages.map((code) => {
              const language = languageOf(code);
              return (
                <li key={code}>
                  {/* A whole page load, not a client-side route: the server renders the page in the language. */}
                  <Link
                    href={languageHref(pathname, search, code)}
                    lang={language.htmlLang}
                    hrefLang={language.htmlLang}
                    variant="body2"
                    color={code === current ? 'textPrimary' : 'textSecondary'}
                    underline="hover"
                    aria-current={code === current ? 'true' : undefined}
                    sx={code === current ? { fontWeight: 700 } : undefined}
                  >
                    {language.name}
                  </Link>
                </li>
              );
            })}
          </Column>
        </Box>
        {/* In the language's own direction, so English on a right-to-left page keeps its full stop at the end. */}
        <Typography variant="body2" color="textSecondary" dir={i18n.dir()}>
          {t('footer.copyright', { year: new Date().getFullYear(), name })}
        </Typography>
      </Container>
    </Box>
  );
}
