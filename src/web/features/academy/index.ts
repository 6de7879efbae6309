// The Academy (issue #17): its dashboard, a learner's courses and course pages; src/web/pages/apps/academy composes them.
export { AcademyFrame } from './components/academy-frame';
export { AcademyHome } from './components/academy-home';
export { CourseCatalogue } from './components/course-catalogue';
export { CourseDetails } from './components/course-details';
export { MyCourses } from './components/my-courses';
