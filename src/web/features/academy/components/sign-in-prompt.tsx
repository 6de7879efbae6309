import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { IconSchool } from '@tabler/icons-react';
import { loginPath } from '@web/lib/paths';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { ACADEMY_PATHS } from '../lib/paths';

/** For a visitor: their courses need an account; the catalogue does not. */
export function SignInPrompt() {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <Card data-testid="academy-sign-in">
      <CardContent sx={{ textAlign: 'center', py: 6 }}>
        <IconSchool size={48} stroke={1.25} aria-hidden />
        <Typography variant="h5" component="h2" sx={{ mt: 2 }}>
          {t('academy.signIn.title')}
        </Typography>
        <Typography color="textSecondary" sx={{ mb: 3 }}>
          {t('academy.signIn.text')}
        </Typography>
        <Button
          variant="contained"
          component={RouterLink}
          to={loginPath(`${location.pathname}${location.search}`)}
          sx={{ mx: 1 }}
        >
          {t('academy.signIn.action')}
        </Button>
        <Button variant="outlined" component={RouterLink} to={ACADEMY_PATHS.courseDetails} sx={{ mx: 1 }}>
          {t('academy.browse')}
        </Button>
      </CardContent>
    </Card>
  );
}
