import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Button from '@mui/material/Button';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PLANS } from '../validation/schema';
import { COLORS, Demo, DemoGrid } from './layout';

/** A labelled radio group: the legend names it for screen readers. */
function Group({
  label,
  children,
  row = true,
  ...rest
}: {
  label: string;
  children: React.ReactNode;
  row?: boolean;
  defaultValue?: string;
}) {
  const id = useId();
  return (
    <FormControl>
      <FormLabel id={id}>{label}</FormLabel>
      <RadioGroup row={row} aria-labelledby={id} {...rest}>
        {children}
      </RadioGroup>
    </FormControl>
  );
}

/** Radio groups: in a row or a column, colours, sizes, icons, label sides and a checked answer. */
export function RadioDemos() {
  const { t } = useTranslation();
  const [answer, setAnswer] = useState('');
  const [checked, setChecked] = useState<null | boolean>(null);
  const check = (e: FormEvent) => {
    e.preventDefault();
    setChecked(answer === 'team');
  };
  return (
    <DemoGrid>
      <Demo title={t('forms.el.basic')} description={t('forms.el.rd.basicDesc')}>
        <Group label={t('forms.f.plan')} defaultValue="basic">
          {PLANS.map((p) => (
            <FormControlLabel key={p} value={p} control={<Radio />} label={t(`forms.plan.${p}`)} />
          ))}
          <FormControlLabel value="none" control={<Radio />} label={t('forms.el.disabled')} disabled />
        </Group>
      </Demo>
      <Demo title={t('forms.el.rd.column')} description={t('forms.el.rd.columnDesc')}>
        <Group label={t('forms.layouts.speed')} row={false} defaultValue="standard">
          {(['standard', 'express', 'overnight'] as const).map((s) => (
            <FormControlLabel key={s} value={s} control={<Radio />} label={t(`forms.layouts.speed.${s}`)} />
          ))}
        </Group>
      </Demo>
      <Demo title={t('forms.el.colors')} description={t('forms.el.colorsDesc')}>
        <Group label={t('forms.el.colors')} defaultValue="primary">
          {COLORS.map((c) => (
            <FormControlLabel key={c} value={c} control={<Radio color={c} />} label={t(`color.${c}`)} />
          ))}
        </Group>
      </Demo>
      <Demo title={t('forms.el.sizes')} description={t('forms.el.sizesDesc')}>
        <Group label={t('forms.el.sizes')} defaultValue="small">
          <FormControlLabel value="small" control={<Radio size="small" />} label={t('forms.el.small')} />
          <FormControlLabel value="medium" control={<Radio />} label={t('forms.el.medium')} />
          <FormControlLabel
            value="large"
            control={<Radio sx={{ '& .MuiSvgIcon-root': { fontSize: 32 } }} />}
            label={t('forms.el.large')}
          />
        </Group>
      </Demo>
      <Demo title={t('forms.el.icons')} description={t('forms.el.iconsDesc')}>
        <Group label={t('forms.el.rd.score')} defaultValue="3">
          {['1', '2', '3'].map((n) => (
            <FormControlLabel
              key={n}
              value={n}
              label={n}
              control={
                <Radio color="warning" icon={<IconStar aria-hidden />} checkedIcon={<IconStarFilled aria-hidden />} />
              }
            />
          ))}
        </Group>
      </Demo>
      <Demo title={t('forms.el.placement')} description={t('forms.el.placementDesc')}>
        <Group label={t('forms.el.placement')} defaultValue="end">
          {(['end', 'start', 'top', 'bottom'] as const).map((p) => (
            <FormControlLabel
              key={p}
              value={p}
              control={<Radio />}
              label={t(`forms.el.side.${p}`)}
              labelPlacement={p}
            />
          ))}
        </Group>
      </Demo>
      <Demo title={t('forms.el.rd.quiz')} description={t('forms.el.rd.quizDesc')} wide>
        <form onSubmit={check} noValidate>
          <FormControl error={checked === false}>
            <FormLabel id="radio-quiz">{t('forms.el.rd.question')}</FormLabel>
            <RadioGroup
              aria-labelledby="radio-quiz"
              aria-describedby="radio-quiz-help"
              value={answer}
              onChange={(e) => {
                setAnswer(e.target.value);
                setChecked(null);
              }}
            >
              {PLANS.map((p) => (
                <FormControlLabel key={p} value={p} control={<Radio />} label={t(`forms.plan.${p}`)} />
              ))}
            </RadioGroup>
            <FormHelperText id="radio-quiz-help" role="status">
              {checked === null
                ? t('forms.el.rd.chooseHint')
                : checked
                  ? t('forms.el.rd.right')
                  : t('forms.el.rd.wrong')}
            </FormHelperText>
          </FormControl>
          <div>
            <Button type="submit" variant="outlined" sx={{ mt: 1 }}>
              {t('forms.el.rd.check')}
            </Button>
          </div>
        </form>
      </Demo>
    </DemoGrid>
  );
}
