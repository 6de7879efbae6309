import * as api from '@common/api/invoices';
import type { ResponseOf } from '@common/api/endpoint';
import type { InvoiceInput, ListInvoicesQuery, PaymentInput, SendInvoiceInput } from '@common/schemas/invoices';
import { accessToken, ApiError, callApi, parseJson, urlOf } from '@web/lib/api-client';
import { queryClient } from '@web/lib/query-client';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';

export type InvoiceList = ResponseOf<typeof api.listInvoices>;
export type InvoiceDetail = ResponseOf<typeof api.viewInvoice>;

/**
 * The app's query keys, all under 'invoices', so any change refreshes every list and invoice
 * (kept here rather than in lib/query-keys.ts while the e-commerce apps are built beside it).
 */
export const invoiceKeys = {
  all: ['invoices'] as const,
  list: (filter: ListInvoicesQuery) => ['invoices', 'list', filter] as const,
  one: (number: number) => ['invoices', 'one', number] as const,
  customers: (q: string) => ['invoices', 'customers', q] as const,
};

export function useInvoices(filter: ListInvoicesQuery) {
  // An empty search or "any status" is left out of the query.
  const query = Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined && v !== ''));
  return useQuery({
    queryKey: invoiceKeys.list(filter),
    queryFn: ({ signal }) => callApi(api.listInvoices, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export const invoiceQuery = (number: number) =>
  queryOptions({
    queryKey: invoiceKeys.one(number),
    queryFn: ({ signal }) => callApi(api.viewInvoice, { params: { number }, signal }),
  });

export function useInvoice(number: number) {
  return useQuery(invoiceQuery(number));
}

export function useCustomers(q: string, enabled: boolean) {
  return useQuery({
    queryKey: invoiceKeys.customers(q),
    queryFn: ({ signal }) => callApi(api.invoiceCustomers, { query: q ? { q } : {}, signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

const refresh = () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all });

export function useSaveInvoice(number: number | null) {
  return useMutation({
    mutationFn: (body: InvoiceInput) =>
      number === null ? callApi(api.createInvoice, { body }) : callApi(api.updateInvoice, { params: { number }, body }),
    onSuccess: refresh,
  });
}

export function useDeleteInvoice() {
  return useMutation({
    mutationFn: (number: number) => callApi(api.deleteInvoice, { params: { number } }),
    onSuccess: refresh,
  });
}

export function useSendInvoice(number: number) {
  return useMutation({
    mutationFn: (body: SendInvoiceInput) => callApi(api.sendInvoice, { params: { number }, body }),
    onSuccess: refresh,
  });
}

export function useDeletePayment(number: number) {
  return useMutation({
    mutationFn: (paymentId: string) => callApi(api.deleteInvoicePayment, { params: { number, paymentId } }),
    onSuccess: refresh,
  });
}

export function useAddPayment(number: number) {
  return useMutation({
    mutationFn: (body: PaymentInput) => callApi(api.addInvoicePayment, { params: { number }, body }),
    onSuccess: refresh,
  });
}

/**
 * Fetches the server's PDF with the session's token and hands it to the browser as a download
 * (a plain link could not send the Bearer token).
 */
export async function downloadInvoicePdf(number: number): Promise<void> {
  const token = accessToken();
  let res: Response;
  try {
    res = await fetch(urlOf(api.invoicePdf, { number }), {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw ApiError.network();
  }
  if (!res.ok) throw ApiError.fromResponse(res.status, res.statusText, parseJson(await res.text()));
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `invoice-${number}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  // Long enough for the browser to start saving; the blob is then let go.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
