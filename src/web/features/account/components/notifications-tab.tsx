import type { PublicUser } from '@common/schemas/account';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TOPICS,
  useNotificationPreferences,
} from '../api/notification-preferences';

/** Preferences kept in this browser only (the API has none yet); the alert tells the user so. */
export function NotificationsTab({ user }: { user: PublicUser }) {
  const { t } = useTranslation();
  const [prefs, save] = useNotificationPreferences(user.id);
  return (
    <Card>
      <CardHeader title={t('account.notifications.title')} subheader={t('account.notifications.subtitle')} />
      <Alert severity="info" sx={{ mx: 2, mb: 2 }}>
        {t('account.notifications.localOnly')}
      </Alert>
      <TableContainer>
        <Table aria-label={t('account.notifications.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('account.notifications.topic')}</TableCell>
              {NOTIFICATION_CHANNELS.map((c) => (
                <TableCell key={c} align="center">
                  {t(`account.notifications.channel.${c}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {NOTIFICATION_TOPICS.map((topic) => (
              <TableRow key={topic}>
                <TableCell>{t(`account.notifications.topic.${topic}`)}</TableCell>
                {NOTIFICATION_CHANNELS.map((channel) => (
                  <TableCell key={channel} align="center">
                    <Checkbox
                      checked={prefs[topic][channel]}
                      onChange={(e) => save({ ...prefs, [topic]: { ...prefs[topic], [channel]: e.target.checked } })}
                      slotProps={{
                        input: {
                          'aria-label': `${t(`account.notifications.topic.${topic}`)}: ${t(`account.notifications.channel.${channel}`)}`,
                        },
                      }}
                    />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Card>
  );
}
