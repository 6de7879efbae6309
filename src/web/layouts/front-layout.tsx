import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Island } from '@web/islands/island';
import { useSite } from '@web/lib/site-context';
import { useTranslation } from 'react-i18next';
import type { LayoutProps } from './layout-props';
import { RealtimeStatusSlot } from '@web/components/realtime-status/realtime-status-slot';
import { FrontHeader } from './parts/front-header';

/**
 * The sites' public pages: a light header (site, search, language, theme, sign in or my account),
 * the page, a footer. It shares no code with the admin chrome, so front pages stay small. On a
 * server-rendered page only the header is an island; the footer stays static HTML (ADR 0026).
 */
export function FrontLayout({ children, wrapperClassName }: LayoutProps) {
  const { site } = useSite();
  const { t, i18n } = useTranslation();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <Island name="front-header" component={FrontHeader} props={{}} />
      <Box component="main" className={wrapperClassName} sx={{ flexGrow: 1 }}>
        {children}
      </Box>
      <Box component="footer" sx={{ py: 3, borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
        <Container maxWidth="lg" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between' }}>
          <Typography variant="body2" color="textSecondary" dir={i18n.dir()}>
            {t('footer.copyright', { year: new Date().getFullYear(), name: site.configuration.AppTitle })}
          </Typography>
        </Container>
      </Box>
      <RealtimeStatusSlot />
    </Box>
  );
}
