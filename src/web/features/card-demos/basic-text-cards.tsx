import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { IconBookmark, IconHeart, IconShare } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InitialsAvatar } from './tonal';

/** Title, subtitle, a paragraph and two buttons: the plainest card. */
export function TextCard() {
  const { t } = useTranslation();
  return (
    <Card component="section" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h5" component="h2">
          {t('cards.basic.textTitle')}
        </Typography>
        <Typography variant="subtitle2" color="textSecondary" sx={{ mb: 2 }}>
          {t('cards.basic.textSubtitle')}
        </Typography>
        <Typography variant="body2">{t('cards.basic.textBody')}</Typography>
      </CardContent>
      <CardActions sx={{ px: 3, pb: 3 }}>
        <Button variant="contained">{t('cards.basic.readMore')}</Button>
        <Button>{t('cards.basic.later')}</Button>
      </CardActions>
    </Card>
  );
}

/** A header with an avatar and a date, and a footer under a rule. */
export function HeaderFooterCard() {
  const { t } = useTranslation();
  return (
    <Card component="section" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardHeader
        avatar={<InitialsAvatar initials="AK" />}
        title={t('cards.basic.headerTitle')}
        subheader={t('cards.basic.headerSubtitle')}
        slotProps={{ title: { variant: 'h5', component: 'h2' } }}
      />
      <Divider />
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography variant="body2">{t('cards.basic.headerBody')}</Typography>
      </CardContent>
      <Divider />
      <CardContent>
        <Typography variant="caption" color="textSecondary">
          {t('cards.basic.footerText')}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** Icon buttons that keep their state (liked, saved), each named for a screen reader. */
export function ActionsCard() {
  const { t } = useTranslation();
  const [liked, setLiked] = useState(false);
  const [saved, setSaved] = useState(false);
  return (
    <Card component="section" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
          {t('cards.basic.actionsTitle')}
        </Typography>
        <Typography variant="body2">{t('cards.basic.actionsBody')}</Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, justifyContent: 'space-between' }}>
        <Button size="small">{t('cards.basic.readMore')}</Button>
        <div>
          <IconButton
            aria-label={t('cards.basic.like')}
            aria-pressed={liked}
            color={liked ? 'error' : 'default'}
            onClick={() => setLiked((v) => !v)}
          >
            <IconHeart aria-hidden fill={liked ? 'currentColor' : 'none'} />
          </IconButton>
          <IconButton
            aria-label={t('cards.basic.save')}
            aria-pressed={saved}
            color={saved ? 'primary' : 'default'}
            onClick={() => setSaved((v) => !v)}
          >
            <IconBookmark aria-hidden fill={saved ? 'currentColor' : 'none'} />
          </IconButton>
          <IconButton aria-label={t('cards.basic.share')}>
            <IconShare aria-hidden />
          </IconButton>
        </div>
      </CardActions>
    </Card>
  );
}
