import type { EmailBox, EmailLabel, EmailList, EmailSummary } from '@common/schemas/email';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconChevronLeft, IconChevronRight, IconMailOff, IconPaperclip, IconStar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LABEL_COLORS } from '../lib/boxes';
import { MailActions, type MailActionHandlers } from './mail-actions';

interface MailListProps extends MailActionHandlers {
  box: EmailBox;
  /** The box's name, for the list's accessible name. */
  title: string;
  list: { data: EmailList | undefined; isPending: boolean; isError: boolean; isFetching: boolean; refetch: () => void };
  selected: ReadonlySet<string>;
  onSelect: (ids: string[], on: boolean) => void;
  onOpen: (message: EmailSummary) => void;
  onToggleStar: (message: EmailSummary) => void;
  page: number;
  onPage: (page: number) => void;
  busy: boolean;
  searching: boolean;
}

/** Arrows point the way the page turns, so they turn round in right-to-left. */
const flip = { '[dir="rtl"] & svg': { transform: 'scaleX(-1)' } };

/** Today: the time; this year: day and month; before: the date. */
function shortDate(iso: string, lang: string): string {
  const d = new Date(iso);
  const now = new Date();
  if (d.toDateString() === now.toDateString())
    return d.toLocaleTimeString(lang, { hour: '2-digit', minute: '2-digit' });
  if (d.getFullYear() === now.getFullYear()) return d.toLocaleDateString(lang, { day: 'numeric', month: 'short' });
  return d.toLocaleDateString(lang, { dateStyle: 'short' });
}

function Row({
  message,
  box,
  checked,
  onCheck,
  onOpen,
  onStar,
}: {
  message: EmailSummary;
  box: EmailBox;
  checked: boolean;
  onCheck: (on: boolean) => void;
  onOpen: () => void;
  onStar: () => void;
}) {
  const { t, i18n } = useTranslation();
  // Sent mail and drafts are about whom they go to; the rest about who wrote.
  const outgoing = message.folder === 'sent' || message.folder === 'draft';
  const who = outgoing
    ? `${t('email.toPrefix')} ${message.to.join(', ') || t('email.noRecipients')}`
    : message.fromName || message.fromAddress;
  const subject = message.subject || t('email.noSubject');
  return (
    <Box
      component="li"
      data-testid="email-row"
      data-unread={!message.read || undefined}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 1.5,
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: message.read ? 'action.hover' : 'background.paper',
        '&:hover': { boxShadow: 2, position: 'relative' },
        listStyle: 'none',
      }}
    >
      <Checkbox
        size="small"
        checked={checked}
        onChange={(e) => onCheck(e.target.checked)}
        slotProps={{ input: { 'aria-label': t('email.selectMessage', { subject }) } }}
      />
      <IconButton
        size="small"
        aria-label={t(message.starred ? 'email.unstar' : 'email.star')}
        aria-pressed={message.starred}
        onClick={onStar}
        sx={{ color: message.starred ? 'warning.main' : 'text.disabled' }}
      >
        <IconStar size={18} fill={message.starred ? 'currentColor' : 'none'} />
      </IconButton>
      <Box
        component="button"
        type="button"
        onClick={onOpen}
        sx={{
          all: 'unset',
          cursor: 'pointer',
          flex: 1,
          minWidth: 0,
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', md: 'minmax(0, 180px) minmax(0, 1fr) auto' },
          columnGap: 2,
          alignItems: 'center',
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        <Typography
          noWrap
          dir="auto"
          sx={{ fontWeight: message.read ? 400 : 700, gridColumn: 1, gridRow: 1, textAlign: 'start' }}
          data-testid="email-row-from"
        >
          {box === 'draft' ? (
            <Box component="span" sx={{ color: 'error.main', mr: 0.5 }}>
              {t('email.draftTag')}
            </Box>
          ) : null}
          {who}
        </Typography>
        <Typography
          noWrap
          variant="body2"
          color="textSecondary"
          // Mail is in the writer's language: each line runs its own way, and starts at the start.
          dir="auto"
          sx={{ gridColumn: { xs: '1 / -1', md: 2 }, gridRow: { xs: 2, md: 1 }, textAlign: 'start' }}
        >
          <Box
            component="span"
            sx={{ color: 'text.primary', fontWeight: message.read ? 400 : 700 }}
            data-testid="email-row-subject"
          >
            {subject}
          </Box>
          {message.snippet ? ` — ${message.snippet}` : ''}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, gridColumn: { xs: 2, md: 3 }, gridRow: 1 }}>
          {message.labels.map((label: EmailLabel) => (
            <Box
              key={label}
              component="span"
              title={t(`email.label.${label}`)}
              sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: `${LABEL_COLORS[label]}.main` }}
            />
          ))}
          {message.hasAttachments && <IconPaperclip size={16} aria-label={t('email.hasAttachments')} />}
          <Typography variant="caption" color="textSecondary" sx={{ whiteSpace: 'nowrap' }}>
            <time dateTime={message.sentAt}>{shortDate(message.sentAt, i18n.language)}</time>
          </Typography>
        </Box>
      </Box>
    </Box>
  );
}

