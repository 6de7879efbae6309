import Grid from '@mui/material/Grid';
import { PageHeader } from '@web/components/page-header';
import { HorizontalForm, VerticalForm } from '@web/features/form-demos/layouts/basic-layouts';
import { CollapsibleForm } from '@web/features/form-demos/layouts/collapsible-form';
import { MultiColumnForm } from '@web/features/form-demos/layouts/multi-column-form';
import { StickyActionsForm } from '@web/features/form-demos/layouts/sticky-actions-form';
import type { RouteMeta } from '@web/lib/route-meta';
import { useTranslation } from 'react-i18next';

// A demo of made-up input, stored nowhere: signed-in is enough; the menu shows it to admin2 users.
export const meta: RouteMeta = { layout: 'default', i18n: ['forms'] };

export default function FormLayoutsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('nav.formLayouts')} subtitle={t('forms.layouts.subtitle')} />
      <Grid container spacing={6}>
        <Grid size={{ xs: 12, lg: 6 }}>
          <VerticalForm />
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <HorizontalForm />
        </Grid>
        <Grid size={12}>
          <MultiColumnForm />
        </Grid>
        <Grid size={12}>
          <CollapsibleForm />
        </Grid>
        <Grid size={12}>
          <StickyActionsForm />
        </Grid>
      </Grid>
    </>
  );
}
