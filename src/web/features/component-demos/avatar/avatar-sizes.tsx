import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import { DemoRow } from '../demo-row';

const SIZES = [24, 32, 40, 48, 56, 64];
const SHAPES = ['circular', 'rounded', 'square'] as const;

export default function AvatarSizes() {
  return (
    <Stack spacing={3}>
      <DemoRow>
        {SIZES.map((size) => (
          <Avatar
            key={size}
            sx={{
              width: size,
              height: size,
              fontSize: size * 0.4,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
            }}
          >
            {size}
          </Avatar>
        ))}
      </DemoRow>
      <DemoRow>
        {SHAPES.map((variant) => (
          <Avatar key={variant} variant={variant} sx={{ bgcolor: 'info.main', color: 'info.contrastText' }}>
            {variant.slice(0, 2).toUpperCase()}
          </Avatar>
        ))}
      </DemoRow>
    </Stack>
  );
}
