import Avatar from '@mui/material/Avatar';
import type { StepIconProps } from '@mui/material/StepIcon';
import { IconCheck, IconFileDescription, IconLink, IconUser, IconUserCircle } from '@tabler/icons-react';

const ICONS = [IconUserCircle, IconUser, IconLink, IconFileDescription];

/** The icon step of the icons wizard: a tinted square, filled for the step on screen, ticked when done. */
export function WizardStepIcon({ icon, active, completed }: StepIconProps) {
  const Icon = completed ? IconCheck : (ICONS[Number(icon) - 1] ?? IconUser);
  return (
    <Avatar
      variant="rounded"
      sx={(theme) => ({
        width: 40,
        height: 40,
        bgcolor: active ? 'primary.main' : completed ? 'success.main' : 'action.selected',
        color: active || completed ? 'common.white' : 'text.secondary',
        boxShadow: active ? theme.shadows[3] : 'none',
      })}
    >
      <Icon size={22} aria-hidden />
    </Avatar>
  );
}
