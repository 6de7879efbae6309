import Grid from '@mui/material/Grid';
import { PageHeader } from '@web/components/page-header';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type CardPageSlug = 'basic' | 'advance' | 'statistics' | 'widgets' | 'gamification' | 'actions';

/** A cards page: its title and one line about it, then its cards in a grid. */
export function CardPage({ slug, children }: { slug: CardPageSlug; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t(`cards.${slug}.title`)} subtitle={t(`cards.${slug}.subtitle`)} />
      <Grid container spacing={3}>
        {children}
      </Grid>
    </>
  );
}
