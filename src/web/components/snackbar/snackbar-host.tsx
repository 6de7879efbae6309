import { lazy, Suspense } from 'react';
import { useSnackbarQueue } from './snackbar-service';

const SnackbarView = lazy(() => import('./snackbar-view'));

/** Mounted once by the app. Renders nothing, and loads nothing, until there is a toast. */
export function SnackbarHost() {
  const current = useSnackbarQueue()[0];
  if (!current) return null;
  return (
    <Suspense fallback={null}>
      <SnackbarView message={current} />
    </Suspense>
  );
}
