import type { OrderDetail } from '@common/schemas/ecommerce-orders';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDate, STATUS_TONE } from '../lib/format';

interface Step {
  key: string;
  title: string;
  detail: string;
  at: string;
  tone: string;
}

/** The order's life: placed, then every recorded status change (who, when, from, to), oldest first. */
export function StatusTimeline({ order }: { order: OrderDetail }) {
  const { t, i18n } = useTranslation();
  const steps: Step[] = [
    {
      key: 'placed',
      title: t('ecommerceOrders.timeline.placed'),
      detail: t('ecommerceOrders.timeline.placedBy', { name: order.customerName }),
      at: order.createdAt,
      tone: 'primary',
    },
    ...order.history.map((h) => ({
      key: h.id,
      title: t('ecommerceOrders.timeline.changed', {
        from: t(`ecommerceOrders.status.${h.from}`),
        to: t(`ecommerceOrders.status.${h.to}`),
      }),
      detail: [t('ecommerceOrders.timeline.by', { name: h.by }), h.note].filter(Boolean).join(' · '),
      at: h.at,
      tone: STATUS_TONE[h.to],
    })),
  ];
  return (
    <Card>
      <CardHeader title={t('ecommerceOrders.timeline.title')} />
      <CardContent>
        <Box component="ol" aria-label={t('ecommerceOrders.timeline.title')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {steps.map((s, i) => (
            <Box
              component="li"
              key={s.key}
              data-testid="timeline-step"
              sx={{
                position: 'relative',
                paddingInlineStart: 4,
                pb: i === steps.length - 1 ? 0 : 3,
                // The line between the dots; logical properties keep it on the start side in RTL.
                '&::before':
                  i === steps.length - 1
                    ? undefined
                    : {
                        content: '""',
                        position: 'absolute',
                        insetInlineStart: 6,
                        top: 16,
                        bottom: 0,
                        borderInlineStart: '1px solid',
                        borderColor: 'divider',
                      },
              }}
            >
              <Box
                aria-hidden
                sx={{
                  position: 'absolute',
                  insetInlineStart: 0,
                  top: 4,
                  width: 14,
                  height: 14,
                  borderRadius: '50%',
                  bgcolor: `${s.tone}.main`,
                }}
              />
              <Box sx={{ display: 'flex', gap: 2, justifyContent: 'space-between', flexWrap: 'wrap' }}>
                <Typography sx={{ fontWeight: 600 }}>{s.title}</Typography>
                <Typography variant="body2" color="textSecondary">
                  {formatDate(s.at, i18n.language, true)}
                </Typography>
              </Box>
              <Typography variant="body2" color="textSecondary">
                {s.detail}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
