import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { CourseDetails, CourseSummary, EnrolmentState, MyCourse } from '../../../common/schemas/academy';
import type { Db } from '../../db/client';
import { courses, enrolments, lessonProgress, lessons, users } from '../../db/schema';
import { HttpError } from '../../http-error';

/*
 * A learner's side of the Academy: their courses with progress, a course's page, enrolling and
 * marking a lesson done. Everything is of the request's site: a course of another site is "not
 * found" there, and a learner only ever reads or writes their own enrolment.
 */

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The caller's enrolments on this site, the most recently started first, with lessons done of lessons. */
export async function myCourses(db: Db, site: string, userId: string): Promise<MyCourse[]> {
  const lessonCount = db
    .select({ courseId: lessons.courseId, n: count().as('lesson_n') })
    .from(lessons)
    .groupBy(lessons.courseId)
    .as('lesson_counts');
  const done = count(lessonProgress.id);
  const rows = await db
    .select({
      enrolmentId: enrolments.id,
      courseId: courses.id,
      title: courses.title,
      category: courses.category,
      level: courses.level,
      instructor: users.name,
      durationMinutes: courses.durationMinutes,
      lessons: sql<number>`coalesce(max(${lessonCount.n}), 0)`.mapWith(Number),
      lessonsDone: done,
      enrolledAt: enrolments.enrolledAt,
      completedAt: enrolments.completedAt,
    })
    .from(enrolments)
    .innerJoin(courses, eq(courses.id, enrolments.courseId))
    .innerJoin(users, eq(users.id, courses.instructorId))
    .leftJoin(lessonCount, eq(lessonCount.courseId, courses.id))
    .leftJoin(lessonProgress, eq(lessonProgress.enrolmentId, enrolments.id))
    .where(and(eq(enrolments.userId, userId), eq(enrolments.site, site)))
    .groupBy(enrolments.id, courses.id, users.name)
    .orderBy(desc(enrolments.enrolledAt), courses.title);
  return rows.map((r) => ({
    ...r,
    progress: r.lessons === 0 ? 0 : Math.floor((100 * r.lessonsDone) / r.lessons),
    enrolledAt: r.enrolledAt.toISOString(),
    completedAt: iso(r.completedAt),
  }));
}

/** The site's catalogue: every course with its lesson and learner counts, the most learners first. */
export async function listCourses(db: Db, site: string): Promise<CourseSummary[]> {
  const lessonCount = db
    .select({ courseId: lessons.courseId, n: count().as('lesson_n') })
    .from(lessons)
    .groupBy(lessons.courseId)
    .as('lesson_counts');
  const learners = count(enrolments.id);
  return db
    .select({
      id: courses.id,
      title: courses.title,
      description: courses.description,
      category: courses.category,
      level: courses.level,
      instructor: users.name,
      durationMinutes: courses.durationMinutes,
      lessons: sql<number>`coalesce(max(${lessonCount.n}), 0)`.mapWith(Number),
      learners,
    })
    .from(courses)
    .innerJoin(users, eq(users.id, courses.instructorId))
    .leftJoin(lessonCount, eq(lessonCount.courseId, courses.id))
    .leftJoin(enrolments, eq(enrolments.courseId, courses.id))
    .where(eq(courses.site, site))
    .groupBy(courses.id, users.name)
    .orderBy(desc(learners), courses.title);
}

async function courseOfSite(db: Db, site: string, id: string) {
  const [row] = await db
    .select({
      id: courses.id,
      site: courses.site,
      title: courses.title,
      description: courses.description,
      category: courses.category,
      level: courses.level,
      instructor: users.name,
      durationMinutes: courses.durationMinutes,
      listingId: courses.listingId,
    })
    .from(courses)
    .innerJoin(users, eq(users.id, courses.instructorId))
    .where(and(eq(courses.id, id), eq(courses.site, site)));
  if (!row) throw new HttpError(404, 'notFound');
  return row;
}

async function enrolmentState(
  db: Db,
  courseId: string,
  userId: string,
): Promise<(EnrolmentState & { id: string }) | null> {
  const [row] = await db
    .select({ id: enrolments.id, enrolledAt: enrolments.enrolledAt, completedAt: enrolments.completedAt })
    .from(enrolments)
    .where(and(eq(enrolments.courseId, courseId), eq(enrolments.userId, userId)));
  if (!row) return null;
  const done = await db
    .select({ lessonId: lessonProgress.lessonId })
    .from(lessonProgress)
    .where(eq(lessonProgress.enrolmentId, row.id));
  return {
    id: row.id,
    enrolledAt: row.enrolledAt.toISOString(),
    completedAt: iso(row.completedAt),
    completedLessonIds: done.map((d) => d.lessonId),
  };
}

const publicState = (state: EnrolmentState & { id: string }): EnrolmentState => ({
  enrolledAt: state.enrolledAt,
  completedAt: state.completedAt,
  completedLessonIds: state.completedLessonIds,
});

/** A course of this site with its lessons in order; the caller's own progress when signed in. */
export async function courseDetails(db: Db, site: string, id: string, userId: string | null): Promise<CourseDetails> {
  const course = await courseOfSite(db, site, id);
  const [lessonRows, [learners], state] = await Promise.all([
    db
      .select({
        id: lessons.id,
        position: lessons.position,
        section: lessons.section,
        title: lessons.title,
        durationMinutes: lessons.durationMinutes,
        videoUrl: lessons.videoUrl,
      })
      .from(lessons)
      .where(eq(lessons.courseId, id))
      .orderBy(asc(lessons.position)),
    db.select({ n: count() }).from(enrolments).where(eq(enrolments.courseId, id)),
    userId ? enrolmentState(db, id, userId) : Promise.resolve(null),
  ]);
  return { ...course, learners: learners?.n ?? 0, lessons: lessonRows, enrolment: state ? publicState(state) : null };
}

/** Enrols the caller; enrolling again changes nothing and answers the enrolment as it is. */
export async function enrol(db: Db, site: string, courseId: string, userId: string): Promise<EnrolmentState> {
  await courseOfSite(db, site, courseId);
  await db.insert(enrolments).values({ site, userId, courseId }).onConflictDoNothing();
  const state = await enrolmentState(db, courseId, userId);
  return publicState(state!);
}

/**
 * Marks one lesson of the course done in the caller's own enrolment (403 without one). Once every
 * lesson is done the enrolment is finished, at the time of the last one.
 */
export async function completeLesson(
  db: Db,
  site: string,
  courseId: string,
  lessonId: string,
  userId: string,
): Promise<EnrolmentState> {
  await courseOfSite(db, site, courseId);
  const [lesson] = await db
    .select({ id: lessons.id })
    .from(lessons)
    .where(and(eq(lessons.id, lessonId), eq(lessons.courseId, courseId)));
  if (!lesson) throw new HttpError(404, 'notFound');
  const before = await enrolmentState(db, courseId, userId);
  if (!before) throw new HttpError(403, 'forbidden');
  const now = new Date();
  await db
    .insert(lessonProgress)
    .values({ site, enrolmentId: before.id, lessonId, completedAt: now })
    .onConflictDoNothing();
  const [total] = await db.select({ n: count() }).from(lessons).where(eq(lessons.courseId, courseId));
  const [done] = await db.select({ n: count() }).from(lessonProgress).where(eq(lessonProgress.enrolmentId, before.id));
  if (!before.completedAt && total && done && done.n >= total.n) {
    await db.update(enrolments).set({ completedAt: now }).where(eq(enrolments.id, before.id));
  }
  return publicState((await enrolmentState(db, courseId, userId))!);
}
