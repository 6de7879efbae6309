import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { DemoRow } from '../demo-row';

const VARIANTS = ['contained', 'outlined', 'text', 'tonal'] as const;

export default function ButtonVariants() {
  const { t } = useTranslation();
  return (
    <DemoRow>
      {VARIANTS.map((variant) => (
        <Button key={variant} variant={variant}>
          {t(`components.button.${variant}`)}
        </Button>
      ))}
    </DemoRow>
  );
}
