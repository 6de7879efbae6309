import type { MyCourse } from '@common/schemas/academy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { IconClock, IconUser } from '@tabler/icons-react';
import { useSession } from '@web/lib/session-context';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useMyCourses } from '../api/academy-queries';
import { ACADEMY_PATHS, coursePath } from '../lib/paths';
import { AcademyCard, cardState } from './academy-card';
import { categoryLabel, durationText } from './labels';
import { SignInPrompt } from './sign-in-prompt';
import { PageHeader } from '@web/components/page-header';

const STATUSES = ['all', 'inProgress', 'completed', 'notStarted'] as const;
type Status = (typeof STATUSES)[number];

const statusOf = (c: MyCourse): Exclude<Status, 'all'> =>
  c.completedAt ? 'completed' : c.lessonsDone === 0 ? 'notStarted' : 'inProgress';

function CourseCard({ course }: { course: MyCourse }) {
  const { t } = useTranslation();
  const status = statusOf(course);
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }} data-testid="my-course">
      <CardContent sx={{ flex: 1 }}>
        <Box sx={{ display: 'flex', gap: 1, mb: 1.5, flexWrap: 'wrap' }}>
          <Chip size="small" color="primary" variant="outlined" label={categoryLabel(t, course.category)} />
          <Chip size="small" label={t(`academy.level.${course.level}`)} />
        </Box>
        <Typography variant="h6" component="h3" gutterBottom>
          {course.title}
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, color: 'text.secondary', mb: 2, flexWrap: 'wrap' }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <IconUser size={16} aria-hidden />
            <Typography variant="body2">{course.instructor}</Typography>
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <IconClock size={16} aria-hidden />
            <Typography variant="body2">{durationText(t, course.durationMinutes)}</Typography>
          </Box>
        </Box>
        <LinearProgress
          variant="determinate"
          value={course.progress}
          color={status === 'completed' ? 'success' : 'primary'}
          sx={{ height: 8, borderRadius: 4 }}
          aria-label={t('academy.my.progressOf', { title: course.title })}
        />
        <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }} data-testid="my-course-progress">
          {t('academy.my.progress', { done: course.lessonsDone, total: course.lessons, value: course.progress })}
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button
          component={RouterLink}
          to={coursePath(course.courseId)}
          variant={status === 'completed' ? 'outlined' : 'contained'}
          size="small"
        >
          {t(`academy.my.action.${status}`)}
        </Button>
      </CardActions>
    </Card>
  );
}

/** The signed-in learner's courses on this site, with progress and filters kept in the address. */
export function MyCourses({ heading = true }: { heading?: boolean }) {
  const { t } = useTranslation();
  const { session } = useSession();
  const signedIn = session !== null;
  const query = useMyCourses(signedIn);
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const status: Status = (STATUSES as readonly (string | null)[]).includes(statusParam)
    ? (statusParam as Status)
    : 'all';
  const category = params.get('category') ?? 'all';
  const setParam = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value === 'all') next.delete(key);
    else next.set(key, value);
    setParams(next, { replace: true });
  };
  const courses = query.data?.courses;
  const categories = useMemo(() => [...new Set(courses?.map((c) => c.category) ?? [])].sort(), [courses]);
  const shown = (courses ?? []).filter(
    (c) => (status === 'all' || statusOf(c) === status) && (category === 'all' || c.category === category),
  );

  const title = heading ? <PageHeader title={t('academy.my.title')} /> : null;
  if (!signedIn)
    return (
      <>
        {title}
        <SignInPrompt />
      </>
    );
  return (
    <>
      {title}
      <AcademyCard
        title={t('academy.my.cardTitle')}
        subtitle={courses ? t('academy.my.count', { count: courses.length }) : undefined}
        state={cardState(query)}
        empty={courses?.length === 0}
        emptyText={t('academy.my.empty')}
        height={260}
        testId="my-courses"
        grow
        action={
          <Button component={RouterLink} to={ACADEMY_PATHS.courseDetails} size="small">
            {t('academy.browse')}
          </Button>
        }
      >
        {() => (
          <>
            <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 3 }}>
              <ToggleButtonGroup
                size="small"
                exclusive
                value={status}
                aria-label={t('academy.my.filterStatus')}
                onChange={(_, v: string | null) => v && setParam('status', v)}
              >
                {STATUSES.map((s) => (
                  <ToggleButton key={s} value={s}>
                    {t(`academy.my.status.${s}`)}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
              <TextField
                select
                size="small"
                label={t('academy.my.filterCategory')}
                value={category}
                onChange={(e) => setParam('category', e.target.value)}
                sx={{ minWidth: 180 }}
              >
                <MenuItem value="all">{t('academy.my.allCategories')}</MenuItem>
                {categories.map((c) => (
                  <MenuItem key={c} value={c}>
                    {categoryLabel(t, c)}
                  </MenuItem>
                ))}
              </TextField>
            </Box>
            {shown.length === 0 ? (
              <Box sx={{ textAlign: 'center', py: 4 }} data-testid="my-courses-none">
                <Typography color="textSecondary" sx={{ mb: 2 }}>
                  {t('academy.my.noMatch')}
                </Typography>
                <Button onClick={() => setParams(new URLSearchParams(), { replace: true })}>
                  {t('academy.my.clearFilters')}
                </Button>
              </Box>
            ) : (
              <Grid container spacing={3}>
                {shown.map((c) => (
                  <Grid key={c.enrolmentId} size={{ xs: 12, sm: 6, lg: 4 }}>
                    <CourseCard course={c} />
                  </Grid>
                ))}
              </Grid>
            )}
          </>
        )}
      </AcademyCard>
    </>
  );
}
