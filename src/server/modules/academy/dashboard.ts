import { and, count, countDistinct, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AcademyDashboard } from '../../../common/schemas/academy';
import { addDays, type DashboardScope, type DayCount } from '../../../common/schemas/dashboards';
import type { Db } from '../../db/client';
import { dayOf, inBothPeriods, inRange, instant, windowOf, type DayWindow } from '../../db/day-ranges';
import { courses, enrolments, lessonProgress, lessons, users } from '../../db/schema';

/*
 * The Academy dashboard's figures (issue #17): SQL aggregates over courses, enrolments and lesson
 * progress, by UTC day, in the same "at or after the first instant, before the day after the last"
 * ranges as the marketplace dashboards, so the (site, time) indexes answer them.
 */

const TOP_INSTRUCTORS = 5;
const TOP_CATEGORIES = 8;

export interface AcademyDashboardRequest {
  site: string;
  scope: DashboardScope;
  from?: string | undefined;
  to?: string | undefined;
  now?: Date;
}

/** Count (or sum) in the range and in the period just before it, in one scan of both. */
function split(column: PgColumn, w: DayWindow, what: SQL = sql`1`) {
  return {
    current: sql<number>`coalesce(sum(${what}) filter (where ${column} >= ${instant(w.from)}), 0)`.mapWith(Number),
    previous: sql<number>`coalesce(sum(${what}) filter (where ${column} < ${instant(w.from)}), 0)`.mapWith(Number),
  };
}

function fillDays(w: DayWindow, rows: readonly { date: string; count: number }[]): DayCount[] {
  const byDay = new Map(rows.map((r) => [r.date, r.count]));
  return Array.from({ length: w.days }, (_, i) => {
    const date = addDays(w.from, i);
    return { date, count: byDay.get(date) ?? 0 };
  });
}

export async function academyDashboard(db: Db, request: AcademyDashboardRequest): Promise<AcademyDashboard> {
  const w = windowOf(request.from, request.to, request.now ?? new Date());
  const one = request.scope === 'site';
  const enrolmentSite = one ? eq(enrolments.site, request.site) : undefined;
  const progressSite = one ? eq(lessonProgress.site, request.site) : undefined;
  const courseSite = one ? eq(courses.site, request.site) : undefined;

  const [
    [courseCount],
    [enrolled],
    enrolDays,
    [completed],
    completeDays,
    [minutes],
    [active],
    [cohort],
    categories,
    instructors,
    topCourses,
  ] = await Promise.all([
    db.select({ n: count() }).from(courses).where(courseSite),
    db
      .select(split(enrolments.enrolledAt, w))
      .from(enrolments)
      .where(and(enrolmentSite, inBothPeriods(enrolments.enrolledAt, w))),
    db
      .select({ date: dayOf(enrolments.enrolledAt), count: count() })
      .from(enrolments)
      .where(and(enrolmentSite, inRange(enrolments.enrolledAt, w)))
      .groupBy(dayOf(enrolments.enrolledAt)),
    db
      .select(split(enrolments.completedAt, w))
      .from(enrolments)
      .where(and(enrolmentSite, inBothPeriods(enrolments.completedAt, w))),
    db
      .select({ date: dayOf(enrolments.completedAt), count: count() })
      .from(enrolments)
      .where(and(enrolmentSite, inRange(enrolments.completedAt, w)))
      .groupBy(dayOf(enrolments.completedAt)),
    db
      .select(split(lessonProgress.completedAt, w, sql`${lessons.durationMinutes}`))
      .from(lessonProgress)
      .innerJoin(lessons, eq(lessons.id, lessonProgress.lessonId))
      .where(and(progressSite, inBothPeriods(lessonProgress.completedAt, w))),
    db
      .select({
        current:
          sql<number>`count(distinct ${enrolments.userId}) filter (where ${lessonProgress.completedAt} >= ${instant(w.from)})`.mapWith(
            Number,
          ),
        previous:
          sql<number>`count(distinct ${enrolments.userId}) filter (where ${lessonProgress.completedAt} < ${instant(w.from)})`.mapWith(
            Number,
          ),
      })
      .from(lessonProgress)
      .innerJoin(enrolments, eq(enrolments.id, lessonProgress.enrolmentId))
      .where(and(progressSite, inBothPeriods(lessonProgress.completedAt, w))),
    db
      .select({
        currentEnrolled: sql<number>`count(*) filter (where ${enrolments.enrolledAt} >= ${instant(w.from)})`.mapWith(
          Number,
        ),
        currentCompleted:
          sql<number>`count(${enrolments.completedAt}) filter (where ${enrolments.enrolledAt} >= ${instant(w.from)})`.mapWith(
            Number,
          ),
        previousEnrolled: sql<number>`count(*) filter (where ${enrolments.enrolledAt} < ${instant(w.from)})`.mapWith(
          Number,
        ),
        previousCompleted:
          sql<number>`count(${enrolments.completedAt}) filter (where ${enrolments.enrolledAt} < ${instant(w.from)})`.mapWith(
            Number,
          ),
      })
      .from(enrolments)
      .where(and(enrolmentSite, inBothPeriods(enrolments.enrolledAt, w))),
    db
      .select({ key: courses.category, count: count() })
      .from(enrolments)
      .innerJoin(courses, eq(courses.id, enrolments.courseId))
      .where(and(enrolmentSite, inRange(enrolments.enrolledAt, w)))
      .groupBy(courses.category)
      .orderBy(desc(count()), courses.category)
      .limit(TOP_CATEGORIES),
    popularInstructors(db, courseSite, w),
    topCoursesOf(db, courseSite, w),
  ]);

  return {
    range: w,
    scope: request.scope,
    site: one ? request.site : null,
    courses: courseCount?.n ?? 0,
    enrolments: { current: enrolled?.current ?? 0, previous: enrolled?.previous ?? 0 },
    enrolmentsPerDay: fillDays(w, enrolDays),
    completions: { current: completed?.current ?? 0, previous: completed?.previous ?? 0 },
    completionsPerDay: fillDays(w, completeDays),
    minutesLearnt: { current: minutes?.current ?? 0, previous: minutes?.previous ?? 0 },
    activeLearners: { current: active?.current ?? 0, previous: active?.previous ?? 0 },
    cohort: {
      current: { enrolled: cohort?.currentEnrolled ?? 0, completed: cohort?.currentCompleted ?? 0 },
      previous: { enrolled: cohort?.previousEnrolled ?? 0, completed: cohort?.previousCompleted ?? 0 },
    },
    categories,
    instructors,
    topCourses,
  };
}

