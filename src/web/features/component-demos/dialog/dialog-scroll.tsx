import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DemoRow } from '../demo-row';

const PARAGRAPHS = 12;

export default function DialogScroll() {
  const { t } = useTranslation();
  const [scroll, setScroll] = useState<DialogProps['scroll'] | null>(null);
  const titleId = useId();
  const close = () => setScroll(null);
  return (
    <DemoRow>
      <Button variant="tonal" onClick={() => setScroll('paper')}>
        {t('components.dialog.scrollPaper')}
      </Button>
      <Button variant="tonal" color="secondary" onClick={() => setScroll('body')}>
        {t('components.dialog.scrollBody')}
      </Button>
      <Dialog open={scroll !== null} onClose={close} scroll={scroll ?? 'paper'} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{t('components.dialog.terms')}</DialogTitle>
        <DialogContent dividers={scroll === 'paper'}>
          {Array.from({ length: PARAGRAPHS }, (_, i) => (
            <Typography key={i} variant="body2" sx={{ mb: 2 }}>
              {t('components.dialog.termsText', { number: i + 1 })}
            </Typography>
          ))}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('components.dialog.cancel')}</Button>
          <Button variant="contained" onClick={close}>
            {t('components.dialog.accept')}
          </Button>
        </DialogActions>
      </Dialog>
    </DemoRow>
  );
}
