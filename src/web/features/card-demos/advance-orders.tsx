import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { IconCircleCheck, IconMapPin } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TitledCard } from './titled-card';

const STAGES = ['new', 'preparing', 'shipping'] as const;
type Stage = (typeof STAGES)[number];

/** Made-up orders per stage: who sends, who receives, and where. */
const ORDERS: Record<Stage, readonly { sender: string; receiver: string; from: string; to: string }[]> = {
  new: [
    { sender: 'Myrtle Ullrich', receiver: 'Barry Schowalter', from: 'Rotterdam', to: 'Lyon' },
    { sender: 'Veronica Herman', receiver: 'Helen Jacobs', from: 'Porto', to: 'Madrid' },
  ],
  preparing: [{ sender: 'Andrés Vega', receiver: 'Ingrid Holm', from: 'Valencia', to: 'Oslo' }],
  shipping: [
    { sender: 'Hana Kobayashi', receiver: 'Leo Martin', from: 'Milan', to: 'Geneva' },
    { sender: 'Yusuf Demir', receiver: 'Clara Nowak', from: 'Vienna', to: 'Kraków' },
  ],
};

/** Orders by stage behind tabs; each order from its sender to its receiver. */
export function OrdersCard() {
  const { t } = useTranslation();
  const [stage, setStage] = useState<Stage>('new');
  const base = useId();
  return (
    <TitledCard title={t('cards.advance.orders')} subheader={t('cards.advance.ordersSub')} bare>
      <Tabs
        value={stage}
        onChange={(_, v: Stage) => setStage(v)}
        variant="fullWidth"
        aria-label={t('cards.advance.orders')}
      >
        {STAGES.map((s) => (
          <Tab
            key={s}
            value={s}
            label={t(`cards.advance.stage.${s}`)}
            id={`${base}-tab-${s}`}
            aria-controls={`${base}-panel`}
          />
        ))}
      </Tabs>
      <Divider />
      <Box role="tabpanel" id={`${base}-panel`} aria-labelledby={`${base}-tab-${stage}`} sx={{ p: 3 }}>
        {ORDERS[stage].map((o, i) => (
          <Box key={o.sender}>
            {i > 0 && <Divider sx={{ my: 2, borderStyle: 'dashed' }} />}
            <Box sx={{ display: 'flex', gap: 1.5, mb: 1.5 }}>
              <Box sx={{ color: 'success.main', pt: 0.25 }}>
                <IconCircleCheck size={20} aria-hidden />
              </Box>
              <div>
                <Typography variant="overline" component="p" sx={{ color: 'success.main', lineHeight: 1.5 }}>
                  {t('cards.advance.sender')}
                </Typography>
                <Typography sx={{ fontWeight: 500 }}>{o.sender}</Typography>
                <Typography variant="body2" color="textSecondary">
                  {o.from}
                </Typography>
              </div>
            </Box>
            <Box sx={{ display: 'flex', gap: 1.5 }}>
              <Box sx={{ color: 'primary.main', pt: 0.25 }}>
                <IconMapPin size={20} aria-hidden />
              </Box>
              <div>
                <Typography variant="overline" component="p" sx={{ color: 'primary.main', lineHeight: 1.5 }}>
                  {t('cards.advance.receiver')}
                </Typography>
                <Typography sx={{ fontWeight: 500 }}>{o.receiver}</Typography>
                <Typography variant="body2" color="textSecondary">
                  {o.to}
                </Typography>
              </div>
            </Box>
          </Box>
        ))}
      </Box>
    </TitledCard>
  );
}
