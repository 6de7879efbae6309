import type { CourseDetails as Course, LessonItem } from '@common/schemas/academy';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import {
  IconBook,
  IconChevronDown,
  IconCircleCheck,
  IconCircleDashed,
  IconClock,
  IconPlayerPlay,
  IconUser,
  IconUsers,
} from '@tabler/icons-react';
import { NotFoundMessage } from '@web/components/not-found-message';
import { ApiError } from '@web/lib/api-client';
import { loginPath } from '@web/lib/paths';
import { useSession } from '@web/lib/session-context';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import { useCompleteLesson, useCourse, useEnrol } from '../api/academy-queries';
import { percent } from '../lib/range';
import { categoryLabel, durationText } from './labels';

/** The selected lesson's stage: its video when it has one, otherwise its title on the course's colour. */
function LessonStage({ lesson, position, total }: { lesson: LessonItem | undefined; position: number; total: number }) {
  const { t } = useTranslation();
  if (!lesson) return null;
  return (
    <Box
      sx={{
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: 'grey.900',
        color: 'common.white',
        aspectRatio: '16 / 9',
        position: 'relative',
      }}
      data-testid="lesson-stage"
    >
      {lesson.videoUrl ? (
        // preload="none": nothing is fetched until the learner presses play.
        <video
          key={lesson.id}
          controls
          preload="none"
          src={lesson.videoUrl}
          style={{ width: '100%', height: '100%' }}
          aria-label={lesson.title}
        />
      ) : (
        <Box
          sx={{
            height: '100%',
            display: 'grid',
            placeItems: 'center',
            textAlign: 'center',
            p: 3,
            background: (theme) => `linear-gradient(135deg, ${theme.palette.primary.dark}, ${theme.palette.grey[900]})`,
          }}
        >
          <div>
            <IconBook size={48} stroke={1.25} aria-hidden />
            <Typography variant="overline" component="p" sx={{ opacity: 0.8 }}>
              {t('academy.course.lessonOf', { position, total })} · {lesson.section}
            </Typography>
            <Typography variant="h4" component="p">
              {lesson.title}
            </Typography>
            <Typography sx={{ opacity: 0.8 }}>
              {t('academy.course.readingLesson', { duration: durationText(t, lesson.durationMinutes) })}
            </Typography>
          </div>
        </Box>
      )}
    </Box>
  );
}

/** The syllabus: one accordion per section, its lessons as buttons that choose what the stage shows. */
function Syllabus({
  course,
  selected,
  onSelect,
}: {
  course: Course;
  selected: string | undefined;
  onSelect: (id: string) => void;
}) {
  const { t } = useTranslation();
  const done = new Set(course.enrolment?.completedLessonIds ?? []);
  const sections = useMemo(() => {
    const out: { name: string; lessons: LessonItem[] }[] = [];
    for (const lesson of course.lessons) {
      const last = out[out.length - 1];
      if (last && last.name === lesson.section) last.lessons.push(lesson);
      else out.push({ name: lesson.section, lessons: [lesson] });
    }
    return out;
  }, [course.lessons]);
  return (
    <Box data-testid="syllabus">
      {sections.map((section, i) => {
        const minutes = section.lessons.reduce((n, l) => n + l.durationMinutes, 0);
        const finished = section.lessons.filter((l) => done.has(l.id)).length;
        return (
          <Accordion
            key={`${i}-${section.name}`}
            defaultExpanded={section.lessons.some((l) => l.id === selected) || i === 0}
            disableGutters
          >
            <AccordionSummary expandIcon={<IconChevronDown size={18} aria-hidden />}>
              <Box>
                <Typography sx={{ fontWeight: 500 }}>{section.name}</Typography>
                <Typography variant="caption" color="textSecondary">
                  {t('academy.course.sectionFacts', {
                    done: finished,
                    total: section.lessons.length,
                    duration: durationText(t, minutes),
                  })}
                </Typography>
              </Box>
            </AccordionSummary>
            <AccordionDetails sx={{ p: 0 }}>
              <List dense disablePadding>
                {section.lessons.map((lesson) => (
                  <ListItem key={lesson.id} disablePadding>
                    <ListItemButton
                      selected={lesson.id === selected}
                      onClick={() => onSelect(lesson.id)}
                      data-testid="syllabus-lesson"
                    >
                      <ListItemIcon sx={{ minWidth: 32 }}>
                        {done.has(lesson.id) ? (
                          <Box
                            component="span"
                            role="img"
                            aria-label={t('academy.course.done')}
                            sx={{ color: 'success.main', display: 'inline-flex' }}
                          >
                            <IconCircleCheck size={18} aria-hidden />
                          </Box>
                        ) : lesson.videoUrl ? (
                          <IconPlayerPlay size={18} aria-hidden />
                        ) : (
                          <IconCircleDashed size={18} aria-hidden />
                        )}
                      </ListItemIcon>
                      <ListItemText
                        primary={`${lesson.position}. ${lesson.title}`}
                        secondary={durationText(t, lesson.durationMinutes)}
                      />
                    </ListItemButton>
                  </ListItem>
                ))}
              </List>
            </AccordionDetails>
          </Accordion>
        );
      })}
    </Box>
  );
}

function DetailsSkeleton() {
  return (
    <Grid container spacing={3} data-testid="course-loading">
      <Grid size={{ xs: 12, lg: 8 }}>
        <Skeleton variant="rounded" sx={{ aspectRatio: '16 / 9', height: 'auto' }} />
        <Skeleton width="60%" height={48} />
        <Skeleton width="90%" />
      </Grid>
      <Grid size={{ xs: 12, lg: 4 }}>
        <Skeleton variant="rounded" height={360} />
      </Grid>
    </Grid>
  );
}

