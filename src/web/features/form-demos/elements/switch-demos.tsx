import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Switch from '@mui/material/Switch';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COLORS, Demo, DemoGrid, Row } from './layout';

const SETTINGS = ['email', 'push', 'sms'] as const;

/** Switches: states, colours, sizes, label sides and a settings group. */
export function SwitchDemos() {
  const { t } = useTranslation();
  const [on, setOn] = useState<Record<string, boolean>>({ email: true, push: false, sms: false });
  return (
    <DemoGrid>
      <Demo title={t('forms.el.basic')} description={t('forms.el.sw.basicDesc')}>
        <Row>
          <FormControlLabel control={<Switch defaultChecked />} label={t('forms.el.on')} />
          <FormControlLabel control={<Switch />} label={t('forms.el.off')} />
          <FormControlLabel control={<Switch disabled />} label={t('forms.el.disabled')} disabled />
          <FormControlLabel control={<Switch disabled checked />} label={t('forms.el.disabledChecked')} disabled />
        </Row>
      </Demo>
      <Demo title={t('forms.el.colors')} description={t('forms.el.colorsDesc')}>
        <Row>
          {COLORS.map((c) => (
            <FormControlLabel key={c} control={<Switch defaultChecked color={c} />} label={t(`color.${c}`)} />
          ))}
        </Row>
      </Demo>
      <Demo title={t('forms.el.sizes')} description={t('forms.el.sizesDesc')}>
        <Row>
          <FormControlLabel control={<Switch size="small" defaultChecked />} label={t('forms.el.small')} />
          <FormControlLabel control={<Switch defaultChecked />} label={t('forms.el.medium')} />
        </Row>
      </Demo>
      <Demo title={t('forms.el.placement')} description={t('forms.el.placementDesc')}>
        <Row>
          {(['end', 'start', 'top', 'bottom'] as const).map((p) => (
            <FormControlLabel
              key={p}
              control={<Switch defaultChecked />}
              label={t(`forms.el.side.${p}`)}
              labelPlacement={p}
            />
          ))}
        </Row>
      </Demo>
      <Demo title={t('forms.el.sw.group')} description={t('forms.el.sw.groupDesc')} wide>
        <FormControl component="fieldset">
          <FormLabel component="legend">{t('forms.el.sw.notify')}</FormLabel>
          <FormGroup>
            {SETTINGS.map((s) => (
              <FormControlLabel
                key={s}
                label={t(`forms.el.sw.${s}`)}
                control={<Switch checked={on[s] ?? false} onChange={(e) => setOn({ ...on, [s]: e.target.checked })} />}
              />
            ))}
          </FormGroup>
          <FormHelperText role="status">
            {t('forms.el.sw.count', { count: SETTINGS.filter((s) => on[s]).length })}
          </FormHelperText>
        </FormControl>
      </Demo>
    </DemoGrid>
  );
}
