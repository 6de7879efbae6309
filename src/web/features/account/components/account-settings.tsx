import type { PublicUser } from '@common/schemas/account';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { IconBell, IconCreditCard, IconLock, IconUser } from '@tabler/icons-react';
import { accountSettingsPath } from '@web/lib/paths';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AccountTab } from './account-tab';
import { ChangePasswordCard } from './change-password-card';
import { NotificationsTab } from './notifications-tab';
import { SessionsCard } from './sessions-card';
import { TwoStepCard } from './two-step-card';
import { PageHeader } from '@web/components/page-header';

export const ACCOUNT_SETTINGS_TABS = ['account', 'security', 'billing', 'notifications'] as const;
export type AccountSettingsTab = (typeof ACCOUNT_SETTINGS_TABS)[number];

const icons = { account: IconUser, security: IconLock, billing: IconCreditCard, notifications: IconBell };

interface AccountSettingsProps {
  tab: AccountSettingsTab;
  user: PublicUser;
  /** The billing tab's content: the billing feature's, composed by the page (features do not import each other). */
  billing: ReactNode;
}

/** The tabs are links (/pages/account-settings/<tab>): each tab has its own address and history entry. */
export function AccountSettings({ tab, user, billing }: AccountSettingsProps) {
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
      {tab === 'billing' && billing}
      {tab === 'notifications' && <NotificationsTab />}
    </Stack>
  );
}
