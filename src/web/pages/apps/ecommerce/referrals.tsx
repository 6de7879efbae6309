import type { RouteMeta } from '@web/lib/route-meta';
import { ReferralList } from '@web/features/ecommerce-referrals';

// A referral code is a customer's: the API allows the page to `read Customer`; others get /not-authorized.
// The statistics cards are the dashboards' StatCard, whose words are in the dashboards area.
export const meta: RouteMeta = {
  action: 'read',
  subject: 'Customer',
  i18n: ['ecommerce-referrals', 'dashboards', 'grid'],
};

export default function ReferralsPage() {
  return <ReferralList />;
}
