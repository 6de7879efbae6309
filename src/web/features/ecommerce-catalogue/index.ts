import { lazy } from 'react';

// The shop catalogue's admin pages (issue #34). Each is its own chunk: the Data Grid and the
// rich-text editor reach only the pages that show them.
export const ProductList = lazy(() => import('./components/product-list'));
export const ProductEditor = lazy(() => import('./components/product-editor'));
export const CategoryList = lazy(() => import('./components/category-list'));
export const ReviewList = lazy(() => import('./components/review-list'));
