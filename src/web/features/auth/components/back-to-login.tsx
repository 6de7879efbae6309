import Link from '@mui/material/Link';
import { useTheme } from '@mui/material/styles';
import { IconChevronLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAuthFlow } from '../flow/auth-flow-context';

export function BackToLogin() {
  const { t } = useTranslation();
  const theme = useTheme();
  const { paths } = useAuthFlow();
  return (
    <Link
      component={RouterLink}
      to={paths.login}
      sx={{ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', gap: 0.5, alignSelf: 'center' }}
    >
      <IconChevronLeft size={18} style={theme.direction === 'rtl' ? { transform: 'scaleX(-1)' } : undefined} />
      {t('auth.backToLogin')}
    </Link>
  );
}
