import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { IconMessageCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { InitialsAvatar } from './tonal';
import { TitledCard } from './titled-card';
import { TONES } from './tone';

/** One card per theme colour, its text in the colour's own readable contrast text. */
export function ColourCards() {
  const { t } = useTranslation();
  return (
    <TitledCard title={t('cards.basic.coloursTitle')} subheader={t('cards.basic.coloursSubtitle')}>
      <Grid container spacing={2}>
        {TONES.map((tone) => (
          <Grid key={tone} size={{ xs: 12, sm: 6, md: 4 }}>
            <Card sx={{ bgcolor: `${tone}.main`, color: `${tone}.contrastText`, boxShadow: 'none' }}>
              <CardContent>
                <Typography variant="h6" component="h3" sx={{ color: 'inherit' }}>
                  {t(`cards.tone.${tone}`)}
                </Typography>
                <Typography variant="body2" sx={{ color: 'inherit' }}>
                  {t('cards.basic.colourBody')}
                </Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </TitledCard>
  );
}

/** Outlined cards with a coloured border and a thicker edge at the bottom. */
export function BorderCards() {
  const { t } = useTranslation();
  return (
    <TitledCard title={t('cards.basic.bordersTitle')} subheader={t('cards.basic.bordersSubtitle')}>
      <Grid container spacing={2}>
        {TONES.map((tone) => (
          <Grid key={tone} size={{ xs: 12, sm: 6, md: 4 }}>
            <Card
              variant="outlined"
              sx={{ borderColor: `${tone}.main`, borderBottomWidth: 4, boxShadow: 'none', height: '100%' }}
            >
              <CardContent>
                <Typography variant="h6" component="h3" sx={{ color: `${tone}.main` }}>
                  {t(`cards.tone.${tone}`)}
                </Typography>
                <Typography variant="body2">{t('cards.basic.borderBody')}</Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </TitledCard>
  );
}

const PEOPLE = [
  { name: 'Amira Haddad', initials: 'AH', role: 'designer', online: true },
  { name: 'Lukas Berger', initials: 'LB', role: 'developer', online: true },
  { name: 'Sofia Marques', initials: 'SM', role: 'manager', online: false },
  { name: 'Kenji Watanabe', initials: 'KW', role: 'support', online: false },
] as const;

/** A card whose body is a list, each row with a person, a status and a labelled action. */
export function ListCard() {
  const { t } = useTranslation();
  return (
    <TitledCard
      title={t('cards.basic.listTitle')}
      subheader={t('cards.basic.listSubtitle')}
      action={<Button size="small">{t('cards.common.viewAll')}</Button>}
      bare
    >
      <List sx={{ pt: 0 }}>
        {PEOPLE.map((p) => (
          <ListItem
            key={p.name}
            secondaryAction={
              <IconButton edge="end" aria-label={t('cards.basic.messageTo', { name: p.name })}>
                <IconMessageCircle aria-hidden />
              </IconButton>
            }
            sx={{ px: 3 }}
          >
            <ListItemAvatar>
              <InitialsAvatar initials={p.initials} />
            </ListItemAvatar>
            <ListItemText
              primary={p.name}
              secondary={
                <>
                  {t(`cards.role.${p.role}`)}
                  <Box component="span" sx={{ mx: 0.75 }} aria-hidden>
                    ·
                  </Box>
                  <Box component="span" sx={{ color: p.online ? 'success.main' : 'text.secondary' }}>
                    {t(p.online ? 'cards.common.online' : 'cards.common.away')}
                  </Box>
                </>
              }
            />
          </ListItem>
        ))}
      </List>
    </TitledCard>
  );
}
