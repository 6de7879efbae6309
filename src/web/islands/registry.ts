import type { ComponentType } from 'react';
import type { IslandName } from './island-names';

/*
 * How the browser finds an island's code by the name the server wrote on the page: each is a
 * chunk of its own, fetched only by pages that hold it. The module paths are the components'
 * own files, not their features' index files, so an island brings only what it renders.
 */
// The components take different props; each island's are checked where <Island> is written.
type AnyComponent = ComponentType<never>;

export const ISLAND_LOADERS: Record<IslandName, () => Promise<AnyComponent>> = {
  'front-header': () => import('@web/layouts/parts/front-header').then((m) => m.FrontHeader),
  'cookie-consent': () => import('@web/components/cookie-consent/cookie-consent').then((m) => m.CookieConsent),
  'scroll-to-top': () => import('@web/components/scroll-to-top/scroll-to-top').then((m) => m.ScrollToTop),
  'snackbar-host': () => import('@web/components/snackbar/snackbar-host').then((m) => m.SnackbarHost),
  'login-form': () => import('@web/features/auth/components/login-form').then((m) => m.LoginForm),
  'register-form': () => import('@web/features/auth/components/register-form').then((m) => m.RegisterForm),
  'forgot-password-form': () =>
    import('@web/features/auth/components/forgot-password-form').then((m) => m.ForgotPasswordForm),
  'reset-password-form': () =>
    import('@web/features/auth/components/reset-password-form').then((m) => m.ResetPasswordForm),
  'two-steps-form': () => import('@web/features/auth/components/two-steps-form').then((m) => m.TwoStepsForm),
  'register-steps-form': () =>
    import('@web/features/auth/components/register-steps-form').then((m) => m.RegisterStepsForm),
  'verify-email-prompt': () =>
    import('@web/features/auth/components/verify-email-prompt').then((m) => m.VerifyEmailPrompt),
  'verify-email-status': () =>
    import('@web/features/auth/components/verify-email-status').then((m) => m.VerifyEmailStatus),
  'listing-search': () => import('@web/features/listings/components/listing-search').then((m) => m.ListingSearch),
  'latest-listings': () =>
    import('@web/features/listings/components/latest-listings').then((m) => m.LatestListingsGrid),
  'contact-section': () => import('@web/components/front/contact-section').then((m) => m.ContactSectionBody),
  'offer-gallery': () => import('@web/features/listings/components/offer-gallery').then((m) => m.OfferGallery),
  'message-owner-button': () =>
    import('@web/features/messages/components/message-owner-button').then((m) => m.MessageOwnerButton),
  'call-owner-button': () =>
    import('@web/features/video-call/components/call-owner-button').then((m) => m.CallOwnerButton),
  'offer-view-beacon': () =>
    import('@web/features/seller-home/components/offer-view-beacon').then((m) => m.OfferViewBeacon),
  'landing-header': () => import('@web/features/landing-page/landing-header').then((m) => m.LandingHeader),
  'landing-pricing': () => import('@web/features/landing-page/pricing-plans').then((m) => m.PricingPlans),
  'help-center-search': () => import('@web/features/help-center/components/help-search').then((m) => m.HelpSearch),
  'pricing-plans': () => import('@web/features/billing/components/pricing-plans').then((m) => m.PricingPlans),
  'checkout-form': () => import('@web/features/billing/components/checkout-form').then((m) => m.CheckoutForm),
};
