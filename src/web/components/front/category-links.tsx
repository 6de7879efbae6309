import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { searchHref } from './search-href';

export interface FrontCategory {
  /** Translation key of the label; the label is also the search words unless `kind` says it all. */
  label: string;
  /** The kind of listing searched (LISTING_KINDS); the site's own kind by default. */
  kind?: string | null;
  /** Search by kind only (the generic site's chips, one per kind). */
  kindOnly?: boolean;
}

/** Shortcuts into the search: one chip per popular category of the site's kind. */
/** A site's four categories, named <prefix>.cat1 .. cat4 in front.json. */
export function numberedCategories(prefix: string): FrontCategory[] {
  return [1, 2, 3, 4].map((n) => ({ label: `${prefix}.cat${n}` }));
}

export function CategoryLinks({ categories, kind }: { categories: FrontCategory[]; kind: string | null }) {
  const { t } = useTranslation();
  return (
    <Container component="nav" maxWidth="lg" aria-labelledby="front-categories" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography id="front-categories" component="h2" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
        {t('front.categories.title')}
      </Typography>
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, listStyle: 'none', p: 0, m: 0 }}>
        {categories.map((c) => {
          const label = t(c.label);
          return (
            <li key={c.label}>
              <Chip
                component={RouterLink}
                to={searchHref({ kind: c.kind ?? kind, q: c.kindOnly ? undefined : label })}
                clickable
                label={label}
                color="primary"
                variant="outlined"
                sx={{ fontSize: '1rem', height: 40, px: 1, fontWeight: 600 }}
              />
            </li>
          );
        })}
      </Box>
    </Container>
  );
}
