import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { IconBookmark, IconBookmarkFilled, IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INTERESTS } from '../validation/schema';
import { COLORS, Demo, DemoGrid, Row } from './layout';

/** Checkboxes: states, colours, sizes, icons, label sides and a parent that ticks its children. */
export function CheckboxDemos() {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<string[]>(['design']);
  const all = picked.length === INTERESTS.length;
  const some = picked.length > 0 && !all;
  const [chosen, setChosen] = useState<string[]>([]);
  return (
    <DemoGrid>
      <Demo title={t('forms.el.basic')} description={t('forms.el.cb.basicDesc')}>
        <Row>
          <FormControlLabel control={<Checkbox defaultChecked />} label={t('forms.el.checked')} />
          <FormControlLabel control={<Checkbox />} label={t('forms.el.unchecked')} />
          <FormControlLabel control={<Checkbox indeterminate />} label={t('forms.el.indeterminate')} />
          <FormControlLabel control={<Checkbox disabled />} label={t('forms.el.disabled')} disabled />
          <FormControlLabel control={<Checkbox disabled checked />} label={t('forms.el.disabledChecked')} disabled />
        </Row>
      </Demo>
      <Demo title={t('forms.el.colors')} description={t('forms.el.colorsDesc')}>
        <Row>
          {COLORS.map((c) => (
            <FormControlLabel key={c} control={<Checkbox defaultChecked color={c} />} label={t(`color.${c}`)} />
          ))}
        </Row>
      </Demo>
      <Demo title={t('forms.el.sizes')} description={t('forms.el.sizesDesc')}>
        <Row>
          <FormControlLabel control={<Checkbox defaultChecked size="small" />} label={t('forms.el.small')} />
          <FormControlLabel control={<Checkbox defaultChecked />} label={t('forms.el.medium')} />
          <FormControlLabel
            control={<Checkbox defaultChecked sx={{ '& .MuiSvgIcon-root': { fontSize: 32 } }} />}
            label={t('forms.el.large')}
          />
        </Row>
      </Demo>
      <Demo title={t('forms.el.icons')} description={t('forms.el.iconsDesc')}>
        <Row>
          <FormControlLabel
            control={
              <Checkbox
                icon={<IconHeart aria-hidden />}
                checkedIcon={<IconHeartFilled aria-hidden />}
                color="error"
                defaultChecked
              />
            }
            label={t('forms.el.favourite')}
          />
          <FormControlLabel
            control={<Checkbox icon={<IconBookmark aria-hidden />} checkedIcon={<IconBookmarkFilled aria-hidden />} />}
            label={t('forms.el.bookmark')}
          />
        </Row>
      </Demo>
      <Demo title={t('forms.el.placement')} description={t('forms.el.placementDesc')}>
        <Row>
          {(['end', 'start', 'top', 'bottom'] as const).map((p) => (
            <FormControlLabel
              key={p}
              control={<Checkbox defaultChecked={p === 'end'} />}
              label={t(`forms.el.side.${p}`)}
              labelPlacement={p}
            />
          ))}
        </Row>
      </Demo>
      <Demo title={t('forms.el.cb.parent')} description={t('forms.el.cb.parentDesc')}>
        <FormControlLabel
          label={t('forms.f.interests')}
          control={
            <Checkbox checked={all} indeterminate={some} onChange={() => setPicked(all ? [] : [...INTERESTS])} />
          }
        />
        <Box sx={{ display: 'flex', flexDirection: 'column', ms: 3 }}>
          {INTERESTS.map((i) => (
            <FormControlLabel
              key={i}
              label={t(`forms.interest.${i}`)}
              control={
                <Checkbox
                  checked={picked.includes(i)}
                  onChange={(e) => setPicked(e.target.checked ? [...picked, i] : picked.filter((p) => p !== i))}
                />
              }
            />
          ))}
        </Box>
      </Demo>
      <Demo title={t('forms.el.cb.group')} description={t('forms.el.cb.groupDesc')} wide>
        <FormControl component="fieldset" error={chosen.length > 2}>
          <FormLabel component="legend">{t('forms.el.cb.pickTwo')}</FormLabel>
          <FormGroup row>
            {INTERESTS.map((i) => (
              <FormControlLabel
                key={i}
                label={t(`forms.interest.${i}`)}
                control={
                  <Checkbox
                    checked={chosen.includes(i)}
                    onChange={(e) => setChosen(e.target.checked ? [...chosen, i] : chosen.filter((p) => p !== i))}
                  />
                }
              />
            ))}
          </FormGroup>
          <FormHelperText role={chosen.length > 2 ? 'alert' : undefined}>
            {chosen.length > 2 ? t('forms.el.cb.tooMany') : t('forms.el.cb.pickTwoHint')}
          </FormHelperText>
        </FormControl>
      </Demo>
    </DemoGrid>
  );
}
