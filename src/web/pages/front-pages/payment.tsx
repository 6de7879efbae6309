import { BillingPageFrame } from '@web/features/billing/components/billing-page-frame';
import { planFromQuery } from '@web/features/billing/components/plan-from-query';
import { CheckoutForm } from '@web/features/billing/components/checkout-form';
import { Island } from '@web/islands/island';
import type { RouteMeta } from '@web/lib/route-meta';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

// Public and server-rendered (ADR 0026): the payment (pays for the plan the address names, with the card form beside the order summary).
// Only the form is an island; ?plan= and ?period= are the parameters the server renders it by.
export const meta: RouteMeta = { public: true, layout: 'front', i18n: ['billing'], islands: true };

export default function FrontPaymentPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const { plan, period } = planFromQuery(search);
  return (
    <BillingPageFrame title={t('billing.payment.title')} subtitle={t('billing.payment.subtitle')}>
      <Island
        name="checkout-form"
        component={CheckoutForm}
        props={{ plan, period, choosePlan: false, returnTo: `/front-pages/payment?plan=${plan}&period=${period}` }}
      />
    </BillingPageFrame>
  );
}
