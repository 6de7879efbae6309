import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { listings } from './listings';
import { users } from './users';

/** How hard a course is; the browser translates the word (academy.level.<value>). */
export const COURSE_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type CourseLevel = (typeof COURSE_LEVELS)[number];

/**
 * A course of the Academy (issue #17) on one site, taught by one user. A course may be the
 * teaching side of a listing (the aiteaches site sells courses as listings): the link is kept,
 * and goes when the listing is deleted. `category` is a topic slug (ai, data, design, ...).
 */
export const courses = pgTable(
  'courses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    site: text('site').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    category: text('category').notNull(),
    instructorId: uuid('instructor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    level: text('level', { enum: COURSE_LEVELS }).notNull().default('beginner'),
    /** The whole course, the sum of its lessons as published (kept so a listing can show it). */
    durationMinutes: integer('duration_minutes').notNull().default(0),
    listingId: uuid('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('courses_site_category').on(t.site, t.category),
    index('courses_instructor').on(t.instructorId),
    check('courses_duration_positive', sql`${t.durationMinutes} >= 0`),
  ],
);

/** A lesson in its course's order; lessons under the same `section` make one syllabus chapter. */
export const lessons = pgTable(
  'lessons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    section: text('section').notNull(),
    title: text('title').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    /** An http(s) video address; null for a reading lesson. */
    videoUrl: text('video_url'),
  },
  (t) => [
    uniqueIndex('lessons_course_position').on(t.courseId, t.position),
    check('lessons_duration_positive', sql`${t.durationMinutes} > 0`),
  ],
);

/**
 * A learner on a course. `site` repeats the course's site so the dashboards filter enrolments by
 * (site, time) from one index without joining courses; completed_at is set when the last lesson is.
 */
export const enrolments = pgTable(
  'enrolments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    site: text('site').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    enrolledAt: timestamp('enrolled_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('enrolments_user_course').on(t.userId, t.courseId),
    index('enrolments_site_enrolled').on(t.site, t.enrolledAt),
    index('enrolments_site_completed').on(t.site, t.completedAt),
    index('enrolments_course').on(t.courseId),
  ],
);

/** One lesson done by one enrolment; `site` as on enrolments, for the hours-learnt figure by (site, time). */
export const lessonProgress = pgTable(
  'lesson_progress',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    site: text('site').notNull(),
    enrolmentId: uuid('enrolment_id')
      .notNull()
      .references(() => enrolments.id, { onDelete: 'cascade' }),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lesson_progress_enrolment_lesson').on(t.enrolmentId, t.lessonId),
    index('lesson_progress_site_completed').on(t.site, t.completedAt),
  ],
);

export type Course = typeof courses.$inferSelect;
export type Lesson = typeof lessons.$inferSelect;
