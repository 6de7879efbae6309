import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import InputAdornment from '@mui/material/InputAdornment';
import InputBase from '@mui/material/InputBase';
import Typography from '@mui/material/Typography';
import { IconCornerDownLeft, IconFileSearch, IconListSearch, IconSearch } from '@tabler/icons-react';
import { flattenLinks, matchesQuery } from '@web/navigation/menu-logic';
import { useMenu } from '@web/navigation/use-menu';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { onTint } from '@web/core/theme/on-tint';
import { searchPath } from '@web/lib/paths';
import { visuallyHidden } from '@web/lib/visually-hidden';

const SUGGESTIONS = 8;

/**
 * Search over the menu pages this user can see, and the site's listings: a typed query ends the
 * list with "Search listings for …", the search page with it (Enter when no page matches). A combobox: focus stays
 * in the field, the arrows move through the results, Enter opens one.
 */
export function SearchDialog({
  open,
  onClose,
  takeTypeAhead,
}: {
  open: boolean;
  onClose: () => void;
  /** Letters typed after the shortcut, before this field had the focus (type-ahead.ts). */
  takeTypeAhead?: () => string;
}) {
  const { t } = useTranslation();
  const menu = useMenu();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [activeIndex, setActiveIndex] = useState(0);
  const listId = useId();
  const labelId = useId();

  const pages = useMemo(
    () =>
      flattenLinks(menu).map(({ link, trail }) => ({
        to: link.to,
        title: t(link.title),
        context: trail.map((k) => t(k)).join(' › '),
        Icon: link.icon,
      })),
    [menu, t],
  );
  const pageResults = useMemo(() => {
    if (query.trim() === '') return pages.slice(0, SUGGESTIONS);
    return pages.filter((p) => matchesQuery(`${p.context} ${p.title}`, query));
  }, [pages, query]);
  // A typed query can always go to the listings search: last, so Enter still opens a matching page.
  const results = useMemo(() => {
    if (query.trim() === '') return pageResults;
    const listings = {
      to: searchPath(query),
      title: t('search.listingsFor', { query: query.trim() }),
      context: '',
      Icon: IconListSearch,
    };
    return [...pageResults, listings];
  }, [pageResults, query, t]);
  const active = Math.min(activeIndex, Math.max(results.length - 1, 0));

  const close = () => {
    onClose();
    setQuery('');
    setActiveIndex(0);
  };
  const go = (to: string) => {
    close();
    void navigate(to);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setActiveIndex((active + 1) % Math.max(results.length, 1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActiveIndex((active - 1 + results.length) % Math.max(results.length, 1));
    } else if (e.key === 'Enter' && results[active]) {
      e.preventDefault();
      go(results[active].to);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="sm"
      slotProps={{ paper: { 'aria-labelledby': labelId, sx: { alignSelf: 'flex-start', mt: '10vh' } } }}
    >
      <Typography id={labelId} component="h2" sx={visuallyHidden}>
        {t('search.title')}
      </Typography>
      <Box sx={{ px: 2.5, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <InputBase
          autoFocus
          fullWidth
          value={query}
          placeholder={t('search.placeholder')}
          onChange={(e) => {
            setQuery(e.target.value);
            setActiveIndex(0);
          }}
          onKeyDown={onKeyDown}
          // The letters caught between the shortcut and this focus go first.
          onFocus={() => {
            const typed = takeTypeAhead?.() ?? '';
            if (typed) setQuery((q) => typed + q);
          }}
          startAdornment={
            <InputAdornment position="start">
              <IconSearch size={22} aria-hidden />
            </InputAdornment>
          }
          endAdornment={
            <Box
              component="kbd"
              sx={{
                fontSize: 12,
                color: 'text.secondary',
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                px: 0.75,
              }}
            >
              Esc
            </Box>
          }
          inputProps={{
            role: 'combobox',
            'aria-label': t('search.title'),
            'aria-expanded': true,
            'aria-controls': listId,
            'aria-autocomplete': 'list',
            'aria-activedescendant': results[active] ? `${listId}-${active}` : undefined,
          }}
          sx={{ fontSize: '1.0625rem' }}
        />
      </Box>
      <Box sx={{ maxHeight: '60vh', overflowY: 'auto', p: 1.5 }}>
        {query.trim() === '' && (
          <Typography variant="overline" component="p" sx={{ px: 1.5, color: 'text.secondary' }}>
            {t('search.suggestions')}
          </Typography>
        )}
        {pageResults.length === 0 && (
          <Box
            sx={{
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              gap: 1,
              py: 6,
              color: 'text.secondary',
            }}
          >
            <IconFileSearch size={48} stroke={1.25} aria-hidden />
            <Typography role="status" variant="h6" component="p">
              {t('search.noResult')}
            </Typography>
            <Typography variant="body2">“{query}”</Typography>
          </Box>
        )}
        {results.length > 0 && (
          <Box
            component="ul"
            role="listbox"
            id={listId}
            aria-labelledby={labelId}
            sx={{ listStyle: 'none', m: 0, p: 0 }}
          >
            {results.map((r, i) => (
              <Box
                component="li"
                key={r.to}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                onClick={() => go(r.to)}
                onMouseMove={() => setActiveIndex(i)}
                sx={(theme) => ({
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1.5,
                  px: 1.5,
                  py: 1,
                  borderRadius: 1,
                  cursor: 'pointer',
                  bgcolor: i === active ? theme.alpha(theme.vars.palette.primary.main, 0.12) : 'transparent',
                  color: i === active ? onTint(theme) : 'text.primary',
                })}
              >
                {r.Icon ? <r.Icon size={20} aria-hidden /> : <IconFileSearch size={20} stroke={1.5} aria-hidden />}
                <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                  <Typography noWrap sx={{ fontWeight: 500, color: 'inherit' }}>
                    {r.title}
                  </Typography>
                  {r.context && (
                    <Typography variant="caption" noWrap component="p" color="textSecondary">
                      {r.context}
                    </Typography>
                  )}
                </Box>
                {i === active && <IconCornerDownLeft size={16} aria-hidden />}
              </Box>
            ))}
          </Box>
        )}
      </Box>
    </Dialog>
  );
}
