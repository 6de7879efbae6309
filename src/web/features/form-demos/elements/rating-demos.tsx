import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Demo, DemoGrid, Row } from './layout';

const WORDS = ['useless', 'poor', 'ok', 'good', 'excellent'] as const;

/** A rating with its visible label tied to it. */
function Labelled({ label, children }: { label: string; children: (labelId: string) => React.ReactNode }) {
  const id = useId();
  return (
    <Box>
      <Typography id={id} variant="body2" component="p" gutterBottom>
        {label}
      </Typography>
      {children(id)}
    </Box>
  );
}

/** Star ratings: editable, read-only, halves, sizes, other icons, words on hover, ten stars. */
export function RatingDemos() {
  const { t } = useTranslation();
  const [value, setValue] = useState<number | null>(3);
  const [hover, setHover] = useState(-1);
  const shown = hover !== -1 ? hover : (value ?? 0);
  return (
    <DemoGrid>
      <Demo title={t('forms.el.basic')} description={t('forms.el.rt.basicDesc')}>
        <Stack sx={{ gap: 2 }}>
          <Labelled label={t('forms.el.rt.controlled')}>
            {(id) => <Rating name="controlled" value={value} onChange={(_, v) => setValue(v)} aria-labelledby={id} />}
          </Labelled>
          <Labelled label={t('forms.el.readOnly')}>
            {(id) => <Rating name="read-only" value={4} readOnly aria-labelledby={id} />}
          </Labelled>
          <Labelled label={t('forms.el.disabled')}>
            {(id) => <Rating name="disabled" value={2} disabled aria-labelledby={id} />}
          </Labelled>
          <Labelled label={t('forms.el.rt.empty')}>
            {(id) => <Rating name="no-value" value={null} aria-labelledby={id} />}
          </Labelled>
        </Stack>
      </Demo>
      <Demo title={t('forms.el.rt.precision')} description={t('forms.el.rt.precisionDesc')}>
        <Stack sx={{ gap: 2 }}>
          <Labelled label={t('forms.el.rt.halves')}>
            {(id) => <Rating name="half" defaultValue={2.5} precision={0.5} aria-labelledby={id} />}
          </Labelled>
          <Labelled label={t('forms.el.rt.average')}>
            {(id) => <Rating name="average" value={3.7} precision={0.1} readOnly aria-labelledby={id} />}
          </Labelled>
        </Stack>
      </Demo>
      <Demo title={t('forms.el.sizes')} description={t('forms.el.sizesDesc')}>
        <Stack sx={{ gap: 1 }}>
          {(['small', 'medium', 'large'] as const).map((s) => (
            <Labelled key={s} label={t(`forms.el.${s}`)}>
              {(id) => <Rating name={`size-${s}`} defaultValue={3} size={s} aria-labelledby={id} />}
            </Labelled>
          ))}
        </Stack>
      </Demo>
      <Demo title={t('forms.el.icons')} description={t('forms.el.rt.iconsDesc')}>
        <Labelled label={t('forms.el.favourite')}>
          {(id) => (
            <Rating
              name="hearts"
              defaultValue={3}
              icon={<IconHeartFilled size={24} aria-hidden />}
              emptyIcon={<IconHeart size={24} aria-hidden />}
              sx={{
                '& .MuiRating-iconFilled': { color: 'error.main' },
                '& .MuiRating-iconHover': { color: 'error.dark' },
              }}
              aria-labelledby={id}
            />
          )}
        </Labelled>
      </Demo>
      <Demo title={t('forms.el.rt.feedback')} description={t('forms.el.rt.feedbackDesc')}>
        <Labelled label={t('forms.el.rt.howWasIt')}>
          {(id) => (
            <Row>
              <Rating
                name="feedback"
                value={value}
                onChange={(_, v) => setValue(v)}
                onChangeActive={(_, v) => setHover(v)}
                getLabelText={(v) => t(`forms.el.rt.word.${WORDS[v - 1] ?? 'ok'}`)}
                aria-labelledby={id}
              />
              <Typography variant="body2" aria-live="polite">
                {shown > 0 ? t(`forms.el.rt.word.${WORDS[shown - 1] ?? 'ok'}`) : '—'}
              </Typography>
            </Row>
          )}
        </Labelled>
      </Demo>
      <Demo title={t('forms.el.rt.ten')} description={t('forms.el.rt.tenDesc')}>
        <Labelled label={t('forms.el.rt.score')}>
          {(id) => <Rating name="ten" defaultValue={7} max={10} aria-labelledby={id} />}
        </Labelled>
      </Demo>
    </DemoGrid>
  );
}
