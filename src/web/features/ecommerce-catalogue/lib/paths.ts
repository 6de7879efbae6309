/** The catalogue's pages (SPEC.md section 2). */
export const CATALOGUE_PATHS = {
  products: '/apps/ecommerce/product/list',
  addProduct: '/apps/ecommerce/product/add',
  categories: '/apps/ecommerce/product/category-list',
  reviews: '/apps/ecommerce/manage-review',
} as const;

export const editProductPath = (id: string) => `/apps/ecommerce/product/edit/${encodeURIComponent(id)}`;
