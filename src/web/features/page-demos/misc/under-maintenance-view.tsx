import { FRONT_PAGE_PATH } from '@common/constants';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { MaintenanceIllustration } from './illustrations';

/** "Under maintenance": what is happening, an illustration and the way back home. */
export function UnderMaintenanceView() {
  const { t } = useTranslation();
  return (
    <Stack
      spacing={2.5}
      sx={{ minHeight: '100vh', alignItems: 'center', justifyContent: 'center', textAlign: 'center', p: 3 }}
    >
      <Typography variant="h3" component="h1">
        {t('pages.misc.maintenance.title')}
      </Typography>
      <Typography color="textSecondary" sx={{ maxWidth: 480 }}>
        {t('pages.misc.maintenance.body')}
      </Typography>
      <MaintenanceIllustration />
      <Button component={RouterLink} to={FRONT_PAGE_PATH} variant="contained">
        {t('common.backHome')}
      </Button>
    </Stack>
  );
}
