import Button from '@mui/material/Button';
import Tooltip, { type TooltipProps } from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { DemoRow } from '../demo-row';

const PLACEMENTS: { id: string; placement: TooltipProps['placement'] }[] = [
  { id: 'top', placement: 'top' },
  { id: 'start', placement: 'left' },
  { id: 'end', placement: 'right' },
  { id: 'bottom', placement: 'bottom' },
];

export default function TooltipPositions() {
  const { t } = useTranslation();
  return (
    <DemoRow>
      {PLACEMENTS.map(({ id, placement }) => (
        // "left" and "right" are mirrored in right-to-left, like the rest of the page.
        <Tooltip key={id} title={t('components.tooltip.hint')} placement={placement}>
          <Button variant="outlined">{t(`components.tooltip.${id}`)}</Button>
        </Tooltip>
      ))}
    </DemoRow>
  );
}
