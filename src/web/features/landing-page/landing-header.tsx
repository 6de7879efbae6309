import { FRONT_PAGE_PATH } from '@common/constants';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import { IconMenu2 } from '@tabler/icons-react';
import { AppLogo } from '@web/components/app-logo';
import { LanguageSwitcher } from '@web/components/language-switcher';
import { MenuButton } from '@web/components/menu-button/menu-button';
import { ThemeSwitcher } from '@web/components/theme-switcher';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LANDING_SECTIONS } from './landing-sections';

/** Scrolls to a section and moves the keyboard there too, as following an in-page link does. */
function goTo(id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  target.scrollIntoView({ behavior: 'smooth', block: 'start' });
  history.replaceState(null, '', `#${id}`);
}

/**
 * The landing page's own bar (the page is in the blank layout): the site, links to the sections,
 * language, theme and the trial's call to action. An island (ADR 0026): it shades as the page
 * scrolls, and on a phone the section links fold into a menu.
 */
export function LandingHeader() {
  const { t } = useTranslation();
  const scrolled = useScrollTrigger({ disableHysteresis: true, threshold: 8 });
  return (
    <Box
      component="header"
      sx={(theme) => ({
        position: 'sticky',
        top: 0,
        zIndex: theme.zIndex.appBar,
        bgcolor: theme.alpha(theme.vars.palette.background.paper, scrolled ? 0.88 : 0.55),
        backdropFilter: 'blur(10px)',
        borderBottom: 1,
        borderColor: scrolled ? 'divider' : 'transparent',
        boxShadow: scrolled ? theme.vars.shadows[2] : 'none',
        transition: theme.transitions.create(['box-shadow', 'background-color']),
      })}
    >
      <Container
        maxWidth="lg"
        sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0.25, sm: 1 }, minHeight: 64, px: { xs: 1.5, sm: 3 } }}
      >
        <Box sx={{ display: { xs: 'inline-flex', md: 'none' } }}>
          <MenuButton
            label={t('landing.nav.label')}
            icon={<IconMenu2 size={22} stroke={1.75} aria-hidden />}
            choices={LANDING_SECTIONS.map((s) => ({ key: s.id, label: t(s.label), selected: false }))}
            onChoose={goTo}
          />
        </Box>
        <Link component={RouterLink} to={FRONT_PAGE_PATH} underline="none" sx={{ display: 'flex', minWidth: 0 }}>
          <AppLogo compact />
        </Link>
        <Box
          component="nav"
          aria-label={t('landing.nav.label')}
          sx={{ flexGrow: 1, display: { xs: 'none', md: 'flex' }, justifyContent: 'center', gap: 0.5 }}
        >
          {LANDING_SECTIONS.map((s) => (
            <Button key={s.id} href={`#${s.id}`} color="inherit" sx={{ fontWeight: 500, color: 'text.primary' }}>
              {t(s.label)}
            </Button>
          ))}
        </Box>
        <Box sx={{ flexGrow: { xs: 1, md: 0 } }} />
        <LanguageSwitcher />
        <ThemeSwitcher />
        <Button
          href="#pricing"
          variant="contained"
          // On a phone the hero's own button is right below: the bar keeps its room for the site's name.
          sx={{
            display: { xs: 'none', sm: 'inline-flex' },
            flexShrink: 0,
            whiteSpace: 'nowrap',
            px: 2.5,
            marginInlineStart: 1,
          }}
        >
          {t('landing.nav.cta')}
        </Button>
      </Container>
    </Box>
  );
}
