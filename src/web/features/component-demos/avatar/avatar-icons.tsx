import Avatar from '@mui/material/Avatar';
import { IconBell, IconChartPie, IconFolder, IconUser } from '@tabler/icons-react';
import { DemoRow } from '../demo-row';

const ICONS = [
  { Icon: IconUser, color: 'primary' },
  { Icon: IconFolder, color: 'success' },
  { Icon: IconChartPie, color: 'warning' },
  { Icon: IconBell, color: 'error' },
] as const;

export default function AvatarIcons() {
  return (
    <DemoRow>
      {ICONS.map(({ Icon, color }) => (
        <Avatar key={color} variant="rounded" sx={{ bgcolor: `${color}.main`, color: `${color}.contrastText` }}>
          <Icon size={22} aria-hidden />
        </Avatar>
      ))}
    </DemoRow>
  );
}
