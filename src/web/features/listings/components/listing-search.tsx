import {
  kindsOfSite,
  LISTING_SORTS,
  SITE_LISTING_KIND,
  type ListingKind,
  type ListingSort,
} from '@common/schemas/listings';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { IconFileSearch, IconSearch } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useSite } from '@web/lib/site-context';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormUntilHydrated } from '@web/lib/use-hydrated';
import { useSearchParams } from 'react-router';
import { searchListingsOptions, type ListingFilters } from '../queries';
import { filtersFromParams, majorUnits, paramsFromFilters } from '../search-filters';
import { ListingGrid, ListingGridSkeleton } from './listing-grid';
import { ListingsLoadError } from './listings-load-error';

/** The text fields as typed, applied together on submit; the selects apply at once. */
interface Draft {
  q: string;
  min: string;
  max: string;
  location: string;
}

const draftOf = (filters: ListingFilters): Draft => ({
  q: filters.q ?? '',
  min: majorUnits(filters.minPrice),
  max: majorUnits(filters.maxPrice),
  location: filters.location ?? '',
});

const wholeNumber = (value: string) => (/^\d+$/.test(value.trim()) ? Number(value) * 100 : undefined);

/**
 * The search over this site's published listings. Everything it shows follows the address
 * (useSearchParams), so a search is a link to share, and each change is a history entry the
 * back button returns to.
 */
export function ListingSearch() {
  const { t } = useTranslation();
  const { site } = useSite();
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const query = useInfiniteQuery(searchListingsOptions(filters));
  const listings = query.data?.pages.flatMap((page) => page.items) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  const capped = query.data?.pages[0]?.totalCapped === true;
  const headingId = useId();
  const formLock = useFormUntilHydrated();

  // The fields follow the address when it changes from outside (back button, navbar search).
  const addressKey = params.toString();
  const [draft, setDraft] = useState<Draft>(() => draftOf(filters));
  const [draftFor, setDraftFor] = useState(addressKey);
  if (draftFor !== addressKey) {
    setDraftFor(addressKey);
    setDraft(draftOf(filters));
  }

  const apply = (next: ListingFilters) => {
    const address = paramsFromFilters(next);
    // A shared link's ?lang= stays: it chose the language the search is shown in.
    const lang = params.get('lang');
    if (lang) address.set('lang', lang);
    setParams(address);
  };
  /** The address's filters with the text fields as typed now. */
  const typed = (): ListingFilters => {
    const q = draft.q.trim();
    const location = draft.location.trim();
    const { q: _q, minPrice: _min, maxPrice: _max, location: _loc, ...rest } = filters;
    const next: ListingFilters = { ...rest };
    if (q) next.q = q;
    if (location) next.location = location;
    const minPrice = wholeNumber(draft.min);
    const maxPrice = wholeNumber(draft.max);
    if (minPrice !== undefined) next.minPrice = minPrice;
    if (maxPrice !== undefined) next.maxPrice = maxPrice;
    return next;
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    apply(typed());
  };
  const field = (name: keyof Draft) => ({
    value: draft[name],
    onChange: (e: { target: { value: string } }) => setDraft({ ...draft, [name]: e.target.value }),
  });
  // A site of one kind lists only that kind: the kind filter is for sites of several (generic, bit).
  const kindChoice = SITE_LISTING_KIND[site.id] === null;

  let results;
  if (query.isPending) results = <ListingGridSkeleton />;
  else if (query.isError && listings.length === 0) results = <ListingsLoadError onRetry={() => void query.refetch()} />;
  else if (listings.length === 0)
    results = (
      <Box
        sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, py: 8, color: 'text.secondary' }}
      >
        <IconFileSearch size={56} stroke={1.25} aria-hidden />
        <Typography role="status" variant="h5" component="p" color="textPrimary">
          {t('listings.search.noResult')}
        </Typography>
        <Typography>{t('listings.search.noResultHint')}</Typography>
      </Box>
    );
  else
    results = (
      <>
        <Typography role="status" color="textSecondary" sx={{ mb: 2 }}>
          {t(capped ? 'listings.search.countMore' : 'listings.search.count', { count: total })}
        </Typography>
        <ListingGrid
          listings={listings}
          hasMore={query.hasNextPage}
          loadingMore={query.isFetchingNextPage}
          onLoadMore={() => {
            if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
          }}
        />
      </>
    );

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h1" variant="h3" sx={{ mb: 3 }}>
        {filters.q ? t('listings.search.titleFor', { query: filters.q }) : t('listings.search.title')}
      </Typography>
      <Box
        component="form"
        role="search"
        // Server-rendered: words typed before hydration would be reset by it, so the form waits.
        {...formLock}
        onSubmit={submit}
        sx={{
          display: 'grid',
          gap: 2,
          mb: 4,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        <TextField
          {...field('q')}
          type="search"
          label={t('listings.search.query')}
          placeholder={t('listings.search.placeholder')}
          sx={{ gridColumn: { sm: '1 / -1', md: 'span 3' } }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <IconSearch size={20} aria-hidden />
                </InputAdornment>
              ),
            },
            htmlInput: { maxLength: 200, name: 'q' },
          }}
        />
        <Button type="submit" variant="contained" size="large" sx={{ alignSelf: 'stretch' }}>
          {t('listings.search.submit')}
        </Button>
        <TextField
          {...field('min')}
          label={t('listings.search.minPrice')}
          slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', name: 'min' } }}
        />
        <TextField
          {...field('max')}
          label={t('listings.search.maxPrice')}
          slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', name: 'max' } }}
        />
        <TextField
          {...field('location')}
          label={t('listings.search.location')}
          slotProps={{ htmlInput: { maxLength: 200, name: 'location' } }}
        />
        <TextField
          select
          label={t('listings.search.sort')}
          value={filters.sort ?? 'relevance'}
          onChange={(e) => apply({ ...typed(), sort: e.target.value as ListingSort })}
        >
          {LISTING_SORTS.map((sort) => (
            <MenuItem key={sort} value={sort}>
              {t(`listings.sort.${sort}`)}
            </MenuItem>
          ))}
        </TextField>
        {kindChoice && (
          <TextField
            select
            label={t('listings.search.kind')}
            value={filters.kind ?? ''}
            onChange={(e) => {
              const { kind: _kind, ...rest } = typed();
              const kind = e.target.value as ListingKind | '';
              apply(kind ? { ...rest, kind } : rest);
            }}
          >
            <MenuItem value="">{t('listings.kind.any')}</MenuItem>
            {kindsOfSite(site.id).map((kind) => (
              <MenuItem key={kind} value={kind}>
                {t(`listings.kind.${kind}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Box>
      {results}
    </Box>
  );
}
