import { INVOICE_SHOWN_STATUSES, type InvoiceShownStatus, type InvoiceStats as Stats } from '@common/schemas/invoices';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { INVOICE_STATUS_COLOR } from './status-chip';

/**
 * How many of the site's invoices are in each status, past due included (counted by the server
 * whatever the list's filters); picking one filters the list by it.
 */
export function InvoiceStats({ stats, onPick }: { stats: Stats; onPick: (status: InvoiceShownStatus) => void }) {
  const { t } = useTranslation();
  return (
    <Grid container spacing={2} component="section" aria-label={t('invoice.stats.title')}>
      {INVOICE_SHOWN_STATUSES.map((status) => {
        const color = INVOICE_STATUS_COLOR[status];
        return (
          <Grid key={status} size={{ xs: 6, sm: 4, md: 'grow' }}>
            <Card>
              <CardActionArea onClick={() => onPick(status)} sx={{ p: 2 }}>
                <Typography
                  variant="h5"
                  component="p"
                  data-testid={`invoice-stat-${status}`}
                  color={color === 'default' ? 'textPrimary' : `${color}.main`}
                >
                  {stats[status]}
                </Typography>
                <Typography variant="body2" color="textSecondary">
                  {t(`invoice.status.${status}`)}
                </Typography>
              </CardActionArea>
            </Card>
          </Grid>
        );
      })}
    </Grid>
  );
}
