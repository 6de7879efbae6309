import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import { IconSearch } from '@tabler/icons-react';
import { PATHS, searchPath } from '@web/lib/paths';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';

/**
 * The front header's search over the site's listings: a field on wider screens, a link to the
 * search page on a phone, where the header has no room for one. Submitting opens the search page.
 */
export function FrontSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Uncontrolled: words typed before the app took a server-rendered page over stay in the field.
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const query = new FormData(form).get('q');
    void navigate(searchPath(typeof query === 'string' ? query : ''));
    form.reset();
  };
  return (
    <>
      <Box
        component="form"
        // Before the app has taken a server-rendered page over, the browser submits the form itself:
        // it still lands on the search page with the query (also without JavaScript).
        action={PATHS.search}
        method="get"
        role="search"
        aria-label={t('search.listings')}
        onSubmit={submit}
        sx={{
          display: { xs: 'none', md: 'flex' },
          alignItems: 'center',
          border: 1,
          borderColor: 'divider',
          borderRadius: 5,
          paddingInlineStart: 1.5,
          marginInlineEnd: 1,
          bgcolor: 'background.paper',
          '&:focus-within': { borderColor: 'primary.main' },
        }}
      >
        <InputBase
          type="search"
          name="q"
          placeholder={t('search.listings')}
          inputProps={{ 'aria-label': t('search.listings'), maxLength: 200 }}
          sx={{ width: 200, fontSize: '0.9375rem' }}
        />
        <IconButton type="submit" size="small" aria-label={t('search.open')}>
          <IconSearch size={18} aria-hidden />
        </IconButton>
      </Box>
      <IconButton
        component={RouterLink}
        to={PATHS.search}
        aria-label={t('search.listings')}
        sx={{ display: { md: 'none' } }}
      >
        <IconSearch size={22} stroke={1.75} aria-hidden />
      </IconButton>
    </>
  );
}
