/** The invoice app's pages (src/web/pages/apps/invoice), named by the invoice's number. */
export const invoicePaths = {
  list: '/apps/invoice/list',
  add: '/apps/invoice/add',
  edit: (number: number) => `/apps/invoice/edit/${number}`,
  preview: (number: number) => `/apps/invoice/preview/${number}`,
};
