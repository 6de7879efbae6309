import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  IconAccessible,
  IconLanguage,
  IconListSearch,
  IconMessages,
  IconPalette,
  IconReceipt,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CardGrid, LandingSection } from './landing-section';

const FEATURES = [
  { key: 'f1', Icon: IconListSearch },
  { key: 'f2', Icon: IconMessages },
  { key: 'f3', Icon: IconReceipt },
  { key: 'f4', Icon: IconLanguage },
  { key: 'f5', Icon: IconPalette },
  { key: 'f6', Icon: IconAccessible },
] as const;

/** Six things the product does, each an icon, a name and a sentence. */
export function FeaturesSection() {
  const { t } = useTranslation();
  return (
    <LandingSection name="features" anchor="features">
      <CardGrid sx={{ gap: { xs: 4, md: 6 }, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' } }}>
        {FEATURES.map(({ key, Icon }) => (
          <Box component="li" key={key} sx={{ textAlign: 'center', px: { md: 2 } }}>
            <Box
              aria-hidden
              sx={(theme) => ({
                mx: 'auto',
                mb: 2,
                width: 72,
                height: 72,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                color: 'primary.main',
                border: 2,
                borderColor: theme.alpha(theme.vars.palette.primary.main, 0.35),
                bgcolor: theme.alpha(theme.vars.palette.primary.main, 0.08),
              })}
            >
              <Icon size={32} stroke={1.6} />
            </Box>
            <Typography component="h3" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
              {t(`landing.features.${key}.title`)}
            </Typography>
            <Typography color="textSecondary">{t(`landing.features.${key}.body`)}</Typography>
          </Box>
        ))}
      </CardGrid>
    </LandingSection>
  );
}
