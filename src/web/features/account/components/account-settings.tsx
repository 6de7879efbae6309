import type { PublicUser } from '@common/schemas/account';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { IconBell, IconLock, IconUser } from '@tabler/icons-react';
import { accountSettingsPath } from '@web/lib/paths';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AccountTab } from './account-tab';
import { ChangePasswordCard } from './change-password-card';
import { NotificationsTab } from './notifications-tab';
import { SessionsCard } from './sessions-card';
import { TwoStepCard } from './two-step-card';
import { PageHeader } from '@web/components/page-header';

export const ACCOUNT_SETTINGS_TABS = ['account', 'security', 'notifications'] as const;
export type AccountSettingsTab = (typeof ACCOUNT_SETTINGS_TABS)[number];

const icons = { account: IconUser, security: IconLock, notifications: IconBell };

/** The tabs are links (/pages/account-settings/<tab>): each tab has its own address and history entry. */
export function AccountSettings({ tab, user }: { tab: AccountSettingsTab; user: PublicUser }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={3}>
      <PageHeader title={t('account.settings.title')} gutter={false} />
      <Tabs value={tab} aria-label={t('account.settings.title')} variant="scrollable">
        {ACCOUNT_SETTINGS_TABS.map((name) => {
          const Icon = icons[name];
          return (
            <Tab
              key={name}
              value={name}
              label={t(`account.tab.${name}`)}
              icon={<Icon size={18} />}
              iconPosition="start"
              component={RouterLink}
              to={accountSettingsPath(name)}
            />
          );
        })}
      </Tabs>
      {tab === 'account' && <AccountTab key={user.id} user={user} />}
      {tab === 'security' && (
        <Stack spacing={3}>
          <ChangePasswordCard />
          <TwoStepCard user={user} />
          <SessionsCard />
        </Stack>
      )}
      {tab === 'notifications' && <NotificationsTab />}
    </Stack>
  );
}
