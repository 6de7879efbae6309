import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconAward, IconBolt, IconFlame, IconLock, IconStar, type TablerIcon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PICTURES } from './pictures';
import { TitledCard } from './titled-card';
import { TonalAvatar } from './tonal';
import type { Tone } from './tone';
import { useFormats } from './use-formats';

/** A picture at the end of a card, beside its text; under the text on a phone. */
function SideImage({ src, alt }: { src: string; alt: string }) {
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      sx={{ width: { xs: 120, sm: 140 }, height: 'auto', flexShrink: 0, alignSelf: { xs: 'center', sm: 'flex-end' } }}
    />
  );
}

/** The month's best seller, with a trophy. */
export function CongratulationsCard() {
  const { t } = useTranslation();
  const f = useFormats();
  return (
    <Card component="section" sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', gap: 2, flexDirection: { xs: 'column', sm: 'row' } }}>
        <Box sx={{ flex: 1 }}>
          <Typography variant="h5" component="h2">
            {t('cards.game.congrats', { name: 'Norris' })}
          </Typography>
          <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
            {t('cards.game.congratsText')}
          </Typography>
          <Typography variant="h4" component="p" sx={{ color: 'primary.main' }}>
            {f.compactMoney(48_900)}
          </Typography>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {t('cards.game.congratsTarget', { value: f.percent(0.78) })}
          </Typography>
          <Button variant="contained">{t('cards.game.viewSales')}</Button>
        </Box>
        <SideImage src={PICTURES.trophy} alt={t('cards.game.trophyAlt')} />
      </CardContent>
    </Card>
  );
}

/** An invitation to a bigger plan, with a rocket. */
export function UpgradeCard() {
  const { t } = useTranslation();
  return (
    <Card component="section" sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', gap: 2, flexDirection: { xs: 'column', sm: 'row' } }}>
        <Box sx={{ flex: 1 }}>
          <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
            {t('cards.game.upgrade')}
          </Typography>
          <Typography variant="body2" color="textSecondary" sx={{ mb: 3 }}>
            {t('cards.game.upgradeText')}
          </Typography>
          <Button variant="contained" color="warning">
            {t('cards.game.upgradeNow')}
          </Button>
        </Box>
        <SideImage src={PICTURES.rocket} alt={t('cards.game.rocketAlt')} />
      </CardContent>
    </Card>
  );
}

const GOALS = [
  { key: 'lessons', done: 0.64, tone: 'primary' },
  { key: 'quizzes', done: 0.82, tone: 'success' },
  { key: 'practice', done: 0.35, tone: 'warning' },
] as const satisfies readonly { key: string; done: number; tone: Tone }[];

/** A greeting, the week's overall progress as a ring, and each goal's bar. */
export function WelcomeBackCard() {
  const { t } = useTranslation();
  const f = useFormats();
  const overall = GOALS.reduce((s, g) => s + g.done, 0) / GOALS.length;
  return (
    <Card component="section" sx={{ height: '100%' }}>
      <CardContent>
        <Grid container spacing={3} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, sm: 7 }}>
            <Typography variant="h5" component="h2">
              {t('cards.game.welcome', { name: 'Felecia' })}
            </Typography>
            <Typography variant="body2" color="textSecondary" sx={{ mb: 3 }}>
              {t('cards.game.welcomeText')}
            </Typography>
            <Stack spacing={2}>
              {GOALS.map((g) => (
                <div key={g.key}>
                  <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
                    <Typography variant="body2">{t(`cards.game.goal.${g.key}`)}</Typography>
                    <Typography variant="body2" color="textSecondary">
                      {f.percent(g.done)}
                    </Typography>
                  </Box>
                  <LinearProgress
                    variant="determinate"
                    value={g.done * 100}
                    color={g.tone}
                    aria-label={t(`cards.game.goal.${g.key}`)}
                    sx={{ height: 6, borderRadius: 3 }}
                  />
                </div>
              ))}
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, sm: 5 }} sx={{ display: 'flex', justifyContent: 'center' }}>
            <Box sx={{ position: 'relative', display: 'inline-flex' }}>
              <CircularProgress
                variant="determinate"
                value={overall * 100}
                size={140}
                thickness={5}
                aria-label={t('cards.game.weekProgress')}
              />
              <Box
                sx={{
                  position: 'absolute',
                  inset: 0,
                  display: 'flex',
                  flexDirection: 'column',
                  alignItems: 'center',
                  justifyContent: 'center',
                }}
              >
                <Typography variant="h4" component="p">
                  {f.percent(overall)}
                </Typography>
                <Typography variant="caption" color="textSecondary">
                  {t('cards.game.thisWeek')}
                </Typography>
              </Box>
            </Box>
          </Grid>
        </Grid>
      </CardContent>
    </Card>
  );
}

const BADGES: readonly { key: string; icon: TablerIcon; tone: Tone; earned: boolean }[] = [
  { key: 'firstSale', icon: IconStar, tone: 'warning', earned: true },
  { key: 'streak', icon: IconFlame, tone: 'error', earned: true },
  { key: 'fast', icon: IconBolt, tone: 'info', earned: true },
  { key: 'topSeller', icon: IconAward, tone: 'primary', earned: false },
];

/** Badges earned and still to earn, each saying which it is in words as well as by its look. */
export function BadgesCard() {
  const { t } = useTranslation();
  const earned = BADGES.filter((b) => b.earned).length;
  return (
    <TitledCard
      title={t('cards.game.badges')}
      subheader={t('cards.game.badgesSub', { earned: String(earned), total: String(BADGES.length) })}
    >
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(130px, 1fr))',
        }}
      >
        {BADGES.map(({ key, icon: Icon, tone, earned: has }) => (
          <Box
            component="li"
            key={key}
            sx={{
              textAlign: 'center',
              p: 2,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              borderStyle: has ? 'solid' : 'dashed',
            }}
          >
            <Box sx={{ display: 'flex', justifyContent: 'center', mb: 1, opacity: has ? 1 : 0.5 }}>
              <TonalAvatar tone={has ? tone : 'secondary'} size={48}>
                {has ? <Icon size={26} aria-hidden /> : <IconLock size={26} aria-hidden />}
              </TonalAvatar>
            </Box>
            <Typography variant="subtitle2" component="h3">
              {t(`cards.game.badge.${key}`)}
            </Typography>
            <Typography variant="caption" color="textSecondary">
              {t(has ? 'cards.game.earned' : 'cards.game.locked')}
            </Typography>
          </Box>
        ))}
      </Box>
    </TitledCard>
  );
}
