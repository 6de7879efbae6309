import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TOPICS,
  type NotificationChannel,
  type NotificationPreferences,
  type NotificationTopic,
} from '@common/schemas/account';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { QueryState } from '@web/components/query-state';
import { notify } from '@web/components/snackbar/snackbar-service';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotificationPreferences, useSaveNotificationPreferences } from '../api/notification-preferences';

/** What the account is told about, per topic and channel; each tick is saved to the account at once. */
export function NotificationsTab() {
  const { t } = useTranslation();
  const prefs = useNotificationPreferences();
  const save = useSaveNotificationPreferences();
  // The table as the user just set it, shown in the same click while the save is on its way.
  const [unsaved, setUnsaved] = useState<NotificationPreferences | null>(null);
  const shown = unsaved ?? prefs.data;

  const toggle = (topic: NotificationTopic, channel: NotificationChannel, on: boolean) => {
    if (!shown) return;
    const next = { ...shown, [topic]: { ...shown[topic], [channel]: on } };
    setUnsaved(next);
    save.mutate(next, {
      onError: () => notify({ message: t('account.notifications.saveFailed'), severity: 'error' }),
      // Back to the saved table (the new one, or the old one after a failure) unless a newer click is pending.
      onSettled: () => setUnsaved((current) => (current === next ? null : current)),
    });
  };

  return (
    <Card>
      <CardHeader title={t('account.notifications.title')} subheader={t('account.notifications.subtitle')} />
      <QueryState
        pending={prefs.isPending}
        error={prefs.isError}
        errorText={t('account.notifications.loadFailed')}
        onRetry={() => void prefs.refetch()}
      >
        {() => (
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
                          checked={shown?.[topic][channel] ?? false}
                          onChange={(e) => toggle(topic, channel, e.target.checked)}
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
        )}
      </QueryState>
    </Card>
  );
}
