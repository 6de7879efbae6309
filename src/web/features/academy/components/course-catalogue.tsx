import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCourseList } from '../api/academy-queries';
import { coursePath } from '../lib/paths';
import { AcademyCard, cardState } from './academy-card';
import { categoryLabel, durationText } from './labels';
import { PageHeader } from '@web/components/page-header';

/** The site's courses to choose from, when the course details page names none. */
export function CourseCatalogue() {
  const { t, i18n } = useTranslation();
  const query = useCourseList();
  const courses = query.data?.courses;
  return (
    <>
      <PageHeader title={t('academy.catalogue.title')} />
      <AcademyCard
        title={t('academy.catalogue.subtitle')}
        state={cardState(query)}
        empty={courses?.length === 0}
        emptyText={t('academy.catalogue.empty')}
        height={300}
        testId="course-catalogue"
        grow
      >
        {() => (
          <Grid container spacing={3}>
            {courses!.map((c) => (
              <Grid key={c.id} size={{ xs: 12, sm: 6, lg: 4 }}>
                <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
                  <CardContent sx={{ flex: 1 }}>
                    <Box sx={{ display: 'flex', gap: 1, mb: 1.5, flexWrap: 'wrap' }}>
                      <Chip size="small" color="primary" variant="outlined" label={categoryLabel(t, c.category)} />
                      <Chip size="small" label={t(`academy.level.${c.level}`)} />
                    </Box>
                    <Typography variant="h6" component="h2" gutterBottom>
                      {c.title}
                    </Typography>
                    <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
                      {c.description}
                    </Typography>
                    <Typography variant="caption" color="textSecondary">
                      {t('academy.catalogue.facts', {
                        instructor: c.instructor,
                        lessons: c.lessons,
                        duration: durationText(t, c.durationMinutes),
                        learners: c.learners.toLocaleString(i18n.language),
                      })}
                    </Typography>
                  </CardContent>
                  <CardActions sx={{ px: 2, pb: 2 }}>
                    <Button
                      component={RouterLink}
                      to={coursePath(c.id)}
                      size="small"
                      variant="contained"
                      aria-label={t('academy.catalogue.openNamed', { title: c.title })}
                    >
                      {t('academy.catalogue.open')}
                    </Button>
                  </CardActions>
                </Card>
              </Grid>
            ))}
          </Grid>
        )}
      </AcademyCard>
    </>
  );
}
