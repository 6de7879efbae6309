import { useSite } from '@web/app/site-context';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { LayoutProps } from './layout-props';

const NAV_WIDTH = 260;

/** The signed-in chrome: the site's navigation beside the page. */
export function DefaultLayout({ children, wrapperClassName }: LayoutProps) {
  const { site } = useSite();
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <Drawer
        variant="permanent"
        sx={{ width: NAV_WIDTH, flexShrink: 0, '& .MuiDrawer-paper': { width: NAV_WIDTH, boxSizing: 'border-box' } }}
      >
        <Toolbar>
          <Typography variant="h6" component="span" noWrap>
            {site.configuration.AppTitle}
          </Typography>
        </Toolbar>
        <List component="nav" aria-label={t('common.mainNavigation')}>
          {site.navigation.map((entry) => (
            <ListItemButton key={entry.title} component={NavLink} to={entry.to}>
              <ListItemText primary={t(entry.title)} />
            </ListItemButton>
          ))}
        </List>
      </Drawer>
      <Box sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column' }}>
        <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <Toolbar />
        </AppBar>
        <Box component="main" className={wrapperClassName} sx={{ p: 3, flexGrow: 1 }}>
          {children}
        </Box>
      </Box>
    </Box>
  );
}
