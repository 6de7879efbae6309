import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { IconPlus, IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** A new seller's home: nothing to count yet, one way forward (SPEC.md empty states: "want to add the first?"). */
export function FirstListing({ addPath }: { addPath: string }) {
  const { t } = useTranslation();
  return (
    <Card sx={{ p: { xs: 3, sm: 6 }, textAlign: 'center' }} data-testid="seller-home-empty">
      <Box sx={{ color: 'primary.main', mb: 2 }}>
        <IconSparkles size={56} stroke={1.25} aria-hidden />
      </Box>
      <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
        {t('sellerHome.empty.title')}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3, maxWidth: 520, mx: 'auto' }}>
        {t('sellerHome.empty.text')}
      </Typography>
      <Button component={RouterLink} to={addPath} variant="contained" size="large" startIcon={<IconPlus size={20} />}>
        {t('sellerHome.empty.action')}
      </Button>
    </Card>
  );
}
