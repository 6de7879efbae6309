import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Portrait, type PortraitLook } from './portrait';
import { CardGrid, LandingSection } from './landing-section';

/** Each member's card has a colour of its own, as their portraits stand on it. */
const TEAM: { key: string; tint: 'primary' | 'success' | 'warning' | 'info'; look: PortraitLook }[] = [
  { key: 'm1', tint: 'primary', look: { skin: '#f3cfb3', hair: '#5a3825', shirt: '#2f2b3d', long: true } },
  { key: 'm2', tint: 'success', look: { skin: '#b97c55', hair: '#1d1614', shirt: '#f4f4f6' } },
  { key: 'm3', tint: 'warning', look: { skin: '#f0c9a0', hair: '#141414', shirt: '#ea5455', long: true } },
  { key: 'm4', tint: 'info', look: { skin: '#e8b894', hair: '#6b4a2e', shirt: '#3b3f5c' } },
];

/** Four demo team members: a portrait on a coloured ground, a name and a role. */
export function TeamSection() {
  const { t } = useTranslation();
  return (
    <LandingSection name="team" anchor="team">
      <CardGrid sx={{ gap: 3, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
        {TEAM.map(({ key, tint, look }) => (
          <Box
            component="li"
            key={key}
            sx={(theme) => ({
              borderRadius: 3,
              overflow: 'hidden',
              border: 1,
              borderColor: theme.alpha(theme.vars.palette[tint].main, 0.4),
              bgcolor: 'background.paper',
              textAlign: 'center',
            })}
          >
            <Box
              sx={(theme) => ({
                display: 'flex',
                justifyContent: 'center',
                pt: 3,
                bgcolor: theme.alpha(theme.vars.palette[tint].main, 0.16),
              })}
            >
              <Portrait look={look} size={150} />
            </Box>
            <Box sx={{ p: 2 }}>
              <Typography
                component="h3"
                variant="h6"
                sx={{ fontWeight: 700, fontSize: { xs: '1rem', sm: '1.125rem' } }}
              >
                {t(`landing.team.${key}.name`)}
              </Typography>
              <Typography variant="body2" color="textSecondary">
                {t(`landing.team.${key}.role`)}
              </Typography>
            </Box>
          </Box>
        ))}
      </CardGrid>
    </LandingSection>
  );
}
