import Grid from '@mui/material/Grid';
import { DemoCard, type DemoSource } from '@web/components/demo-card';
import { PageHeader } from '@web/components/page-header';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';

/** One example of a component page: its own file, rendered here, its text shown by "Show code". */
export interface Demo {
  /** The key of its title under the page's keys; `<id>Desc` is its description. */
  id: string;
  Component: ComponentType;
  /** `() => import('./alert-basic.tsx?raw')`: the same file as Component, as text. */
  source: DemoSource;
  /** Takes the whole row on wide screens (a demo that needs the room). */
  wide?: boolean;
}

/** "progress-circular" -> "progressCircular", the form the menu's and the pages' keys use. */
const camel = (slug: string) => slug.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

/** A component's demo page: its title, one line about it, and a card per example. */
export function DemoPage({ component, demos }: { component: string; demos: readonly Demo[] }) {
  const { t } = useTranslation();
  const key = `components.${camel(component)}`;
  return (
    <>
      <PageHeader title={t(`nav.c.${camel(component)}`)} subtitle={t(`${key}.subtitle`)} />
      <Grid container spacing={3}>
        {demos.map(({ id, Component, source, wide }) => (
          <Grid key={id} size={{ xs: 12, lg: wide ? 12 : 6 }}>
            <DemoCard title={t(`${key}.${id}`)} description={t(`${key}.${id}Desc`)} source={source}>
              <Component />
            </DemoCard>
          </Grid>
        ))}
      </Grid>
    </>
  );
}
