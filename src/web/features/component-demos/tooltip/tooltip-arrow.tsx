import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { IconEdit, IconEye, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DemoRow } from '../demo-row';

const ACTIONS = [
  { id: 'view', Icon: IconEye },
  { id: 'edit', Icon: IconEdit },
  { id: 'delete', Icon: IconTrash },
] as const;

export default function TooltipArrow() {
  const { t } = useTranslation();
  return (
    <DemoRow>
      {ACTIONS.map(({ id, Icon }) => (
        // The tooltip's title also names the icon button for screen readers.
        <Tooltip key={id} title={t(`components.tooltip.${id}`)} arrow>
          <IconButton>
            <Icon size={22} aria-hidden />
          </IconButton>
        </Tooltip>
      ))}
    </DemoRow>
  );
}
