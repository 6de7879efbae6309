import Box from '@mui/material/Box';
import { RealtimeStatusSlot } from '@web/components/realtime-status/realtime-status-slot';
import type { LayoutProps } from './layout-props';

/** No chrome: sign-in, errors and pages that bring their own. */
export function BlankLayout({ children, wrapperClassName }: LayoutProps) {
  return (
    <>
      <Box component="main" className={wrapperClassName} sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
        {children}
      </Box>
      <RealtimeStatusSlot />
    </>
  );
}
