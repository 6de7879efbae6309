import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DemoRow } from '../demo-row';

export default function TooltipTriggers() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <DemoRow>
      <Tooltip title={t('components.tooltip.hoverText')} enterDelay={500} leaveDelay={200}>
        <Button variant="tonal">{t('components.tooltip.delay')}</Button>
      </Tooltip>
      <ClickAwayListener onClickAway={() => setOpen(false)}>
        <span>
          <Tooltip
            title={t('components.tooltip.clickText')}
            open={open}
            onClose={() => setOpen(false)}
            disableFocusListener
            disableHoverListener
            disableTouchListener
            slotProps={{ popper: { disablePortal: true } }}
          >
            <Button variant="tonal" color="secondary" onClick={() => setOpen((o) => !o)}>
              {t('components.tooltip.click')}
            </Button>
          </Tooltip>
        </span>
      </ClickAwayListener>
      {/* A disabled button gets no pointer events: a span around it receives them for the tooltip. */}
      <Tooltip title={t('components.tooltip.disabledText')}>
        <span>
          <Button variant="outlined" disabled>
            {t('components.tooltip.disabled')}
          </Button>
        </span>
      </Tooltip>
    </DemoRow>
  );
}
