import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

const GOALS = [
  { id: 'sales', value: 72, color: 'primary' },
  { id: 'visits', value: 45, color: 'info' },
  { id: 'signups', value: 90, color: 'success' },
  { id: 'refunds', value: 18, color: 'error' },
] as const;

export default function LinearDeterminate() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2.5}>
      {GOALS.map(({ id, value, color }) => (
        <Box key={id}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 0.75 }}>
            <Typography variant="body2" id={`goal-${id}`}>
              {t(`components.progressLinear.${id}`)}
            </Typography>
            <Typography variant="body2" color="textSecondary">{`${value}%`}</Typography>
          </Box>
          <LinearProgress
            variant="determinate"
            value={value}
            color={color}
            aria-labelledby={`goal-${id}`}
            sx={{ height: 8, borderRadius: 4 }}
          />
        </Box>
      ))}
    </Stack>
  );
}
