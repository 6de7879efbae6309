import Box from '@mui/material/Box';
import { Island } from '@web/islands/island';
import type { LayoutProps } from './layout-props';
import { RealtimeStatusSlot } from '@web/components/realtime-status/realtime-status-slot';
import { FrontFooter } from './parts/front-footer';
import { FrontHeader } from './parts/front-header';

/**
 * The sites' public pages: a light header (site, search, language, theme, sign in or my account),
 * the page, a footer with the site's links (about, contact, offers, languages). It shares no code
 * with the admin chrome, so front pages stay small. On a server-rendered page only the header is
 * an island; the footer stays static HTML (ADR 0026).
 */
export function FrontLayout({ children, wrapperClassName }: LayoutProps) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <Island name="front-header" component={FrontHeader} props={{}} />
      <Box component="main" className={wrapperClassName} sx={{ flexGrow: 1 }}>
        {children}
      </Box>
      <FrontFooter />
      <RealtimeStatusSlot />
    </Box>
  );
}
