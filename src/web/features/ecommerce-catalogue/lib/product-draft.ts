import {
  productInputSchema,
  type Product,
  type ProductImage,
  type ProductInput,
  type ProductStatus,
} from '@common/schemas/ecommerce-catalogue';
import * as z from 'zod/mini';
import { toMajorText, toMinor, toWhole } from './format';

/** The product form's fields as typed: numbers stay text until saving, lists as comma-separated text. */
export interface ProductDraft {
  name: string;
  sku: string;
  barcode: string;
  description: string;
  categoryId: string;
  status: ProductStatus;
  price: string;
  salePrice: string;
  taxRate: string;
  stock: string;
  shippable: boolean;
  weight: string;
  tags: string;
  variants: { name: string; options: string }[];
  images: ProductImage[];
}

export function draftOf(product: Product | undefined): ProductDraft {
  return {
    name: product?.name ?? '',
    sku: product?.sku ?? '',
    barcode: product?.barcode ?? '',
    description: product?.description ?? '',
    categoryId: product?.categoryId ?? '',
    status: product?.status ?? 'draft',
    price: product ? toMajorText(product.priceMinor) : '',
    salePrice: toMajorText(product?.salePriceMinor ?? null),
    taxRate: product ? String(product.taxRateBp / 100) : '0',
    stock: product ? String(product.stock) : '0',
    shippable: product?.shippable ?? true,
    weight: product?.weightGrams === null || product?.weightGrams === undefined ? '' : String(product.weightGrams),
    tags: product?.tags.join(', ') ?? '',
    variants: (product?.variants ?? []).map((v) => ({ name: v.name, options: v.options.join(', ') })),
    images: product?.images ?? [],
  };
}

const list = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** Tax typed as a percentage ("23", "7.5") in basis points. */
function taxBp(text: string): number {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return 0;
  return /^\d+(\.\d{0,2})?$/.test(trimmed) ? Math.round(Number(trimmed) * 100) : Number.NaN;
}

/** Where an input's error shows: the schema's paths to the form's fields. */
const FIELD_OF: Record<string, string> = {
  priceMinor: 'price',
  salePriceMinor: 'salePrice',
  taxRateBp: 'taxRate',
  weightGrams: 'weight',
};

export type DraftErrors = Record<string, string>;

/** The input the API takes, or the error code per form field (the same checks the server runs). */
export function inputOf(draft: ProductDraft): { input: ProductInput } | { errors: DraftErrors } {
  const input = {
    name: draft.name,
    sku: draft.sku,
    barcode: draft.barcode,
    description: draft.description,
    categoryId: draft.categoryId || null,
    status: draft.status,
    priceMinor: toMinor(draft.price) ?? Number.NaN,
    salePriceMinor: toMinor(draft.salePrice),
    taxRateBp: taxBp(draft.taxRate),
    stock: toWhole(draft.stock) ?? Number.NaN,
    shippable: draft.shippable,
    weightGrams: draft.shippable ? toWhole(draft.weight) : null,
    tags: list(draft.tags),
    variants: draft.variants.map((v) => ({ name: v.name, options: list(v.options) })),
    images: draft.images.map((i) => i.mediaId),
  };
  const parsed = z.safeParse(productInputSchema, input);
  if (parsed.success) return { input };
  return { errors: errorsOf(parsed.error.issues) };
}

export function errorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): DraftErrors {
  const errors: DraftErrors = {};
  for (const issue of issues) {
    const [first, ...rest] = issue.path.map(String);
    const field =
      rest.length > 0 && first === 'variants' ? `variants.${rest[0]}` : (FIELD_OF[first ?? ''] ?? first ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}
