// A member's own home on a marketplace site (issue #33); pages/my-dashboard.tsx shows it, the offer page holds the beacon.
export { SellerHome } from './components/seller-home';
export { OfferViewBeacon } from './components/offer-view-beacon';
