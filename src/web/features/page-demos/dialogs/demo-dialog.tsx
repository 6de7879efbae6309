import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { IconX } from '@tabler/icons-react';
import { useId, type FormEventHandler, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface DemoDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  subtitle?: string;
  /** When set, the dialog is a form and its actions' submit button sends it. */
  onSubmit?: FormEventHandler<HTMLFormElement>;
  actions?: ReactNode;
  maxWidth?: 'xs' | 'sm' | 'md';
  /** Once the dialog has finished closing: where a dialog clears what was typed, out of sight. */
  onExited?: () => void;
  children: ReactNode;
}

/**
 * The frame every example dialog shares: MUI's Dialog (focus kept inside, Escape closes, focus
 * back on the button that opened it), named by its title and described by its subtitle, with a
 * close button; full screen on a phone, where a floating box would leave no room for the form.
 */
export function DemoDialog({
  open,
  onClose,
  title,
  subtitle,
  onSubmit,
  actions,
  maxWidth = 'sm',
  onExited,
  children,
}: DemoDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const subtitleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth={maxWidth}
      aria-labelledby={titleId}
      aria-describedby={subtitle ? subtitleId : undefined}
      slotProps={{
        transition: { onExited },
        ...(onSubmit ? { paper: { component: 'form', noValidate: true, onSubmit } as object } : {}),
      }}
      sx={{ '& .MuiDialog-paper': { m: { xs: 1.5, sm: 4 }, width: { xs: 'calc(100% - 24px)', sm: undefined } } }}
    >
      <DialogTitle id={titleId} sx={{ textAlign: 'center', pt: 4, px: { xs: 6, sm: 8 } }}>
        {title}
        {subtitle && (
          <Typography
            id={subtitleId}
            component="span"
            variant="body2"
            color="textSecondary"
            sx={{ display: 'block', mt: 1 }}
          >
            {subtitle}
          </Typography>
        )}
      </DialogTitle>
      <IconButton
        aria-label={t('pages.dialogs.close')}
        onClick={onClose}
        sx={{ position: 'absolute', top: 8, insetInlineEnd: 8 }}
      >
        <IconX size={20} aria-hidden />
      </IconButton>
      <DialogContent sx={{ px: { xs: 2.5, sm: 6 }, pb: actions ? 1 : 4 }}>{children}</DialogContent>
      {actions && <DialogActions sx={{ justifyContent: 'center', px: 3, pb: 4, gap: 1 }}>{actions}</DialogActions>}
    </Dialog>
  );
}
