import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { IconAdjustmentsHorizontal, IconMenu2, IconSearch } from '@tabler/icons-react';
import { LanguageSwitcher } from '@web/components/language-switcher';
import { NotificationsMenu } from '@web/components/notifications-menu';
import { ThemeSwitcher } from '@web/components/theme-switcher';
import { UserMenu } from '@web/components/user-menu';
import { useSession } from '@web/lib/session-context';
import { useMe } from '@web/features/auth';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { loadOverlayNav, MAIN_NAV_ID } from './vertical-nav';
import { catchTypeAhead, type TypeAhead } from './type-ahead';
import { Hint } from '@web/components/hint';

// The search dialog (Dialog, Modal, the input and the menu's search) loads when first opened, or
// the pointer or focus reaches its button (ADR 0021).
const loadSearchDialog = () => import('./search-dialog');
const SearchDialog = lazy(() => loadSearchDialog().then((m) => ({ default: m.SearchDialog })));

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

interface NavbarProps {
  /** Shown before the search (the logo in the horizontal layout). */
  start?: ReactNode;
  /** The hamburger that opens the overlay navigation below 1279 px. */
  onOpenNavigation?: (() => void) | undefined;
  navigationOpen?: boolean;
  onOpenCustomizer: () => void;
}

/** The navbar's row: search, language, theme, customizer, notifications and the user slot. */
export function Navbar({ start, onOpenNavigation, navigationOpen, onOpenCustomizer }: NavbarProps) {
  const { t } = useTranslation();
  const [searchOpen, setSearchOpen] = useState(false);
  // Mounted from its first opening on, so it keeps what was typed as before.
  const [searchWanted, setSearchWanted] = useState(false);
  if (searchOpen && !searchWanted) setSearchWanted(true);

  // Ctrl+K / Cmd+K opens the search from anywhere in the app; what is typed straight after it is
  // kept for the field, which may take a moment to arrive.
  const typeAhead = useRef<TypeAhead | null>(null);
  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      // A field that uses the key itself (the rich-text editor's link) has handled it already.
      if (e.defaultPrevented) return;
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        typeAhead.current?.stop();
        // Already open, its field has the keys.
        if (!searchOpen) typeAhead.current = catchTypeAhead();
        setSearchOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [searchOpen]);
  useEffect(() => () => typeAhead.current?.stop(), []);
  const takeTypeAhead = useCallback(() => typeAhead.current?.take() ?? '', []);

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0.25, sm: 0.75 }, minHeight: 64, width: '100%' }}>
      {onOpenNavigation && (
        <IconButton
          aria-label={t('navbar.openNavigation')}
          aria-controls={MAIN_NAV_ID}
          aria-expanded={navigationOpen ?? false}
          onClick={onOpenNavigation}
          onPointerEnter={() => void loadOverlayNav()}
          onFocus={() => void loadOverlayNav()}
          edge="start"
        >
          <IconMenu2 size={24} aria-hidden />
        </IconButton>
      )}
      {start}
      <ButtonBase
        data-tour="search"
        onClick={() => setSearchOpen(true)}
        onPointerEnter={() => void loadSearchDialog()}
        onFocus={() => void loadSearchDialog()}
        aria-keyshortcuts={isMac ? 'Meta+K' : 'Control+K'}
        aria-label={t('search.open')}
        sx={(theme) => ({
          gap: 1,
          px: 1,
          py: 0.75,
          borderRadius: 1,
          color: 'text.secondary',
          '&:hover': { bgcolor: theme.alpha(theme.vars.palette.text.primary, 0.04) },
          '&:focus-visible': { outline: `2px solid ${theme.vars.palette.primary.main}` },
        })}
      >
        <IconSearch size={22} aria-hidden />
        <Typography component="span" sx={{ display: { xs: 'none', md: 'inline' }, color: 'text.secondary' }}>
          {t('search.open')}
        </Typography>
        <Box
          component="kbd"
          aria-hidden
          sx={{
            display: { xs: 'none', md: 'inline' },
            fontSize: 12,
            fontFamily: 'inherit',
            color: 'text.secondary',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            px: 0.75,
          }}
        >
          {isMac ? '⌘K' : 'Ctrl+K'}
        </Box>
      </ButtonBase>
      <Box sx={{ flexGrow: 1 }} />
      {/* Placed after the flexible gap: the search and the menu button keep their places. */}
      <NavbarControls onOpenCustomizer={onOpenCustomizer} />
      {searchWanted && (
        <Suspense fallback={null}>
          <SearchDialog open={searchOpen} onClose={() => setSearchOpen(false)} takeTypeAhead={takeTypeAhead} />
        </Suspense>
      )}
    </Box>
  );
}

/** Language, theme, customizer, notifications and the user's menu. */
function NavbarControls({ onOpenCustomizer }: Pick<NavbarProps, 'onOpenCustomizer'>) {
  const { t } = useTranslation();
  const { session } = useSession();
  const me = useMe(session !== null);
  // data-tour: stable handles for the guided tour (/extensions/tour), which points at these controls.
  return (
    <>
      <TourStop name="language">
        <LanguageSwitcher />
      </TourStop>
      <TourStop name="theme">
        <ThemeSwitcher />
      </TourStop>
      <Hint title={t('customizer.title')}>
        <IconButton data-tour="customizer" aria-label={t('customizer.open')} onClick={onOpenCustomizer}>
          <IconAdjustmentsHorizontal size={22} stroke={1.75} aria-hidden />
        </IconButton>
      </Hint>
      <TourStop name="notifications">
        <NotificationsMenu />
      </TourStop>
      <Box data-tour="user-menu" sx={{ ml: 0.75, display: 'inline-flex' }}>
        <UserMenu user={me.data?.user} />
      </Box>
    </>
  );
}

/** A control's box the guided tour can find and light up, without changing the row's layout. */
function TourStop({ name, children }: { name: string; children: ReactNode }) {
  return (
    <Box component="span" data-tour={name} sx={{ display: 'inline-flex', borderRadius: '50%' }}>
      {children}
    </Box>
  );
}
