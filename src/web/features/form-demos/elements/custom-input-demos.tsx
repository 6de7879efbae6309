import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import {
  IconBriefcase,
  IconBuildingSkyscraper,
  IconCreditCard,
  IconCash,
  IconRocket,
  IconUser,
  IconWallet,
} from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Demo, DemoGrid } from './layout';
import { OptionCard } from './option-card';
import { SCENE_NAMES, ScenePicture, SchemePicture } from './pictures';

/** A radio group or checkbox group of cards, under a heading that names it. */
function CardGroup({ kind, label, children }: { kind: 'radio' | 'checkbox'; label: string; children: ReactNode }) {
  const id = useId();
  return (
    <div role={kind === 'radio' ? 'radiogroup' : 'group'} aria-labelledby={id}>
      <Typography id={id} variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        {label}
      </Typography>
      <Grid container spacing={3}>
        {children}
      </Grid>
    </div>
  );
}

const PLAN_ICONS = { basic: IconUser, team: IconBriefcase, enterprise: IconBuildingSkyscraper } as const;
const PAY_ICONS = { card: IconCreditCard, cash: IconCash, wallet: IconWallet, crypto: IconRocket } as const;

/** Radios and checkboxes drawn as cards: with text, with icons and with pictures. */
export function CustomInputDemos() {
  const { t } = useTranslation();
  const [shipping, setShipping] = useState('standard');
  const [extras, setExtras] = useState<string[]>(['wrap']);
  const [plan, setPlan] = useState('team');
  const [pay, setPay] = useState<string[]>(['card']);
  const [scheme, setScheme] = useState('light');
  const [scenes, setScenes] = useState<string[]>(['sea']);
  const toggle = (list: string[], set: (v: string[]) => void, v: string) => (on: boolean) =>
    set(on ? [...list, v] : list.filter((x) => x !== v));
  return (
    <DemoGrid>
      <Demo title={t('forms.el.ci.radios')} description={t('forms.el.ci.radiosDesc')}>
        <CardGroup kind="radio" label={t('forms.layouts.speed')}>
          {(['standard', 'express'] as const).map((s) => (
            <Grid key={s} size={{ xs: 12, sm: 6 }}>
              <OptionCard
                kind="radio"
                name="ci-shipping"
                value={s}
                checked={shipping === s}
                onChange={() => setShipping(s)}
                title={t(`forms.el.ci.ship.${s}`)}
                aside={s === 'standard' ? t('forms.el.ci.free') : '$10'}
                description={t(`forms.layouts.speed.${s}`)}
              />
            </Grid>
          ))}
        </CardGroup>
      </Demo>
      <Demo title={t('forms.el.ci.checkboxes')} description={t('forms.el.ci.checkboxesDesc')}>
        <CardGroup kind="checkbox" label={t('forms.el.ci.extras')}>
          {(['wrap', 'insure'] as const).map((x) => (
            <Grid key={x} size={{ xs: 12, sm: 6 }}>
              <OptionCard
                kind="checkbox"
                name="ci-extras"
                value={x}
                checked={extras.includes(x)}
                onChange={toggle(extras, setExtras, x)}
                title={t(`forms.el.ci.extra.${x}`)}
                aside={x === 'wrap' ? '$4' : '$12'}
                description={t(`forms.el.ci.extra.${x}Desc`)}
              />
            </Grid>
          ))}
        </CardGroup>
      </Demo>
      <Demo title={t('forms.el.ci.iconRadios')} description={t('forms.el.ci.iconRadiosDesc')}>
        <CardGroup kind="radio" label={t('forms.f.plan')}>
          {(['basic', 'team', 'enterprise'] as const).map((p) => {
            const Icon = PLAN_ICONS[p];
            return (
              <Grid key={p} size={{ xs: 12, sm: 4 }}>
                <OptionCard
                  kind="radio"
                  name="ci-plan"
                  value={p}
                  checked={plan === p}
                  onChange={() => setPlan(p)}
                  icon={<Icon size={32} aria-hidden />}
                  title={t(`forms.plan.${p}`)}
                  description={t(`forms.el.ci.planDesc.${p}`)}
                />
              </Grid>
            );
          })}
        </CardGroup>
      </Demo>
      <Demo title={t('forms.el.ci.iconCheckboxes')} description={t('forms.el.ci.iconCheckboxesDesc')}>
        <CardGroup kind="checkbox" label={t('forms.layouts.payment')}>
          {(['card', 'cash', 'wallet', 'crypto'] as const).map((p) => {
            const Icon = PAY_ICONS[p];
            return (
              <Grid key={p} size={{ xs: 6, sm: 3 }}>
                <OptionCard
                  kind="checkbox"
                  name="ci-pay"
                  value={p}
                  checked={pay.includes(p)}
                  onChange={toggle(pay, setPay, p)}
                  icon={<Icon size={28} aria-hidden />}
                  title={t(`forms.el.ci.pay.${p}`)}
                />
              </Grid>
            );
          })}
        </CardGroup>
      </Demo>
      <Demo title={t('forms.el.ci.imageRadios')} description={t('forms.el.ci.imageRadiosDesc')}>
        <CardGroup kind="radio" label={t('forms.el.ci.scheme')}>
          {(['light', 'dark', 'system'] as const).map((s) => (
            <Grid key={s} size={{ xs: 12, sm: 4 }}>
              <OptionCard
                kind="radio"
                name="ci-scheme"
                value={s}
                checked={scheme === s}
                onChange={() => setScheme(s)}
                picture={<SchemePicture scheme={s} />}
                title={t(`forms.el.ci.scheme.${s}`)}
              />
            </Grid>
          ))}
        </CardGroup>
      </Demo>
      <Demo title={t('forms.el.ci.imageCheckboxes')} description={t('forms.el.ci.imageCheckboxesDesc')}>
        <CardGroup kind="checkbox" label={t('forms.el.ci.topics')}>
          {SCENE_NAMES.map((s) => (
            <Grid key={s} size={{ xs: 6, sm: 3 }}>
              <OptionCard
                kind="checkbox"
                name="ci-scenes"
                value={s}
                checked={scenes.includes(s)}
                onChange={toggle(scenes, setScenes, s)}
                picture={<ScenePicture scene={s} />}
                title={t(`forms.el.ci.scene.${s}`)}
              />
            </Grid>
          ))}
        </CardGroup>
      </Demo>
    </DemoGrid>
  );
}
