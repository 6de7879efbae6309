import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  IconArrowAutofitLeft,
  IconArrowAutofitRight,
  IconBorderOuter,
  IconCheck,
  IconDeviceDesktop,
  IconLayoutNavbar,
  IconLayoutNavbarCollapse,
  IconLayoutSidebar,
  IconLayoutSidebarLeftCollapse,
  IconMaximize,
  IconMinimize,
  IconMoon,
  IconRefresh,
  IconSquare,
  IconSun,
  IconX,
  IconEyeOff,
} from '@tabler/icons-react';
import { useDocumentDirection } from '@web/core/theme/use-document-direction';
import { useSite } from '@web/lib/site-context';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { navLayoutOf } from '../settings/settings-rules';
import { useSettings } from '../settings/settings-provider';
import { PRIMARY_PRESETS } from '../settings/settings-types';
import { OptionGroup } from './option-group';

const ICON = { size: 24, stroke: 1.5, 'aria-hidden': true } as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="section" spacing={2.5} sx={{ px: 3, py: 3 }}>
      <Typography
        variant="overline"
        component="h3"
        sx={{
          alignSelf: 'flex-start',
          px: 1,
          borderRadius: 1,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          fontWeight: 600,
        }}
      >
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

function ColorSwatches() {
  const { t } = useTranslation();
  const { site } = useSite();
  const { settings, store, colorScheme } = useSettings();
  const labelId = useId();
  const swatches: { value: string | null; colour: string; label: string }[] = [
    { value: null, colour: site.theme.primary[colorScheme], label: t('customizer.siteColour') },
    ...PRIMARY_PRESETS.map((hex) => ({ value: hex, colour: hex, label: hex })),
  ];
  return (
    <Box>
      <Typography id={labelId} variant="subtitle2" component="h4" sx={{ mb: 1, color: 'text.secondary' }}>
        {t('customizer.primaryColour')}
      </Typography>
      <Stack direction="row" role="group" aria-labelledby={labelId} sx={{ gap: 1.25, flexWrap: 'wrap' }}>
        {swatches.map((s) => {
          const chosen = settings.primaryColor === s.value;
          return (
            <ButtonBase
              key={s.label}
              aria-label={`${t('customizer.primaryColour')}: ${s.label}`}
              aria-pressed={chosen}
              onClick={() => store.update({ primaryColor: s.value })}
              sx={{
                width: 44,
                height: 44,
                borderRadius: 2,
                border: 2,
                borderColor: chosen ? s.colour : 'divider',
                p: 0.5,
                '&:focus-visible': { outline: 2, outlineStyle: 'solid', outlineOffset: 2 },
              }}
            >
              <Box
                sx={{
                  width: 1,
                  height: 1,
                  borderRadius: 1.5,
                  bgcolor: s.colour,
                  display: 'grid',
                  placeItems: 'center',
                  color: '#fff',
                }}
              >
                {chosen && <IconCheck size={18} stroke={2.5} aria-hidden />}
              </Box>
            </ButtonBase>
          );
        })}
      </Stack>
    </Box>
  );
}

/**
 * Every look-and-feel setting in one drawer (SPEC.md section 4); changes apply and persist at
 * once, and Reset returns to the site's defaults.
 */
