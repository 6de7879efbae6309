import type { AcademyDashboard as Figures } from '@common/schemas/academy';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAcademyDashboard } from '../api/academy-queries';
import { coursePath } from '../lib/paths';
import { percent } from '../lib/range';
import { AcademyCard, cardState, type CardState } from './academy-card';
import { hasCounts, LearningChart, TopicsDonut } from './academy-charts';
import { DashboardToolbar } from '@web/components/dashboard/dashboard-toolbar';
import { CourseTable } from './course-table';

/**
 * The course table's body, a page of COURSE_PAGE_SIZE courses and the pager, measured in English:
 * a phone scrolls the table sideways with titles in two lines and the pager in two rows; from sm
 * the pager takes one row; from md the table is wide enough for most titles on one line.
 */
const COURSE_TABLE_HEIGHT = { xs: 540, sm: 496, md: 400 };
import { categoryLabel, initials, siteLabel } from './labels';
import { WelcomeCard } from './welcome-card';

const AVATAR_TONES = ['primary', 'success', 'info', 'warning', 'error'] as const;

function periodText(language: string, data: Figures | undefined, allSites: string): string | undefined {
  if (!data) return undefined;
  const day = (d: string) =>
    new Date(`${d}T00:00:00Z`).toLocaleDateString(language, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
  return `${day(data.range.from)} – ${day(data.range.to)} · ${data.site ? siteLabel(data.site) : allSites}`;
}

function InstructorsCard({ data, state }: { data: Figures | undefined; state: CardState }) {
  const { t, i18n } = useTranslation();
  return (
    <AcademyCard
      title={t('academy.instructors.title')}
      subtitle={t('academy.instructors.subtitle')}
      state={state}
      empty={data?.instructors.length === 0}
      // The list's own height, so the skeleton holds its place (CLS).
      height={352}
      testId="academy-instructors"
    >
      {() => (
        <List disablePadding>
          {data!.instructors.map((person, i) => (
            <ListItem
              key={person.id}
              disableGutters
              secondaryAction={
                <Typography variant="body2">{person.enrolments.toLocaleString(i18n.language)}</Typography>
              }
            >
              <ListItemAvatar>
                <Avatar
                  sx={{
                    bgcolor: `${AVATAR_TONES[i % AVATAR_TONES.length]}.main`,
                    color: `${AVATAR_TONES[i % AVATAR_TONES.length]}.contrastText`,
                  }}
                >
                  {initials(person.name)}
                </Avatar>
              </ListItemAvatar>
              <ListItemText
                primary={person.name}
                secondary={t('academy.instructors.courses', { count: person.courses })}
              />
            </ListItem>
          ))}
        </List>
      )}
    </AcademyCard>
  );
}

function TopCoursesCard({ data, state }: { data: Figures | undefined; state: CardState }) {
  const { t, i18n } = useTranslation();
  const rows = data?.topCourses.filter((c) => c.enrolments > 0).slice(0, 5) ?? [];
  const most = rows[0]?.enrolments ?? 0;
  return (
    <AcademyCard
      title={t('academy.top.title')}
      subtitle={t('academy.top.subtitle')}
      state={state}
      empty={rows.length === 0}
      height={280}
      testId="academy-top-courses"
    >
      {() => (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
          {rows.map((c) => (
            <Box key={c.id}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
                <Link
                  component={RouterLink}
                  to={coursePath(c.id)}
                  underline="hover"
                  noWrap
                  sx={{ fontWeight: 500, minWidth: 0, flex: 1 }}
                >
                  {c.title}
                </Link>
                <Typography variant="body2" color="textSecondary" sx={{ flexShrink: 0 }}>
                  {t('academy.top.enrolments', {
                    count: c.enrolments,
                    formatted: c.enrolments.toLocaleString(i18n.language),
                  })}
                </Typography>
              </Box>
              <LinearProgress
                variant="determinate"
                value={percent(c.enrolments, most)}
                sx={{ height: 6, borderRadius: 3, mt: 0.5 }}
                aria-label={c.title}
              />
            </Box>
          ))}
        </Box>
      )}
    </AcademyCard>
  );
}

/**
 * The Academy dashboard for administrators (issue #17): how much is learnt on the site in the
 * period, what people learn, who teaches the most followed courses, and every course's progress.
 */
export function AcademyDashboard() {
  const { t, i18n } = useTranslation();
  const query = useAcademyDashboard();
  const state = cardState(query);
  const data = query.data;
  const topics = useMemo(
    () => data?.categories.map((c) => ({ label: categoryLabel(t, c.key), count: c.count })) ?? [],
    [data, t],
  );
  const learning = useMemo(
    () =>
      data
        ? [
            { name: t('academy.welcome.enrolments'), data: data.enrolmentsPerDay },
            { name: t('academy.welcome.completions'), data: data.completionsPerDay },
          ]
        : [],
    [data, t],
  );
  return (
    <>
      <DashboardToolbar
        texts="academy"
        title={t('academy.dashboard.title')}
        period={periodText(i18n.language, data, t('academy.scope.all'))}
      />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 8 }}>
          <WelcomeCard data={data} state={state} />
        </Grid>
        <Grid size={{ xs: 12, md: 6, lg: 4 }}>
          <AcademyCard
            title={t('academy.topics.title')}
            subtitle={t('academy.topics.subtitle')}
            state={state}
            empty={topics.length === 0}
            height={280}
            testId="academy-topics"
          >
            {() => (
              <TopicsDonut
                rows={topics}
                height={280}
                label={t('academy.topics.title')}
                totalLabel={t('academy.total')}
              />
            )}
          </AcademyCard>
        </Grid>
        <Grid size={{ xs: 12, lg: 8 }}>
          <AcademyCard
            title={t('academy.learning.title')}
            subtitle={t('academy.learning.subtitle')}
            state={state}
            empty={!hasCounts([data?.enrolmentsPerDay, data?.completionsPerDay])}
            height={300}
            testId="academy-learning"
          >
            {() => <LearningChart series={learning} height={300} label={t('academy.learning.title')} />}
          </AcademyCard>
        </Grid>
        <Grid size={{ xs: 12, md: 6, lg: 4 }}>
          <InstructorsCard data={data} state={state} />
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <TopCoursesCard data={data} state={state} />
        </Grid>
        <Grid size={{ xs: 12, lg: 8 }}>
          <AcademyCard
            title={t('academy.table.title')}
            subtitle={t('academy.table.subtitle')}
            state={state}
            empty={data?.topCourses.length === 0}
            // A page of COURSE_PAGE_SIZE courses and the pager, so the skeleton holds the loaded
            // table's place (CLS); ten a page, or longer titles, grow the card.
            height={COURSE_TABLE_HEIGHT}
            grow
            testId="academy-course-table"
          >
            {() => <CourseTable rows={data!.topCourses} />}
          </AcademyCard>
        </Grid>
      </Grid>
    </>
  );
}
