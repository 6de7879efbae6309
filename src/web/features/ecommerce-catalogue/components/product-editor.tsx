import { NotFoundMessage } from '@web/components/not-found-message';
import { QueryState } from '@web/components/query-state';
import { ApiError } from '@web/lib/api-error';
import { useTranslation } from 'react-i18next';
import { useProduct } from '../api/catalogue';
import { ProductForm } from './product-form';

/** The add page (no id) or the edit page: the form once the product has loaded. */
export function ProductEditor({ id }: { id: string | null }) {
  const { t } = useTranslation();
  const product = useProduct(id);
  if (id === null) return <ProductForm />;
  if (product.error instanceof ApiError && product.error.status === 404) return <NotFoundMessage />;
  return (
    <QueryState
      pending={product.isPending}
      error={product.isError}
      errorText={t('ecommerceCatalogue.form.loadFailed')}
      onRetry={() => void product.refetch()}
    >
      {() => <ProductForm key={product.data!.id} product={product.data!} />}
    </QueryState>
  );
}

export default ProductEditor;
