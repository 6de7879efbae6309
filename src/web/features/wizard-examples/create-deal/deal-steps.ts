import * as z from 'zod/mini';
import type { StepDef } from '../shared/step-errors';

export const DEAL_TYPES = ['percentage', 'flat', 'bogo', 'shipping'] as const;
export type DealType = (typeof DEAL_TYPES)[number];
export const DEAL_CLIENTS = ['northwind', 'contoso', 'fabrikam', 'globex'] as const;
export const DEAL_REGIONS = ['europe', 'northAmerica', 'southAmerica', 'asia', 'africa', 'oceania'] as const;

export interface DealValues {
  type: DealType | '';
  amount: string;
  client: string;
  regions: string[];
  start: string;
  end: string;
  limit: string;
  perCustomer: string;
  code: string;
  confirm: boolean;
}

export const DEAL_DEFAULTS: DealValues = {
  type: '',
  amount: '',
  client: '',
  regions: [],
  start: '',
  end: '',
  limit: '',
  perCustomer: '1',
  code: '',
  confirm: false,
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const wholeNumber = (v: string) => /^\d+$/.test(v.trim());

const typeStep = z.object({
  type: z.string().check(z.refine((v) => (DEAL_TYPES as readonly string[]).includes(v), 'chooseType')),
});

// The step's output: the type is a plain string here (its own step checks it is one of DEAL_TYPES).
type DetailsPart = { type: string; amount: string; client: string; regions: string[]; start: string; end: string };
/** The amount a type needs: a percentage 1-100, a sum above zero, none for the other two. */
export function amountError(type: string, amount: string): string | null {
  if (type !== 'percentage' && type !== 'flat') return null;
  const value = Number(amount.replace(',', '.'));
  if (amount.trim() === '' || !Number.isFinite(value) || value <= 0) return 'positive';
  if (type === 'percentage' && value > 100) return 'percent';
  return null;
}
const detailsStep = z
  .object({
    type: z.string(),
    amount: z.string(),
    client: z.string().check(z.refine((v) => (DEAL_CLIENTS as readonly string[]).includes(v), 'choose')),
    regions: z.array(z.string()).check(z.minLength(1, 'regions')),
    start: z.string().check(z.regex(ISO_DATE, 'date')),
    end: z.string().check(z.regex(ISO_DATE, 'date')),
  })
  .check(
    z.refine<DetailsPart>((v) => amountError(v.type, v.amount) === null, {
      path: ['amount'],
      // The message is chosen below; refine wants one, so the usual case is named here.
      error: (issue) =>
        amountError((issue.input as DetailsPart).type, (issue.input as DetailsPart).amount) ?? 'positive',
    }),
    z.refine<DetailsPart>((v) => v.end >= v.start, { path: ['end'], error: 'endBeforeStart' }),
  );

type UsagePart = Pick<DealValues, 'limit' | 'perCustomer' | 'code'>;
const usageStep = z
  .object({
    limit: z.string().check(z.refine((v) => wholeNumber(v) && Number(v) >= 1, 'wholeNumber')),
    perCustomer: z.string().check(z.refine((v) => wholeNumber(v) && Number(v) >= 1, 'wholeNumber')),
    code: z.string().check(z.trim(), z.regex(/^[A-Za-z0-9]{4,16}$/, 'couponCode')),
  })
  .check(
    // Compared only with a valid limit: a wrong limit is its own error, not this one's.
    z.refine<UsagePart>(
      (v) => !(wholeNumber(v.limit) && Number(v.limit) >= 1) || Number(v.perCustomer) <= Number(v.limit),
      {
        path: ['perCustomer'],
        error: 'perCustomer',
      },
    ),
  );

const reviewStep = z.object({ confirm: z.boolean().check(z.refine((v) => v, 'confirm')) });

export const DEAL_STEPS: StepDef[] = [
  { key: 'type', schema: typeStep },
  { key: 'details', schema: detailsStep },
  { key: 'usage', schema: usageStep },
  { key: 'review', schema: reviewStep },
];
