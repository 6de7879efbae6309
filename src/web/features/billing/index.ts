// The billing feature's public face (issue #37): pages compose these.
export { BillingTab } from './components/billing-tab';
export { CheckoutForm, type CheckoutFormProps } from './components/checkout-form';
export { OrderSummary } from './components/order-summary';
export { PricingFaq } from './components/pricing-faq';
export { PricingPlans } from './components/pricing-plans';
export { TestModeNotice } from './components/test-mode-notice';
export { planFromQuery } from './components/plan-from-query';
export { BillingPageFrame } from './components/billing-page-frame';
