import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DemoRow } from '../demo-row';

const COLORS = ['primary', 'secondary', 'success', 'info', 'warning', 'error'] as const;
const VARIANTS = ['contained', 'outlined', 'text', 'tonal'] as const;

export default function ButtonColors() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2.5}>
      {VARIANTS.map((variant) => (
        <Stack key={variant} spacing={1}>
          <Typography variant="overline" color="textSecondary" component="h3">
            {t(`components.button.${variant}`)}
          </Typography>
          <DemoRow>
            {COLORS.map((color) => (
              <Button key={color} variant={variant} color={color}>
                {t(`color.${color}`)}
              </Button>
            ))}
          </DemoRow>
        </Stack>
      ))}
    </Stack>
  );
}
