import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { IconChevronDown, IconMail, IconPhone, IconSearch, IconZoomQuestion } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FAQ_CATEGORIES } from './faq-content';
import { filterFaq, type FaqEntry } from './filter-faq';

/** One category's heading and its questions as accordions. */
function FaqGroup({ category, entries }: { category: string; entries: FaqEntry[] }) {
  const { t } = useTranslation();
  const meta = FAQ_CATEGORIES.find((c) => c.key === category);
  const Icon = meta?.Icon;
  return (
    <Box component="section" aria-labelledby={`faq-${category}`}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
        {Icon && (
          <Avatar variant="rounded" sx={{ bgcolor: 'action.selected', color: 'text.primary' }}>
            <Icon size={22} aria-hidden />
          </Avatar>
        )}
        <Box>
          <Typography id={`faq-${category}`} variant="h5" component="h2">
            {t(`pages.faq.cat.${category}`)}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            {t(`pages.faq.cat.${category}Desc`)}
          </Typography>
        </Box>
      </Stack>
      {entries.map((e) => (
        <Accordion key={`${e.category}-${e.id}`} disableGutters>
          <AccordionSummary expandIcon={<IconChevronDown size={20} aria-hidden />}>
            <Typography sx={{ fontWeight: 500 }}>{e.question}</Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography color="textSecondary">{e.answer}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}

/**
 * The FAQ: a search over every question and answer in the reader's language (filtering as they
 * type), the categories as tabs when nothing is searched, and a contact block at the foot.
 */
export function FaqView() {
  const { t } = useTranslation();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState(FAQ_CATEGORIES[0]?.key ?? 'payment');

  const entries = useMemo<FaqEntry[]>(
    () =>
      FAQ_CATEGORIES.flatMap(({ key, count }) =>
        Array.from({ length: count }, (_, i) => ({
          category: key,
          id: String(i + 1),
          question: t(`pages.faq.q.${key}.${i + 1}`),
          answer: t(`pages.faq.a.${key}.${i + 1}`),
        })),
      ),
    [t],
  );
  const searching = query.trim() !== '';
  const found = useMemo(() => filterFaq(entries, query), [entries, query]);
  const groups = FAQ_CATEGORIES.map((c) => ({ key: c.key, list: found.filter((e) => e.category === c.key) })).filter(
    (g) => g.list.length > 0,
  );

  return (
    <Stack spacing={4}>
      <Card
        sx={{
          textAlign: 'center',
          backgroundImage: (theme) =>
            `linear-gradient(135deg, ${theme.palette.action.hover}, ${theme.palette.action.selected})`,
        }}
      >
        <CardContent sx={{ py: { xs: 5, md: 8 }, px: { xs: 2, md: 4 } }}>
          <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
            {t('pages.faq.title')}
          </Typography>
          <Typography color="textSecondary" sx={{ mb: 3 }}>
            {t('pages.faq.subtitle')}
          </Typography>
          <TextField
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={t('pages.faq.searchPlaceholder')}
            sx={{ width: '100%', maxWidth: 560, bgcolor: 'background.paper', borderRadius: 1 }}
            slotProps={{
              htmlInput: { 'aria-label': t('pages.faq.search') },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <IconSearch size={20} aria-hidden />
                  </InputAdornment>
                ),
              },
            }}
          />
          <Typography role="status" variant="body2" color="textSecondary" sx={{ mt: 1.5, minHeight: '1.5em' }}>
            {searching ? t('pages.faq.results', { count: found.length }) : ''}
          </Typography>
        </CardContent>
      </Card>

      {searching ? (
        groups.length > 0 ? (
          <Stack spacing={4}>
            {groups.map((g) => (
              <FaqGroup key={g.key} category={g.key} entries={g.list} />
            ))}
          </Stack>
        ) : (
          <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', py: 6 }}>
            <IconZoomQuestion size={56} stroke={1.25} aria-hidden />
            <Typography variant="h5" component="h2">
              {t('pages.faq.emptyTitle')}
            </Typography>
            <Typography color="textSecondary">{t('pages.faq.emptyBody', { query: query.trim() })}</Typography>
            <Button variant="tonal" onClick={() => setQuery('')}>
              {t('pages.faq.clear')}
            </Button>
          </Stack>
        )
      ) : (
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 3 }}>
            <Tabs
              orientation={narrow ? 'horizontal' : 'vertical'}
              variant="scrollable"
              allowScrollButtonsMobile
              value={category}
              onChange={(_, v: string) => setCategory(v)}
              aria-label={t('pages.faq.categories')}
              sx={{ '& .MuiTab-root': { justifyContent: 'flex-start', minHeight: 48 } }}
            >
              {FAQ_CATEGORIES.map(({ key, Icon }) => (
                <Tab
                  key={key}
                  value={key}
                  id={`faq-tab-${key}`}
                  aria-controls="faq-panel"
                  icon={<Icon size={20} aria-hidden />}
                  iconPosition="start"
                  label={t(`pages.faq.cat.${key}`)}
                />
              ))}
            </Tabs>
          </Grid>
          <Grid size={{ xs: 12, md: 9 }} id="faq-panel" role="tabpanel" aria-labelledby={`faq-tab-${category}`}>
            <FaqGroup category={category} entries={entries.filter((e) => e.category === category)} />
          </Grid>
        </Grid>
      )}

      <Box component="section" aria-labelledby="faq-contact" sx={{ textAlign: 'center', pt: 2 }}>
        <Typography id="faq-contact" variant="h4" component="h2" sx={{ mb: 1 }}>
          {t('pages.faq.contactTitle')}
        </Typography>
        <Typography color="textSecondary" sx={{ mb: 3 }}>
          {t('pages.faq.contactBody')}
        </Typography>
        <Grid container spacing={3} sx={{ justifyContent: 'center' }}>
          {[
            { key: 'phone', Icon: IconPhone, value: '+48 12 345 67 89', href: 'tel:+48123456789' },
            { key: 'email', Icon: IconMail, value: 'help@example.com', href: 'mailto:help@example.com' },
          ].map(({ key, Icon, value, href }) => (
            <Grid key={key} size={{ xs: 12, sm: 6, md: 4 }}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardContent>
                  <Avatar
                    variant="rounded"
                    sx={{ mx: 'auto', mb: 1.5, bgcolor: 'action.selected', color: 'text.primary' }}
                  >
                    <Icon size={22} aria-hidden />
                  </Avatar>
                  <Typography
                    component="a"
                    href={href}
                    dir="ltr"
                    variant="h6"
                    sx={{ color: 'text.primary', textDecoration: 'none', '&:hover': { textDecoration: 'underline' } }}
                  >
                    {value}
                  </Typography>
                  <Typography variant="body2" color="textSecondary">
                    {t(`pages.faq.contact.${key}`)}
                  </Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Box>
    </Stack>
  );
}
