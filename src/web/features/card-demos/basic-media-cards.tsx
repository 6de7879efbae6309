import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PICTURES } from './pictures';

const PICTURE_HEIGHT = 180;

/** A picture above the text (`bottom`: below it), with its alternative text. */
export function ImageCard({ at }: { at: 'top' | 'bottom' }) {
  const { t } = useTranslation();
  const key = at === 'top' ? 'imageTop' : 'imageBottom';
  const picture = (
    <CardMedia
      component="img"
      height={PICTURE_HEIGHT}
      image={at === 'top' ? PICTURES.mountains : PICTURES.sea}
      alt={t(`cards.basic.${key}Alt`)}
    />
  );
  return (
    <Card component="section" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      {at === 'top' && picture}
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
          {t(`cards.basic.${key}Title`)}
        </Typography>
        <Typography variant="body2">{t(`cards.basic.${key}Body`)}</Typography>
        {at === 'top' && (
          <Button variant="contained" sx={{ mt: 2 }}>
            {t('cards.basic.readMore')}
          </Button>
        )}
      </CardContent>
      {at === 'bottom' && picture}
    </Card>
  );
}

/** Text laid over the picture, on a dark veil so it stays readable on any part of it. */
export function OverlayCard() {
  const { t } = useTranslation();
  return (
    <Card component="section" sx={{ height: '100%', minHeight: 260, position: 'relative', color: '#fff' }}>
      <CardMedia
        component="img"
        image={PICTURES.city}
        alt={t('cards.basic.overlayAlt')}
        sx={{ position: 'absolute', inset: 0, height: '100%', objectFit: 'cover' }}
      />
      <Box
        sx={{
          position: 'relative',
          height: '100%',
          minHeight: 260,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'flex-end',
          p: 3,
          // Dark enough behind the words for AA contrast over the lit windows.
          background: 'linear-gradient(to top, rgba(12,16,34,.92), rgba(12,16,34,.55) 60%, rgba(12,16,34,.2))',
        }}
      >
        <Typography variant="h5" component="h2" sx={{ color: 'inherit', mb: 1 }}>
          {t('cards.basic.overlayTitle')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'inherit' }}>
          {t('cards.basic.overlayBody')}
        </Typography>
      </Box>
    </Card>
  );
}

/** The picture at the start and the text beside it; stacked on a phone. */
export function HorizontalCard() {
  const { t } = useTranslation();
  return (
    <Card component="section" sx={{ height: '100%', display: 'flex', flexDirection: { xs: 'column', sm: 'row' } }}>
      <CardMedia
        component="img"
        image={PICTURES.mountains}
        alt={t('cards.basic.horizontalAlt')}
        sx={{ width: { xs: '100%', sm: '40%' }, height: { xs: PICTURE_HEIGHT, sm: 'auto' }, objectFit: 'cover' }}
      />
      <Box sx={{ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 }}>
        <CardContent sx={{ flexGrow: 1 }}>
          <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
            {t('cards.basic.horizontalTitle')}
          </Typography>
          <Typography variant="body2">{t('cards.basic.horizontalBody')}</Typography>
        </CardContent>
        <CardActions sx={{ px: 2, pb: 2 }}>
          <Button>{t('cards.basic.readMore')}</Button>
        </CardActions>
      </Box>
    </Card>
  );
}
