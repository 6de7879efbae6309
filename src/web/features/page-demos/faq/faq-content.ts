import {
  IconCreditCard,
  IconPackage,
  IconReceiptRefund,
  IconShoppingBag,
  IconTruckDelivery,
  type Icon,
} from '@tabler/icons-react';

/**
 * The FAQ's categories and how many questions each holds; the texts are pages.faq.q.<cat>.<n>
 * and pages.faq.a.<cat>.<n> in every language, so the search runs over the reader's language.
 */
export const FAQ_CATEGORIES: { key: string; Icon: Icon; count: number }[] = [
  { key: 'payment', Icon: IconCreditCard, count: 4 },
  { key: 'delivery', Icon: IconTruckDelivery, count: 4 },
  { key: 'cancellation', Icon: IconReceiptRefund, count: 3 },
  { key: 'orders', Icon: IconShoppingBag, count: 4 },
  { key: 'product', Icon: IconPackage, count: 3 },
];
