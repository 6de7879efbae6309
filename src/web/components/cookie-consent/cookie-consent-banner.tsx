import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconCookie } from '@tabler/icons-react';
import { CONSENT_CHOICE_ATTRIBUTE } from '@common/cookie-consent/consent-pre-paint';
import type { ConsentChoice } from '@web/lib/cookie-consent/consent-machine';
import { useTranslation } from 'react-i18next';

/** Marks a button with its choice, so the pre-paint script can keep a click made before the app starts. */
const choiceMark = (choice: ConsentChoice) => ({ [CONSENT_CHOICE_ATTRIBUTE]: choice });

interface Props {
  elementId: string;
  onChoose: (choice: ConsentChoice) => void;
  showDecline: boolean;
  showPostpone: boolean;
  /** An attribute of <html> that must say "ask" for the banner to show (the site-wide banner). */
  shownBy?: string;
}

/**
 * A floating card in the bottom-left corner (bottom-right in right-to-left languages, mirrored by
 * the RTL style plugin), never over the whole page, so the site stays usable before a choice.
 * A labelled region rather than a modal dialog: it does not take focus or trap it; it comes first
 * in the document so keyboard and screen reader users meet it early. Accept and decline are the
 * same size: refusing is as easy as accepting. On a phone it is compact (no emblem, smaller
 * text and buttons), so it covers a strip at the bottom rather than half the screen.
 */
export default function CookieConsentBanner({ elementId, onChoose, showDecline, showPostpone, shownBy }: Props) {
  const { t } = useTranslation();
  const titleId = `${elementId}-cookie-consent-title`;
  const bodyId = `${elementId}-cookie-consent-body`;
  return (
    <Paper
      component="section"
      role="region"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      elevation={8}
      data-testid="cookie-consent"
      sx={{
        position: 'fixed',
        left: { xs: 12, sm: 24 },
        right: { xs: 12, sm: 'auto' },
        bottom: { xs: 12, sm: 24 },
        maxWidth: { sm: 420 },
        maxHeight: 'calc(100vh - 24px)',
        overflowY: 'auto',
        p: { xs: 1.5, sm: 2.5 },
        borderRadius: 2,
        zIndex: 'snackbar',
        border: 1,
        borderColor: 'divider',
        '@media print': { display: 'none' },
        // Rendered on the server for every reader: only a reader still to be asked sees it.
        ...(shownBy && {
          display: 'none',
          [`html[${shownBy}="ask"] &`]: { display: 'block', '@media print': { display: 'none' } },
        }),
      }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: { xs: 0.5, sm: 1 } }}>
        <Box
          aria-hidden
          sx={{
            display: { xs: 'none', sm: 'grid' },
            placeItems: 'center',
            width: 36,
            height: 36,
            flexShrink: 0,
            borderRadius: '50%',
            color: 'primary.main',
            bgcolor: 'action.hover',
          }}
        >
          <IconCookie size={22} stroke={1.75} />
        </Box>
        <Typography
          id={titleId}
          variant="subtitle1"
          component="h2"
          sx={{ fontWeight: 700, fontSize: { xs: '0.9375rem', sm: undefined } }}
        >
          {t('cookies.title')}
        </Typography>
      </Stack>
      <Typography
        id={bodyId}
        variant="body2"
        color="textSecondary"
        sx={{
          mb: { xs: 1.25, sm: 2 },
          fontSize: { xs: '0.8125rem', sm: undefined },
          lineHeight: { xs: 1.45, sm: undefined },
        }}
      >
        {t('cookies.body')}
      </Typography>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{
          flexWrap: 'wrap',
          alignItems: 'center',
          '& .MuiButton-root': { py: { xs: 0.5, sm: undefined }, px: { xs: 1.75, sm: undefined } },
        }}
      >
        <Button variant="contained" onClick={() => onChoose('accept')} {...choiceMark('accept')}>
          {t('cookies.accept')}
        </Button>
        {showDecline && (
          <Button variant="outlined" onClick={() => onChoose('decline')} {...choiceMark('decline')}>
            {t('cookies.decline')}
          </Button>
        )}
        {showPostpone && (
          <Button
            variant="text"
            color="inherit"
            onClick={() => onChoose('postpone')}
            {...choiceMark('postpone')}
            sx={{ marginInlineStart: 'auto' }}
          >
            {t('cookies.postpone')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