/** Instructors by enrolments on their courses in the range (then by name), with how many courses they teach. */
async function popularInstructors(db: Db, courseSite: SQL | undefined, w: DayWindow) {
  const recent = sql<number>`count(${enrolments.id}) filter (where ${inRange(enrolments.enrolledAt, w)})`.mapWith(
    Number,
  );
  return db
    .select({ id: users.id, name: users.name, courses: countDistinct(courses.id), enrolments: recent })
    .from(courses)
    .innerJoin(users, eq(users.id, courses.instructorId))
    .leftJoin(enrolments, eq(enrolments.courseId, courses.id))
    .where(courseSite)
    .groupBy(users.id, users.name)
    .orderBy(desc(recent), users.name)
    .limit(TOP_INSTRUCTORS);
}

/**
 * Every course of the scope by enrolments made in the range, with how many of those are finished,
 * and the mean progress of every learner the course has (lessons done over lessons, in percent).
 * All of them, not a top few: the dashboard's course table pages over the whole list (a site has
 * tens of courses, one row each), and its "top courses" card takes the first ones.
 */
async function topCoursesOf(db: Db, courseSite: SQL | undefined, w: DayWindow) {
  const lessonCount = db
    .select({ courseId: lessons.courseId, n: count().as('lesson_n') })
    .from(lessons)
    .groupBy(lessons.courseId)
    .as('lesson_counts');
  const doneCount = db
    .select({ enrolmentId: lessonProgress.enrolmentId, n: count().as('done_n') })
    .from(lessonProgress)
    .groupBy(lessonProgress.enrolmentId)
    .as('done_counts');
  const recent = sql<number>`count(${enrolments.id}) filter (where ${inRange(enrolments.enrolledAt, w)})`.mapWith(
    Number,
  );
  const rows = await db
    .select({
      id: courses.id,
      title: courses.title,
      category: courses.category,
      level: courses.level,
      instructor: users.name,
      lessons: sql<number>`coalesce(max(${lessonCount.n}), 0)`.mapWith(Number),
      enrolments: recent,
      completions:
        sql<number>`count(${enrolments.completedAt}) filter (where ${inRange(enrolments.enrolledAt, w)})`.mapWith(
          Number,
        ),
      averageProgress:
        sql<number>`coalesce(floor(avg(100.0 * coalesce(${doneCount.n}, 0) / nullif(${lessonCount.n}, 0)) filter (where ${isNotNull(enrolments.id)})), 0)`.mapWith(
          Number,
        ),
    })
    .from(courses)
    .innerJoin(users, eq(users.id, courses.instructorId))
    .leftJoin(lessonCount, eq(lessonCount.courseId, courses.id))
    .leftJoin(enrolments, eq(enrolments.courseId, courses.id))
    .leftJoin(doneCount, eq(doneCount.enrolmentId, enrolments.id))
    .where(courseSite)
    .groupBy(courses.id, users.name)
    .orderBy(desc(recent), courses.title);
  return rows;
}