/** A course's page: the stage for the chosen lesson, the facts, enrolling and progress, and the syllabus. */
export function CourseDetails({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const { session } = useSession();
  const location = useLocation();
  const query = useCourse(id);
  const enrol = useEnrol(id);
  const complete = useCompleteLesson(id);
  const [params, setParams] = useSearchParams();
  const course = query.data;

  if (query.isError && query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400))
    return <NotFoundMessage />;
  if (query.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            {t('academy.retry')}
          </Button>
        }
      >
        {t('academy.loadFailed')}
      </Alert>
    );
  if (!course) return <DetailsSkeleton />;

  const doneIds = new Set(course.enrolment?.completedLessonIds ?? []);
  // The lesson in the address, else where the learner left off (the first not done), else the first.
  const selectedId = course.lessons.some((l) => l.id === params.get('lesson'))
    ? params.get('lesson')!
    : (course.lessons.find((l) => !doneIds.has(l.id)) ?? course.lessons[0])?.id;
  const index = course.lessons.findIndex((l) => l.id === selectedId);
  const selected = course.lessons[index];
  const select = (lessonId: string) => {
    const next = new URLSearchParams(params);
    next.set('lesson', lessonId);
    setParams(next, { replace: true });
  };
  const progress = percent(doneIds.size, course.lessons.length);
  const selectedDone = selected ? doneIds.has(selected.id) : false;
  const next = course.lessons[index + 1];

  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, lg: 8 }}>
        <Card>
          <CardContent>
            <LessonStage lesson={selected} position={index + 1} total={course.lessons.length} />
            {course.enrolment && selected && (
              <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}>
                <Button
                  variant="contained"
                  disabled={selectedDone || complete.isPending}
                  onClick={() => {
                    // Keep this lesson on the stage: without ?lesson= it would move to the next one not done.
                    select(selected.id);
                    complete.mutate(selected.id);
                  }}
                  startIcon={<IconCircleCheck size={18} aria-hidden />}
                >
                  {selectedDone ? t('academy.course.done') : t('academy.course.markDone')}
                </Button>
                {next && (
                  <Button variant="outlined" onClick={() => select(next.id)}>
                    {t('academy.course.next')}
                  </Button>
                )}
              </Box>
            )}
            {complete.isError && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {t('academy.course.saveFailed')}
              </Alert>
            )}
            <Box sx={{ display: 'flex', gap: 1, mt: 3, mb: 1, flexWrap: 'wrap' }}>
              <Chip size="small" color="primary" variant="outlined" label={categoryLabel(t, course.category)} />
              <Chip size="small" label={t(`academy.level.${course.level}`)} />
            </Box>
            <Typography variant="h4" component="h1" gutterBottom data-testid="course-title">
              {course.title}
            </Typography>
            <Box sx={{ display: 'flex', gap: 3, color: 'text.secondary', mb: 2, flexWrap: 'wrap' }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                <IconUser size={18} aria-hidden />
                <Typography variant="body2">{course.instructor}</Typography>
              </Box>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                <IconClock size={18} aria-hidden />
                <Typography variant="body2">{durationText(t, course.durationMinutes)}</Typography>
              </Box>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                <IconUsers size={18} aria-hidden />
                <Typography variant="body2">
                  {t('academy.course.learners', {
                    count: course.learners,
                    formatted: course.learners.toLocaleString(i18n.language),
                  })}
                </Typography>
              </Box>
            </Box>
            <Typography variant="h6" component="h2">
              {t('academy.course.about')}
            </Typography>
            <Typography color="textSecondary">{course.description}</Typography>
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, lg: 4 }}>
        <Card sx={{ mb: 3 }}>
          <CardContent>
            {course.enrolment ? (
              <>
                <Typography variant="h6" component="h2">
                  {course.enrolment.completedAt ? t('academy.course.finished') : t('academy.course.yourProgress')}
                </Typography>
                <LinearProgress
                  variant="determinate"
                  value={progress}
                  color={course.enrolment.completedAt ? 'success' : 'primary'}
                  sx={{ height: 8, borderRadius: 4, my: 1.5 }}
                  aria-label={t('academy.course.yourProgress')}
                />
                <Typography variant="body2" color="textSecondary" data-testid="course-progress">
                  {t('academy.my.progress', { done: doneIds.size, total: course.lessons.length, value: progress })}
                </Typography>
              </>
            ) : session ? (
              <>
                <Typography sx={{ mb: 2 }}>{t('academy.course.enrolText')}</Typography>
                <Button variant="contained" fullWidth disabled={enrol.isPending} onClick={() => enrol.mutate()}>
                  {t('academy.course.enrol')}
                </Button>
                {enrol.isError && (
                  <Alert severity="error" sx={{ mt: 2 }}>
                    {t('academy.course.saveFailed')}
                  </Alert>
                )}
              </>
            ) : (
              <>
                <Typography sx={{ mb: 2 }}>{t('academy.course.signInText')}</Typography>
                <Button
                  variant="contained"
                  fullWidth
                  component={RouterLink}
                  to={loginPath(`${location.pathname}${location.search}`)}
                >
                  {t('academy.signIn.action')}
                </Button>
              </>
            )}
          </CardContent>
        </Card>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('academy.course.syllabus', { count: course.lessons.length })}
        </Typography>
        <Syllabus course={course} selected={selectedId} onSelect={select} />
      </Grid>
    </Grid>
  );
}
