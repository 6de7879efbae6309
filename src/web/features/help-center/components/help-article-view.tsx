import { FRONT_PAGE_PATH } from '@common/constants';
import { languageOf } from '@common/i18n/languages';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { HELP_CENTER_PATH, helpArticlePath } from '../article-path';
import { helpArticleOptions, useHelpHref, useHelpLang } from '../queries';
import { ArticleEditButton } from './article-edit-button';
import { CategoryIcon } from './category-icon';

/** The body's paragraphs: it is stored as plain text, paragraphs separated by an empty line. */
const paragraphsOf = (body: string) =>
  body
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

/**
 * One help article: breadcrumbs (home, help centre, its category), the text, when it was last
 * changed, and the other articles of its category. Static HTML on the server's page; an admin
 * (who always gets the app rendered in the browser) also sees the edit button.
 */
export function HelpArticleView({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const lang = useHelpLang();
  const href = useHelpHref();
  const { data: article } = useQuery(helpArticleOptions(lang, slug));
  if (!article) return null;
  const updated = new Intl.DateTimeFormat(languageOf(lang).htmlLang, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(article.updatedAt),
  );
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Breadcrumbs aria-label={t('helpCenter.breadcrumbs')} sx={{ mb: 3 }}>
        <Link href={href(FRONT_PAGE_PATH)} underline="hover" color="inherit">
          {t('helpCenter.home')}
        </Link>
        <Link href={href(HELP_CENTER_PATH)} underline="hover" color="inherit">
          {t('helpCenter.name')}
        </Link>
        <Link href={`${href(HELP_CENTER_PATH)}#${article.category}`} underline="hover" color="inherit">
          {t(`helpCenter.category.${article.category}`)}
        </Link>
        <Typography color="textPrimary" aria-current="page" sx={{ overflowWrap: 'anywhere' }}>
          {article.title}
        </Typography>
      </Breadcrumbs>
      <Box sx={{ display: 'grid', gap: { xs: 4, md: 6 }, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' } }}>
        <Box component="article" lang={article.language === lang ? undefined : 'en'}>
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', justifyContent: 'space-between' }}>
            <Typography component="h1" variant="h4" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {article.title}
            </Typography>
            <ArticleEditButton article={article} />
          </Box>
          <Typography variant="body2" color="textSecondary" sx={{ mt: 1, mb: 3 }}>
            {t('helpCenter.updated', { date: updated })}
          </Typography>
          <Typography variant="subtitle1" sx={{ mb: 2, fontWeight: 500 }}>
            {article.summary}
          </Typography>
          {paragraphsOf(article.body).map((p, i) => (
            <Typography key={i} sx={{ mb: 2, whiteSpace: 'pre-line', lineHeight: 1.75 }}>
              {p}
            </Typography>
          ))}
        </Box>
        <Box component="aside" aria-labelledby="help-related">
          <Card variant="outlined">
            <CardContent>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, color: 'primary.main' }}>
                <CategoryIcon category={article.category} size={20} />
                <Typography id="help-related" component="h2" variant="h6" color="textPrimary" sx={{ fontWeight: 600 }}>
                  {t('helpCenter.related')}
                </Typography>
              </Box>
              {article.related.length > 0 ? (
                <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
                  {article.related.map((r) => (
                    <li key={r.id}>
                      <Link href={href(helpArticlePath(r.slug))} underline="hover">
                        {r.title}
                      </Link>
                    </li>
                  ))}
                </Box>
              ) : (
                <Typography color="textSecondary">{t('helpCenter.noRelated')}</Typography>
              )}
              <Link href={href(HELP_CENTER_PATH)} sx={{ display: 'inline-block', mt: 3 }}>
                {t('helpCenter.back')}
              </Link>
            </CardContent>
          </Card>
        </Box>
      </Box>
    </Container>
  );
}
