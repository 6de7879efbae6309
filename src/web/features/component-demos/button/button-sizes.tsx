import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { DemoRow } from '../demo-row';

const SIZES = ['small', 'medium', 'large'] as const;

export default function ButtonSizes() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      {(['contained', 'outlined'] as const).map((variant) => (
        <DemoRow key={variant}>
          {SIZES.map((size) => (
            <Button key={size} variant={variant} size={size}>
              {t(`components.button.${size}`)}
            </Button>
          ))}
        </DemoRow>
      ))}
    </Stack>
  );
}
