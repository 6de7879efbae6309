import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InitialsAvatar } from './tonal';
import { TitledCard } from './titled-card';
import type { Tone } from './tone';
import { useFormats } from './use-formats';

const TEAM = [
  { name: 'Priya Nair', initials: 'PN', role: 'designer', done: 0.72, tone: 'primary' },
  { name: 'Jonas Weber', initials: 'JW', role: 'developer', done: 0.48, tone: 'info' },
  { name: 'Camille Dubois', initials: 'CD', role: 'manager', done: 0.91, tone: 'success' },
  { name: 'Tomás Ortega', initials: 'TO', role: 'support', done: 0.27, tone: 'warning' },
] as const satisfies readonly { name: string; initials: string; role: string; done: number; tone: Tone }[];

/** Each member's share of their tasks done, as a labelled progress bar. */
export function TeamProgressCard() {
  const { t } = useTranslation();
  const f = useFormats();
  return (
    <TitledCard title={t('cards.advance.team')} subheader={t('cards.advance.teamSub')}>
      <Stack spacing={2.5}>
        {TEAM.map((m) => (
          <Box key={m.name} sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
            <InitialsAvatar initials={m.initials} />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                <Typography sx={{ fontWeight: 500 }} noWrap>
                  {m.name}
                </Typography>
                <Typography variant="body2" color="textSecondary">
                  {f.percent(m.done)}
                </Typography>
              </Box>
              <Typography variant="caption" color="textSecondary" component="p" sx={{ mb: 0.5 }}>
                {t(`cards.role.${m.role}`)}
              </Typography>
              <LinearProgress
                variant="determinate"
                value={m.done * 100}
                color={m.tone}
                aria-label={t('cards.advance.tasksDone', { name: m.name })}
                sx={{ height: 6, borderRadius: 3 }}
              />
            </Box>
          </Box>
        ))}
      </Stack>
    </TitledCard>
  );
}

const PLANS = [
  { key: 'basic', price: 0 },
  { key: 'standard', price: 49 },
  { key: 'enterprise', price: 99 },
] as const;

/** Choosing a plan: the choices as radio buttons, then the price to pay and the button. */
export function UpgradePlanCard() {
  const { t } = useTranslation();
  const f = useFormats();
  const [plan, setPlan] = useState<(typeof PLANS)[number]['key']>('standard');
  const legend = useId();
  const price = PLANS.find((p) => p.key === plan)?.price ?? 0;
  return (
    <TitledCard title={t('cards.advance.upgrade')} subheader={t('cards.advance.upgradeSub')}>
      <Typography id={legend} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {t('cards.advance.choosePlan')}
      </Typography>
      <RadioGroup aria-labelledby={legend} value={plan} onChange={(e) => setPlan(e.target.value as typeof plan)}>
        {PLANS.map((p) => (
          <FormControlLabel
            key={p.key}
            value={p.key}
            control={<Radio />}
            label={
              <Box component="span" sx={{ display: 'flex', gap: 1 }}>
                <span>{t(`cards.plan.${p.key}`)}</span>
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  {t('cards.common.perMonth', { price: f.money(p.price) })}
                </Box>
              </Box>
            }
            sx={{
              border: 1,
              borderColor: plan === p.key ? 'primary.main' : 'divider',
              borderRadius: 1,
              mx: 0,
              mb: 1,
              pr: 2,
            }}
          />
        ))}
      </RadioGroup>
      <Divider sx={{ my: 2 }} />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 2 }}>
        <Typography>{t('cards.advance.total')}</Typography>
        <Typography sx={{ fontWeight: 600 }}>{t('cards.common.perMonth', { price: f.money(price) })}</Typography>
      </Box>
      <Button variant="contained" fullWidth>
        {t('cards.advance.proceed')}
      </Button>
    </TitledCard>
  );
}
