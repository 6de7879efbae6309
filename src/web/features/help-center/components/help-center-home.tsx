import type { HelpArticleCard } from '@common/schemas/help-center';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { IconChevronRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Island } from '@web/islands/island';
import { useTranslation } from 'react-i18next';
import { helpArticlePath } from '../article-path';
import { helpHomeOptions, useHelpHref, useHelpLang } from '../queries';
import { CategoryIcon } from './category-icon';
import { HelpSearch } from './help-search';
import { StillNeedHelp } from './still-need-help';

/** A list of article links, each with its summary under it when asked. */
function ArticleLinks({ articles, summaries = false }: { articles: HelpArticleCard[]; summaries?: boolean }) {
  const href = useHelpHref();
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.25 }}>
      {articles.map((a) => (
        <Box component="li" key={a.id} sx={{ display: 'flex', gap: 0.75, alignItems: 'flex-start' }}>
          <Box
            component="span"
            sx={{
              color: 'primary.main',
              display: 'inline-flex',
              mt: '3px',
              '[dir=rtl] &': { transform: 'scaleX(-1)' },
            }}
          >
            <IconChevronRight size={16} aria-hidden />
          </Box>
          <Box>
            <Link href={href(helpArticlePath(a.slug))} underline="hover">
              {a.title}
            </Link>
            {summaries ? (
              <Typography variant="body2" color="textSecondary">
                {a.summary}
              </Typography>
            ) : null}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/**
 * The help centre's front: a hero with the search (an island), the popular articles, every
 * category with its articles, and the contact strip. Everything but the search and the contact
 * form is static HTML from the server (ADR 0026).
 */
export function HelpCenterHome() {
  const { t } = useTranslation();
  const lang = useHelpLang();
  // Filled by the page's prefetch (route loader) before it renders.
  const { data } = useQuery(helpHomeOptions(lang));
  if (!data) return null;
  return (
    <>
      <Box
        component="section"
        aria-labelledby="help-hero"
        sx={(theme) => ({
          textAlign: 'center',
          px: 2,
          py: { xs: 6, md: 9 },
          // Theme variables: the same markup serves light and dark (the scheme is chosen by CSS).
          background: `linear-gradient(135deg, ${theme.alpha(theme.vars.palette.primary.main, 0.16)}, transparent 70%)`,
        })}
      >
        <Typography
          id="help-hero"
          component="h1"
          variant="h3"
          sx={{ fontWeight: 700, mb: 1, fontSize: { xs: 28, md: 40 } }}
        >
          {t('helpCenter.title')}
        </Typography>
        <Typography color="textSecondary" sx={{ mb: 4, maxWidth: 560, mx: 'auto' }}>
          {t('helpCenter.subtitle')}
        </Typography>
        <Island name="help-center-search" component={HelpSearch} props={{}} />
      </Box>

      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 7 } }}>
        <Box component="section" aria-labelledby="help-popular" sx={{ mb: { xs: 5, md: 7 } }}>
          <Typography
            id="help-popular"
            component="h2"
            variant="h5"
            sx={{ fontWeight: 700, mb: 3, textAlign: 'center' }}
          >
            {t('helpCenter.popular')}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 3,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
            }}
          >
            {data.popular.map((a) => (
              <PopularCard key={a.id} article={a} />
            ))}
          </Box>
        </Box>

        <Box component="section" aria-labelledby="help-categories">
          <Typography
            id="help-categories"
            component="h2"
            variant="h5"
            sx={{ fontWeight: 700, mb: 3, textAlign: 'center' }}
          >
            {t('helpCenter.categories')}
          </Typography>
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
            {data.categories.map(({ category, articles }) => (
              <Card key={category} id={category} component="section" aria-labelledby={`help-cat-${category}`}>
                <CardContent>
                  <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', mb: 2 }}>
                    <Avatar variant="rounded" sx={{ bgcolor: 'action.selected', color: 'primary.main' }}>
                      <CategoryIcon category={category} />
                    </Avatar>
                    <Typography id={`help-cat-${category}`} component="h3" variant="h6" sx={{ fontWeight: 600 }}>
                      {t(`helpCenter.category.${category}`)}
                    </Typography>
                  </Box>
                  {articles.length > 0 ? (
                    <ArticleLinks articles={articles} />
                  ) : (
                    <Typography color="textSecondary">{t('helpCenter.noArticles')}</Typography>
                  )}
                </CardContent>
              </Card>
            ))}
          </Box>
        </Box>
      </Container>
      <StillNeedHelp />
    </>
  );
}

function PopularCard({ article }: { article: HelpArticleCard }) {
  const { t } = useTranslation();
  const href = useHelpHref();
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1, height: '100%' }}>
        <Box sx={{ color: 'primary.main', display: 'flex', alignItems: 'center', gap: 1 }}>
          <CategoryIcon category={article.category} size={20} />
          <Typography variant="caption" sx={{ textTransform: 'uppercase', letterSpacing: 0.5 }}>
            {t(`helpCenter.category.${article.category}`)}
          </Typography>
        </Box>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          <Link href={href(helpArticlePath(article.slug))} underline="hover" color="inherit">
            {article.title}
          </Link>
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {article.summary}
        </Typography>
      </CardContent>
    </Card>
  );
}
