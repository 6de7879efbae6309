import * as api from '@common/api/ecommerce-catalogue';
import type {
  CategoryInput,
  ListProductsQuery,
  ListReviewsQuery,
  ProductInput,
  ProductStatus,
} from '@common/schemas/ecommerce-catalogue';
import { callApi } from '@web/lib/api-client';
import { queryClient } from '@web/lib/query-client';
import { uploadFile } from '@web/lib/upload';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';

/*
 * The catalogue's queries and changes (server: modules/ecommerce-catalogue). Every change drops
 * the whole catalogue cache: lists, counts and categories all move together.
 */

const ROOT = ['ecommerce-catalogue'] as const;
const keys = {
  products: (query: ListProductsQuery) => [...ROOT, 'products', query] as const,
  product: (id: string) => [...ROOT, 'product', id] as const,
  categories: [...ROOT, 'categories'] as const,
  reviews: (query: ListReviewsQuery) => [...ROOT, 'reviews', query] as const,
  reviewStats: [...ROOT, 'review-stats'] as const,
};
const refresh = () => queryClient.invalidateQueries({ queryKey: ROOT });

/** Empty filters are left out of the address. */
const compact = <T extends object>(query: T) =>
  Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== '')) as T;

export const fetchProducts = (query: ListProductsQuery, signal?: AbortSignal) =>
  callApi(api.listProducts, { query: compact(query), ...(signal ? { signal } : {}) });

export function useProducts(query: ListProductsQuery) {
  return useQuery({
    queryKey: keys.products(query),
    queryFn: ({ signal }) => fetchProducts(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useProduct(id: string | null) {
  return useQuery({
    queryKey: keys.product(id ?? ''),
    queryFn: ({ signal }) => callApi(api.getProduct, { params: { id: id! }, signal }),
    enabled: id !== null,
  });
}

export function useSaveProduct() {
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: ProductInput }) =>
      id ? callApi(api.updateProduct, { params: { id }, body: input }) : callApi(api.createProduct, { body: input }),
    onSuccess: refresh,
  });
}

export function useBulkStatus() {
  return useMutation({
    mutationFn: ({ ids, status }: { ids: string[]; status: ProductStatus }) =>
      callApi(api.setProductsStatus, { body: { ids, status } }),
    onSuccess: refresh,
  });
}

export function useBulkDelete() {
  return useMutation({
    mutationFn: (ids: string[]) => callApi(api.deleteProducts, { body: { ids } }),
    onSuccess: refresh,
  });
}

export const uploadProductImage = (file: File) =>
  uploadFile(api.uploadProductImage, file, {
    tooLarge: { code: 'listingImageTooLarge', message: 'The picture is too large.' },
  });

export function useCategories() {
  return useQuery({ queryKey: keys.categories, queryFn: ({ signal }) => callApi(api.listCategories, { signal }) });
}

export function useSaveCategory() {
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: CategoryInput }) =>
      id ? callApi(api.updateCategory, { params: { id }, body: input }) : callApi(api.createCategory, { body: input }),
    onSuccess: refresh,
  });
}

export function useDeleteCategory() {
  return useMutation({
    mutationFn: (id: string) => callApi(api.deleteCategory, { params: { id } }),
    onSuccess: refresh,
  });
}

export function useReviews(query: ListReviewsQuery) {
  return useQuery({
    queryKey: keys.reviews(query),
    queryFn: ({ signal }) => callApi(api.listReviews, { query: compact(query), signal }),
    placeholderData: keepPreviousData,
  });
}

export function useReviewStats() {
  return useQuery({ queryKey: keys.reviewStats, queryFn: ({ signal }) => callApi(api.reviewStats, { signal }) });
}

export function useModerateReview() {
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: 'approved' | 'rejected' }) =>
      callApi(api.setReviewStatus, { params: { id }, body: { status } }),
    onSuccess: refresh,
  });
}

export function useDeleteReview() {
  return useMutation({
    mutationFn: (id: string) => callApi(api.deleteReview, { params: { id } }),
    onSuccess: refresh,
  });
}
