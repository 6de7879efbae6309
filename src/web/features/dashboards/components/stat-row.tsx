import Grid from '@mui/material/Grid';
import type { GridProps } from '@mui/material/Grid';
import type { CardState } from '@web/components/dashboard/card-state';
import { StatCard, type StatCardProps } from '@web/components/dashboard/stat-card';

/** A dashboard's top row: one StatCard per figure, all sharing the query's state and one width. */
export function StatRow({
  stats,
  state,
  size,
}: {
  stats: Omit<StatCardProps, 'state'>[];
  state: CardState;
  size: GridProps['size'];
}) {
  return stats.map((stat) => (
    <Grid key={stat.testId} size={size}>
      <StatCard {...stat} state={state} />
    </Grid>
  ));
}