export function CustomizerDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { settings, store, colorScheme } = useSettings();
  const direction = useDocumentDirection();
  const titleId = useId();
  const layout = navLayoutOf(settings);

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        // data-tour: the guided tour (/extensions/tour) opens the drawer and points at it.
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          ...{ 'data-tour': 'customizer-drawer' },
          sx: { width: { xs: '100%', sm: 380 } },
        },
        backdrop: { invisible: true },
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', px: 3, py: 2.5, gap: 1 }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography id={titleId} variant="h5" component="h2">
            {t('customizer.title')}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            {t('customizer.subtitle')}
          </Typography>
        </Box>
        <Tooltip title={t('customizer.reset')}>
          <IconButton aria-label={t('customizer.reset')} onClick={() => store.reset()}>
            <IconRefresh size={22} aria-hidden />
          </IconButton>
        </Tooltip>
        <IconButton data-tour="customizer-close" aria-label={t('customizer.close')} onClick={onClose}>
          <IconX size={22} aria-hidden />
        </IconButton>
      </Stack>
      <Divider />
      <Box sx={{ overflowY: 'auto' }}>
        <Section title={t('customizer.theming')}>
          <ColorSwatches />
          <OptionGroup
            label={t('navbar.theme')}
            value={settings.theme}
            onChange={(theme) => store.update({ theme })}
            options={[
              { value: 'light', label: t('theme.light'), icon: <IconSun {...ICON} /> },
              { value: 'dark', label: t('theme.dark'), icon: <IconMoon {...ICON} /> },
              { value: 'system', label: t('theme.system'), icon: <IconDeviceDesktop {...ICON} /> },
            ]}
          />
          <OptionGroup
            label={t('customizer.skin')}
            value={settings.skin}
            onChange={(skin) => store.update({ skin })}
            options={[
              { value: 'default', label: t('customizer.skinDefault'), icon: <IconSquare {...ICON} /> },
              { value: 'bordered', label: t('customizer.skinBordered'), icon: <IconBorderOuter {...ICON} /> },
            ]}
          />
          <FormControlLabel
            control={
              <Switch
                checked={settings.semiDarkNav}
                onChange={(_, semiDarkNav) => store.update({ semiDarkNav })}
                disabled={colorScheme === 'dark' || layout === 'horizontal'}
              />
            }
            label={t('customizer.semiDark')}
          />
        </Section>
        <Divider />
        <Section title={t('customizer.layout')}>
          <OptionGroup
            label={t('customizer.navigation')}
            value={layout}
            onChange={(next) => store.setNavLayout(next)}
            options={[
              { value: 'vertical', label: t('customizer.vertical'), icon: <IconLayoutSidebar {...ICON} /> },
              {
                value: 'collapsed',
                label: t('customizer.collapsed'),
                icon: <IconLayoutSidebarLeftCollapse {...ICON} />,
              },
              { value: 'horizontal', label: t('customizer.horizontal'), icon: <IconLayoutNavbar {...ICON} /> },
            ]}
          />
          <OptionGroup
            label={t('customizer.content')}
            value={settings.contentWidth}
            onChange={(contentWidth) => store.update({ contentWidth })}
            options={[
              { value: 'boxed', label: t('customizer.boxed'), icon: <IconMinimize {...ICON} /> },
              { value: 'fluid', label: t('customizer.fluid'), icon: <IconMaximize {...ICON} /> },
            ]}
          />
          <OptionGroup
            label={t('customizer.navbarType')}
            value={settings.navbarType}
            onChange={(navbarType) => store.update({ navbarType })}
            options={[
              { value: 'sticky', label: t('customizer.sticky'), icon: <IconLayoutNavbarCollapse {...ICON} /> },
              {
                value: 'hidden',
                label: t('customizer.hidden'),
                icon: <IconEyeOff {...ICON} />,
                disabled: layout === 'horizontal',
              },
            ]}
          />
          <FormControlLabel
            control={
              <Switch checked={settings.navbarBlur} onChange={(_, navbarBlur) => store.update({ navbarBlur })} />
            }
            label={t('customizer.navbarBlur')}
          />
          <OptionGroup
            label={t('customizer.direction')}
            value={direction}
            // Stored like the other settings; choosing a language goes back to that language's direction.
            onChange={(direction) => store.update({ direction })}
            options={[
              { value: 'ltr', label: t('customizer.ltr'), icon: <IconArrowAutofitRight {...ICON} /> },
              { value: 'rtl', label: t('customizer.rtl'), icon: <IconArrowAutofitLeft {...ICON} /> },
            ]}
          />
        </Section>
      </Box>
    </Drawer>
  );
}
