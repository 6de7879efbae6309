import * as z from 'zod/mini';
import { LISTING_NAME_MAX, LISTING_PRICE_MAX, type ListingInput } from '@common/schemas/listings';
import type { StepDef } from '../shared/step-errors';

export const SELLER_ROLES = ['owner', 'agent'] as const;
export const PROPERTY_TYPES = ['apartment', 'house', 'studio', 'commercial'] as const;
export const PROPERTY_FEATURES = ['balcony', 'parking', 'garden', 'elevator', 'furnished', 'pets'] as const;
export const OFFER_TYPES = ['sale', 'rent'] as const;

export interface PropertyValues {
  role: (typeof SELLER_ROLES)[number];
  fullName: string;
  email: string;
  phone: string;
  agency: string;
  title: string;
  propertyType: (typeof PROPERTY_TYPES)[number] | '';
  bedrooms: string;
  bathrooms: string;
  city: string;
  street: string;
  features: string[];
  description: string;
  offer: (typeof OFFER_TYPES)[number];
  price: string;
  area: string;
}

export const PROPERTY_DEFAULTS: PropertyValues = {
  role: 'owner',
  fullName: '',
  email: '',
  phone: '',
  agency: '',
  title: '',
  propertyType: '',
  bedrooms: '',
  bathrooms: '',
  city: '',
  street: '',
  features: [],
  description: '',
  offer: 'sale',
  price: '',
  area: '',
};

/** The longest description the wizard takes (as plain text; the listing stores it as HTML). */
export const PROPERTY_DESCRIPTION_MAX = 2_000;

const required = () => z.string().check(z.trim(), z.minLength(1, 'required'));
const countIn = (min: number, max: number) =>
  z.string().check(z.refine((v) => /^\d+$/.test(v.trim()) && Number(v) >= min && Number(v) <= max, 'count'));

/** "1 250 000,50" or "1250000.5" as minor units; null when it is no positive amount. */
export function priceToMinor(input: string): number | null {
  const cleaned = input.replace(/[\s\u00a0']/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const minor = Math.round(Number(cleaned) * 100);
  return minor > 0 ? minor : null;
}

type PersonalPart = Pick<PropertyValues, 'role' | 'agency'>;
const personalStep = z
  .object({
    role: z.enum(SELLER_ROLES),
    fullName: required(),
    email: required().check(z.email('email')),
    phone: z.string().check(z.refine((v) => v.trim() === '' || /^\+?[\d\s-]{6,20}$/.test(v), 'phone')),
    agency: z.string(),
  })
  .check(
    z.refine<PersonalPart>((v) => v.role !== 'agent' || v.agency.trim() !== '', {
      path: ['agency'],
      error: 'required',
    }),
  );

const propertyStep = z.object({
  title: required().check(z.maxLength(LISTING_NAME_MAX, 'tooLong')),
  propertyType: z.string().check(z.refine((v) => (PROPERTY_TYPES as readonly string[]).includes(v), 'choose')),
  bedrooms: countIn(0, 20),
  bathrooms: countIn(1, 10),
  city: required().check(z.maxLength(80, 'tooLong')),
  street: z.string().check(z.maxLength(100, 'tooLong')),
});

const featuresStep = z.object({
  features: z.array(z.enum(PROPERTY_FEATURES)),
  description: z.string().check(z.maxLength(PROPERTY_DESCRIPTION_MAX, 'tooLong')),
});

const priceStep = z.object({
  offer: z.enum(OFFER_TYPES),
  price: z.string().check(z.refine((v) => priceToMinor(v) !== null && priceToMinor(v)! <= LISTING_PRICE_MAX, 'price')),
  area: z
    .string()
    .check(z.refine((v) => /^\d{1,5}([.,]\d{1,2})?$/.test(v.trim()) && Number(v.replace(',', '.')) > 0, 'area')),
});

export const PROPERTY_STEPS: StepDef[] = [
  { key: 'personal', schema: personalStep },
  { key: 'property', schema: propertyStep },
  { key: 'features', schema: featuresStep },
  { key: 'price', schema: priceStep },
  { key: 'review', schema: z.object({}) },
];

/** The listing API's field -> the wizard field showing it, for errors the server returns. */
export const SERVER_FIELD: Record<string, keyof PropertyValues> = {
  name: 'title',
  description: 'description',
  locationText: 'city',
  priceMinor: 'price',
  currency: 'price',
  duration: 'offer',
  kind: 'propertyType',
};

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The site the draft goes to: its currency, and whether it lists properties as a kind of its own. */
export interface TargetSite {
  currency: string;
  allowsProperty: boolean;
}

/**
 * The wizard's answers as the body of POST /api/listings (the request the add-new page sends).
 * The facts without a field of their own (type, rooms, area, features, contact) become lines of
 * the description, worded by `label` in the reader's language. A rental is priced per month.
 */
export function toListingInput(
  v: PropertyValues,
  site: TargetSite,
  label: (key: string, n?: number) => string,
): ListingInput {
  const facts = [
    `${label('f.propertyType')}: ${v.propertyType ? label(`type.${v.propertyType}`) : ''}`,
    `${label('f.bedrooms')}: ${v.bedrooms.trim()}`,
    `${label('f.bathrooms')}: ${v.bathrooms.trim()}`,
    `${label('f.area')}: ${v.area.trim().replace(',', '.')} m²`,
    `${label('f.offer')}: ${label(`offer.${v.offer}`)}`,
    ...(v.features.length > 0
      ? [`${label('f.features')}: ${v.features.map((f) => label(`feature.${f}`)).join(', ')}`]
      : []),
    `${label(`role.${v.role}`)}: ${[v.fullName.trim(), v.agency.trim()].filter(Boolean).join(', ')}`,
  ];
  const paragraphs = v.description
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`);
  const list = `<ul>${facts.map((f) => `<li>${escapeHtml(f)}</li>`).join('')}</ul>`;
  return {
    name: v.title.trim(),
    description: [...paragraphs, list].join(''),
    ...(site.allowsProperty ? { kind: 'property' as const } : {}),
    priceMinor: priceToMinor(v.price) ?? 0,
    currency: site.currency,
    priceBasis: 'whole',
    duration: v.offer === 'rent' ? { amount: 1, unit: 'months' } : null,
    locationText: [v.street.trim(), v.city.trim()].filter(Boolean).join(', '),
  };
}
