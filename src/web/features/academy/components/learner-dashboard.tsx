import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useSession } from '@web/lib/session-context';
import { useTranslation } from 'react-i18next';
import { useMyCourses } from '../api/academy-queries';
import { MyCourses } from './my-courses';
import { PageHeader } from '@web/components/page-header';

/** A learner's own figures: courses, hours of lessons done and courses finished. */
function LearnerFigures() {
  const { t, i18n } = useTranslation();
  const query = useMyCourses(true);
  const courses = query.data?.courses;
  // Hours done: each course's length times the share of its lessons done (lessons differ little in length).
  const minutes = courses?.reduce((n, c) => n + (c.durationMinutes * c.lessonsDone) / Math.max(1, c.lessons), 0) ?? 0;
  const figures = [
    { key: 'courses', value: courses?.length ?? 0 },
    { key: 'hours', value: Math.round(minutes / 6) / 10 },
    { key: 'finished', value: courses?.filter((c) => c.completedAt).length ?? 0 },
  ];
  return (
    <Card sx={{ mb: 3 }} data-testid="learner-welcome">
      <CardContent>
        <Typography variant="h5" component="h2" gutterBottom>
          {t('academy.learner.title')}
        </Typography>
        <Typography color="textSecondary" sx={{ mb: 2 }}>
          {t('academy.learner.subtitle')}
        </Typography>
        <Grid container spacing={3}>
          {figures.map((f) => (
            <Grid key={f.key} size={{ xs: 12, sm: 4 }}>
              <Box>
                <Typography variant="body2" color="textSecondary">
                  {t(`academy.learner.${f.key}`)}
                </Typography>
                {courses ? (
                  <Typography variant="h4" component="p">
                    {f.value.toLocaleString(i18n.language)}
                  </Typography>
                ) : (
                  <Skeleton width={60} height={40} />
                )}
              </Box>
            </Grid>
          ))}
        </Grid>
      </CardContent>
    </Card>
  );
}

/** What a member (or a visitor) sees on the Academy dashboard: their learning, not the site's figures. */
export function LearnerDashboard() {
  const { t } = useTranslation();
  const { session } = useSession();
  return (
    <>
      <PageHeader title={t('academy.dashboard.title')} />
      {session && <LearnerFigures />}
      <MyCourses heading={false} />
    </>
  );
}
