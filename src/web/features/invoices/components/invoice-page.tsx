import { NotFoundMessage } from '@web/components/not-found-message';
import { QueryState } from '@web/components/query-state';
import { ApiError } from '@web/lib/api-client';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useInvoice, type InvoiceDetail } from '../api/invoices';

/** The invoice named by the page's :id (its number): loading, not found and error states, then `children`. */
export function WithInvoiceFromPath({ children }: { children: (invoice: InvoiceDetail) => ReactNode }) {
  const { id = '' } = useParams();
  // Invoice numbers are whole numbers: anything else names no invoice, so no request is made.
  if (!/^\d{1,9}$/.test(id)) return <NotFoundMessage />;
  return <Loaded number={Number(id)}>{children}</Loaded>;
}

function Loaded({ number, children }: { number: number; children: (invoice: InvoiceDetail) => ReactNode }) {
  const { t } = useTranslation();
  const invoice = useInvoice(number);
  if (invoice.error instanceof ApiError && invoice.error.status === 404) return <NotFoundMessage />;
  return (
    <QueryState
      pending={invoice.isPending}
      error={invoice.isError}
      errorText={t('invoice.form.loadFailed')}
      retryLabel={t('invoice.action.retry')}
      onRetry={() => void invoice.refetch()}
    >
      {() => children(invoice.data!)}
    </QueryState>
  );
}
