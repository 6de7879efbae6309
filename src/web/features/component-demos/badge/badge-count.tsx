import Badge from '@mui/material/Badge';
import ButtonGroup from '@mui/material/ButtonGroup';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { IconMinus, IconPlus, IconShoppingCart } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DemoRow } from '../demo-row';

export default function BadgeCount() {
  const { t } = useTranslation();
  const [count, setCount] = useState(3);
  const [showZero, setShowZero] = useState(false);
  return (
    <DemoRow>
      <Badge
        badgeContent={count}
        max={99}
        showZero={showZero}
        color="primary"
        role="img"
        aria-label={t('components.badge.inCart', { count })}
      >
        <IconShoppingCart size={28} aria-hidden />
      </Badge>
      <ButtonGroup size="small" variant="outlined" aria-label={t('components.badge.count')}>
        <Button aria-label={t('components.badge.less')} onClick={() => setCount((c) => Math.max(0, c - 1))}>
          <IconMinus size={16} aria-hidden />
        </Button>
        <Button aria-label={t('components.badge.more')} onClick={() => setCount((c) => c + 1)}>
          <IconPlus size={16} aria-hidden />
        </Button>
        <Button onClick={() => setCount(120)}>120</Button>
      </ButtonGroup>
      <FormControlLabel
        control={<Switch checked={showZero} onChange={(e) => setShowZero(e.target.checked)} />}
        label={t('components.badge.showZero')}
      />
    </DemoRow>
  );
}
