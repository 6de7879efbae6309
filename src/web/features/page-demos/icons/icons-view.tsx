import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { IconSearch } from '@tabler/icons-react';
import { notify } from '@web/components/snackbar/snackbar-service';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { filterIcons, type IconEntry, type IconStyle } from './icon-entries';
import { IconSvg } from './icon-svg';
import { loadIcons } from './load-icons';

/** Icons drawn per batch: the grid grows by this much as the reader scrolls (or presses "Show more"). */
const BATCH = 120;
const STYLES: IconStyle[] = ['all', 'outline', 'filled'];

async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  throw new Error('no clipboard');
}

/** One icon: a button that copies its component name. */
function IconTile({ icon, onCopy }: { icon: IconEntry; onCopy: (name: string) => void }) {
  return (
    <ButtonBase
      onClick={() => onCopy(icon.name)}
      title={icon.name}
      aria-label={icon.name}
      sx={{
        flexDirection: 'column',
        gap: 1,
        p: 1.5,
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        color: 'text.primary',
        minWidth: 0,
        '&:hover': { bgcolor: 'action.hover', borderColor: 'primary.main' },
        '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
      }}
    >
      <IconSvg nodes={icon.nodes} filled={icon.filled} />
      <Typography
        variant="caption"
        dir="ltr"
        sx={{
          maxWidth: '100%',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
          color: 'text.secondary',
        }}
      >
        {icon.name.slice(4)}
      </Typography>
    </ButtonBase>
  );
}

/**
 * The bundled icon set, searchable by name and tags, in batches that grow as the reader scrolls:
 * a few hundred tiles at a time stay quick where six thousand would not. A tile copies its
 * component name (click or Enter) and a toast says so.
 */
export function IconsView() {
  const { t } = useTranslation();
  const [icons, setIcons] = useState<IconEntry[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [query, setQuery] = useState('');
  const [style, setStyle] = useState<IconStyle>('all');
  const deferredQuery = useDeferredValue(query);
  // How many tiles are drawn, for the search it was grown for: a new search starts from one batch.
  const searchKey = `${style}:${deferredQuery}`;
  const [batch, setBatch] = useState({ key: searchKey, shown: BATCH });
  const shown = batch.key === searchKey ? batch.shown : BATCH;
  const showMore = useCallback(() => setBatch({ key: searchKey, shown: shown + BATCH }), [searchKey, shown]);
  const sentinel = useRef<HTMLDivElement>(null);

  const load = useCallback(() => {
    loadIcons().then(setIcons, () => setFailed(true));
  }, []);
  useEffect(load, [load]);
  const retry = () => {
    setFailed(false);
    load();
  };

  const found = useMemo(() => (icons ? filterIcons(icons, deferredQuery, style) : []), [icons, deferredQuery, style]);
  const visible = found.slice(0, shown);
  const more = found.length > shown;

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !more || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) showMore();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [more, showMore]);

  const onCopy = useCallback(
    (name: string) => {
      copyText(name).then(
        () => notify({ message: t('pages.icons.copied', { name }), severity: 'success' }),
        () => notify({ message: t('pages.icons.copyFailed', { name }), severity: 'warning' }),
      );
    },
    [t],
  );

  return (
    <Card>
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
          <TextField
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={t('pages.icons.searchPlaceholder')}
            fullWidth
            slotProps={{
              htmlInput: { 'aria-label': t('pages.icons.search') },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <IconSearch size={20} aria-hidden />
                  </InputAdornment>
                ),
              },
            }}
          />
          <ToggleButtonGroup
            exclusive
            size="small"
            value={style}
            onChange={(_, v: IconStyle | null) => v && setStyle(v)}
            aria-label={t('pages.icons.style')}
            sx={{ flexShrink: 0 }}
          >
            {STYLES.map((s) => (
              <ToggleButton key={s} value={s} sx={{ px: 2 }}>
                {t(`pages.icons.style.${s}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Stack>
        <Typography role="status" variant="body2" color="textSecondary" sx={{ mb: 2, minHeight: '1.5em' }}>
          {icons ? t('pages.icons.count', { count: found.length, shown: visible.length }) : ''}
        </Typography>
        {failed ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={retry}>
                {t('pages.icons.retry')}
              </Button>
            }
          >
            {t('pages.icons.loadFailed')}
          </Alert>
        ) : !icons ? (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
            <CircularProgress aria-label={t('pages.icons.loading')} />
          </Box>
        ) : found.length === 0 ? (
          <Typography sx={{ textAlign: 'center', py: 8 }} color="textSecondary">
            {t('pages.icons.empty', { query: deferredQuery.trim() })}
          </Typography>
        ) : (
          <>
            <Box
              component="ul"
              aria-label={t('pages.icons.list')}
              sx={{
                listStyle: 'none',
                p: 0,
                m: 0,
                display: 'grid',
                gap: 1.5,
                gridTemplateColumns: 'repeat(auto-fill, minmax(104px, 1fr))',
                '& > li': { display: 'grid' },
              }}
            >
              {visible.map((icon) => (
                <li key={icon.name}>
                  <IconTile icon={icon} onCopy={onCopy} />
                </li>
              ))}
            </Box>
            {more && (
              <Box ref={sentinel} sx={{ textAlign: 'center', mt: 3 }}>
                <Button variant="tonal" onClick={showMore}>
                  {t('pages.icons.more')}
                </Button>
              </Box>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