/** The box's page of messages with select-all and the bulk actions above, paging below. */
export function MailList(props: MailListProps) {
  const { t, i18n } = useTranslation();
  const { list, selected, box, page } = props;
  const items = list.data?.items ?? [];
  const chosen = items.filter((m) => selected.has(m.id));
  const all = items.length > 0 && chosen.length === items.length;
  const total = list.data?.total ?? 0;
  const pageSize = list.data?.pageSize ?? 25;
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const fmt = new Intl.NumberFormat(i18n.language);
  const labelsOfAll = new Set(
    (['personal', 'company', 'important', 'private'] as const).filter(
      (l) => chosen.length > 0 && chosen.every((m) => m.labels.includes(l)),
    ),
  );

  let body;
  if (list.isError)
    body = (
      <Alert severity="error" sx={{ m: 2 }} action={<Button onClick={() => list.refetch()}>{t('email.retry')}</Button>}>
        {t('email.loadError')}
      </Alert>
    );
  else if (list.isPending)
    body = (
      <Stack spacing={1.5} sx={{ p: 2 }} aria-busy="true" aria-label={t('email.loading')}>
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <Skeleton key={i} variant="rounded" height={40} />
        ))}
      </Stack>
    );
  else if (items.length === 0)
    body = (
      <Box sx={{ p: 6, textAlign: 'center', color: 'text.secondary' }} data-testid="email-empty">
        <IconMailOff size={48} stroke={1.25} aria-hidden />
        <Typography sx={{ mt: 1 }}>{t(props.searching ? 'email.emptySearch' : 'email.empty')}</Typography>
      </Box>
    );
  else
    body = (
      <Box component="ul" sx={{ m: 0, p: 0 }} aria-label={props.title}>
        {items.map((m) => (
          <Row
            key={m.id}
            message={m}
            box={box}
            checked={selected.has(m.id)}
            onCheck={(on) => props.onSelect([m.id], on)}
            onOpen={() => props.onOpen(m)}
            onStar={() => props.onToggleStar(m)}
          />
        ))}
      </Box>
    );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 1.5,
          py: 0.5,
          borderBottom: 1,
          borderColor: 'divider',
          minHeight: 48,
        }}
      >
        <Checkbox
          size="small"
          checked={all}
          indeterminate={chosen.length > 0 && !all}
          disabled={items.length === 0}
          onChange={(e) =>
            props.onSelect(
              items.map((m) => m.id),
              e.target.checked,
            )
          }
          slotProps={{ input: { 'aria-label': t('email.selectAll') } }}
        />
        {chosen.length > 0 && (
          <MailActions
            {...props}
            allRead={chosen.every((m) => m.read)}
            allStarred={chosen.every((m) => m.starred)}
            labels={labelsOfAll}
            inTrash={box === 'trash'}
            inSpam={box === 'spam'}
            disabled={props.busy}
          />
        )}
        <Typography
          variant="body2"
          color="textSecondary"
          sx={{ marginInlineStart: 'auto', whiteSpace: 'nowrap' }}
          data-testid="email-range"
        >
          {t('email.range', { first: fmt.format(first), last: fmt.format(last), total: fmt.format(total) })}
        </Typography>
        <IconButton
          size="small"
          aria-label={t('email.previousPage')}
          sx={flip}
          disabled={page <= 1}
          onClick={() => props.onPage(page - 1)}
        >
          <IconChevronLeft size={18} />
        </IconButton>
        <IconButton
          size="small"
          aria-label={t('email.nextPage')}
          sx={flip}
          disabled={last >= total}
          onClick={() => props.onPage(page + 1)}
        >
          <IconChevronRight size={18} />
        </IconButton>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto', opacity: list.isFetching && !list.isPending ? 0.7 : 1 }}>
        {body}
      </Box>
    </Box>
  );
}
