import { LANGUAGES } from '@common/i18n/languages';
import type { PublicUser } from '@common/schemas/account';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { IconCalendar, IconDevices, IconMail, IconSettings, IconShieldCheck, IconUser } from '@tabler/icons-react';
import { accountSettingsPath, userProfilePath } from '@web/lib/paths';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSessions } from '../api/sessions';
import { describeDevice } from './describe-device';

export const USER_PROFILE_TABS = ['profile', 'activity'] as const;
export type UserProfileTab = (typeof USER_PROFILE_TABS)[number];

/** The signed-in user as others would know them, and where they have been signed in. */
export function UserProfile({ tab, user }: { tab: UserProfileTab; user: PublicUser }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'cn' ? 'zh-CN' : i18n.language;
  const date = (iso: string) => new Date(iso).toLocaleDateString(locale, { dateStyle: 'long' });
  return (
    <Stack spacing={3}>
      <Card>
        <CardContent>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: 'center' }}>
            <Avatar
              src={user.avatarUrl ?? undefined}
              alt={user.name}
              variant="rounded"
              sx={{ width: 110, height: 110, fontSize: 44 }}
            >
              {user.name.slice(0, 1).toUpperCase()}
            </Avatar>
            <Stack spacing={1} sx={{ flexGrow: 1 }}>
              <Typography variant="h4" component="h1">
                {user.name}
              </Typography>
              <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', color: 'text.secondary' }}>
                <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                  <IconMail size={18} aria-hidden />
                  <span>{user.email}</span>
                </Stack>
                <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                  <IconCalendar size={18} aria-hidden />
                  <span>{t('account.profile.joined', { date: date(user.createdAt) })}</span>
                </Stack>
              </Stack>
            </Stack>
            <Button
              component={RouterLink}
              to={accountSettingsPath()}
              variant="contained"
              startIcon={<IconSettings size={18} />}
            >
              {t('account.profile.edit')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
      <Tabs value={tab} aria-label={t('account.profile.tabs')}>
        {USER_PROFILE_TABS.map((name) => (
          <Tab
            key={name}
            value={name}
            label={t(`account.profile.tab.${name}`)}
            component={RouterLink}
            to={userProfilePath(name)}
          />
        ))}
      </Tabs>
      {tab === 'profile' ? <About user={user} /> : <Activity />}
    </Stack>
  );
}

function About({ user }: { user: PublicUser }) {
  const { t } = useTranslation();
  const language = LANGUAGES.find((l) => l.code === user.language)?.name ?? t('account.languageSite');
  const rows: [string, React.ReactNode][] = [
    [t('auth.field.name'), user.name],
    [t('auth.field.email'), user.email],
    [
      t('account.profile.emailStatus'),
      t(user.emailVerified ? 'account.profile.verified' : 'account.profile.notVerified'),
    ],
    [t('account.language'), language],
    [t('account.profile.status'), t(`account.status.${user.status}`)],
    [t('account.twoStep.title'), t(user.totpEnabled ? 'account.twoStep.on' : 'account.twoStep.off')],
  ];
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 7 }}>
        <Card>
          <CardHeader avatar={<IconUser aria-hidden />} title={t('account.profile.about')} />
          <CardContent>
            <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
              {rows.map(([label, value]) => (
                <Stack key={label} direction="row" spacing={2}>
                  <Typography component="dt" sx={{ fontWeight: 600, minWidth: 180 }}>
                    {label}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0 }}>
                    {value}
                  </Typography>
                </Stack>
              ))}
            </Stack>
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Card>
          <CardHeader avatar={<IconShieldCheck aria-hidden />} title={t('account.profile.access')} />
          <CardContent>
            <Typography variant="subtitle2" gutterBottom>
              {t('account.profile.roles')}
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
              {user.roles.map((r) => (
                <Chip key={r} label={r} color="primary" variant="outlined" />
              ))}
            </Stack>
            <Typography variant="subtitle2" gutterBottom>
              {t('account.profile.scopes')}
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {user.scopes.map((s) => (
                <Chip key={s} label={s} />
              ))}
            </Stack>
          </CardContent>
        </Card>
      </Grid>
    </Grid>
  );
}

function Activity() {
  const { t, i18n } = useTranslation();
  const sessions = useSessions();
  const locale = i18n.language === 'cn' ? 'zh-CN' : i18n.language;
  return (
    <Card>
      <CardHeader
        avatar={<IconDevices aria-hidden />}
        title={t('account.profile.activity')}
        subheader={t('account.profile.activityHelp')}
      />
      <CardContent>
        {sessions.isPending && <Skeleton height={80} />}
        {sessions.isError && <Typography color="error">{t('account.sessions.loadFailed')}</Typography>}
        <List>
          {sessions.data?.map((s) => (
            <ListItem key={s.id} divider>
              <ListItemText
                primary={
                  describeDevice(s.userAgent, t('account.sessions.unknownDevice')) +
                  (s.current ? ` — ${t('account.sessions.current')}` : '')
                }
                secondary={t('account.profile.sessionLine', {
                  signedIn: new Date(s.createdAt).toLocaleString(locale),
                  lastUsed: new Date(s.lastUsedAt).toLocaleString(locale),
                })}
              />
            </ListItem>
          ))}
        </List>
        <Button component={RouterLink} to={accountSettingsPath('security')}>
          {t('account.profile.manageSessions')}
        </Button>
      </CardContent>
    </Card>
  );
}
