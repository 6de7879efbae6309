// The eCommerce referral programme; the /apps/ecommerce/referrals page composes it.
export { ReferralList } from './components/referral-list';
