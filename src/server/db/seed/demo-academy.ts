import { seededRandom } from '../../../common/random/seeded-random';
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { SITES } from '../../../common/sites';
import type { Db } from '../client';
import { courses, enrolments, lessonProgress, lessons, listings, users } from '../schema';
import { DEMO_INSTRUCTORS, DEMO_LEARNERS, demoCoursesOf } from './demo-academy-texts';

/*
 * The Academy's demo year (issue #17): every site gets its catalogue of courses with lessons in
 * three syllabus sections, and a year of enrolments and lesson progress from demo learners, more
 * of them lately, so the dashboard's charts have a shape. A seeded PRNG makes every empty start
 * grow the same history (relative to the day it runs). member@demo.test is enrolled on a few
 * courses of every site: one finished, one half done, one just started.
 */

const DAY_MS = 86_400_000;
const YEAR_DAYS = 365;
/** Enrolments drawn per site (pairs already drawn are skipped, so a few less). */
const ENROLMENTS = { aiteaches: 240, other: 80 } as const;
const CHUNK = 1000;

async function insertChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

async function idsByEmail(db: Db, emails: readonly string[]): Promise<string[]> {
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, emails as string[]));
  const byEmail = new Map(rows.map((r) => [r.email.toLowerCase(), r.id]));
  return emails.map((e) => byEmail.get(e)).filter((id): id is string => !!id);
}

interface SeededLesson {
  id: string;
  durationMinutes: number;
}

/** Seeds the Academy; needs the demo users (and, for listing links, the demo listings) first. Returns the enrolments made. */
export async function seedDemoAcademy(db: Db, now = new Date()): Promise<number> {
  const random = seededRandom(17);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const between = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);

  // Learners joined over the year (the CRM's sign-ups get a shape too); teachers a year ago.
  await db
    .insert(users)
    .values([
      ...DEMO_INSTRUCTORS.map((u) => ({
        ...u,
        emailVerifiedAt: daysAgo(YEAR_DAYS + 30),
        createdAt: daysAgo(YEAR_DAYS + 30),
      })),
      ...DEMO_LEARNERS.map((u, i) => {
        const joined = daysAgo(YEAR_DAYS + 5 - i * 3);
        return { ...u, emailVerifiedAt: joined, createdAt: joined };
      }),
    ])
    .onConflictDoNothing();
  const instructors = await idsByEmail(
    db,
    DEMO_INSTRUCTORS.map((u) => u.email),
  );
  const learners = await idsByEmail(
    db,
    DEMO_LEARNERS.map((u) => u.email),
  );
  const [member] = await idsByEmail(db, ['member@demo.test']);
  if (instructors.length === 0 || learners.length === 0) return 0;

  const courseRows: (typeof courses.$inferInsert)[] = [];
  const lessonRows: (typeof lessons.$inferInsert)[] = [];
  const enrolmentRows: (typeof enrolments.$inferInsert)[] = [];
  const progressRows: (typeof lessonProgress.$inferInsert)[] = [];

  for (const site of SITES) {
    const { courses: catalogue, words } = demoCoursesOf(site.id, site.defaultLang);
    // The aiteaches listings that are courses: the first courses are sold as those listings.
    const courseListings =
      site.id === 'aiteaches'
        ? await db
            .select({ id: listings.id })
            .from(listings)
            .where(and(eq(listings.site, site.id), eq(listings.status, 'published')))
            .orderBy(listings.name)
        : [];
    const siteCourses = catalogue.map((c, i) => {
      const id = randomUUID();
      const count = between(6, 10);
      const courseLessons: SeededLesson[] = Array.from({ length: count }, (_, n) => {
        const lesson = {
          id: randomUUID(),
          courseId: id,
          position: n + 1,
          section: words.sections[Math.min(2, Math.floor((n * 3) / count))]!,
          title: words.lessons[n % words.lessons.length]!,
          durationMinutes: between(4, 24),
          videoUrl: null,
        };
        lessonRows.push(lesson);
        return lesson;
      });
      courseRows.push({
        id,
        site: site.id,
        title: c.title,
        description: c.about,
        category: c.category,
        level: c.level,
        instructorId: instructors[(i + site.id.length) % instructors.length]!,
        durationMinutes: courseLessons.reduce((n, l) => n + l.durationMinutes, 0),
        listingId: courseListings[i]?.id ?? null,
        createdAt: daysAgo(YEAR_DAYS + 20),
      });
      return { id, lessons: courseLessons, popularity: 1 + random() * 3 };
    });

    /** Lessons done one after another from the enrolment on, never after now; finished when all are. */
    const learn = (userId: string, course: (typeof siteCourses)[number], enrolledAt: Date, lessonsToDo: number) => {
      const enrolmentId = randomUUID();
      let at = enrolledAt.getTime();
      let done = 0;
      for (const lesson of course.lessons.slice(0, lessonsToDo)) {
        at += (0.1 + random() * 3) * DAY_MS;
        if (at >= now.getTime()) break;
        progressRows.push({
          id: randomUUID(),
          site: site.id,
          enrolmentId,
          lessonId: lesson.id,
          completedAt: new Date(at),
        });
        done++;
      }
      const completedAt = done === course.lessons.length ? new Date(at) : null;
      enrolmentRows.push({ id: enrolmentId, site: site.id, userId, courseId: course.id, enrolledAt, completedAt });
    };

    // Popular courses draw more learners: a weighted pick.
    const weight = siteCourses.reduce((n, c) => n + c.popularity, 0);
    const weightedCourse = () => {
      let r = random() * weight;
      for (const c of siteCourses) if ((r -= c.popularity) <= 0) return c;
      return siteCourses[siteCourses.length - 1]!;
    };
    const taken = new Set<string>();
    const target = site.id === 'aiteaches' ? ENROLMENTS.aiteaches : ENROLMENTS.other;
    for (let i = 0; i < target; i++) {
      const userId = pick(learners);
      const course = weightedCourse();
      if (taken.has(`${userId}:${course.id}`)) continue;
      taken.add(`${userId}:${course.id}`);
      // r^1.6 leans towards 0 days ago: more enrolments lately, as a growing school has.
      const enrolledAt = daysAgo(random() ** 1.6 * YEAR_DAYS + random());
      const total = course.lessons.length;
      const lessonsToDo = random() < 0.45 ? total : between(0, total - 1);
      learn(userId, course, enrolledAt, lessonsToDo);
    }
    if (member) {
      const [finished, halfway, fresh] = siteCourses;
      if (finished) learn(member, finished, daysAgo(120), finished.lessons.length);
      if (halfway) learn(member, halfway, daysAgo(40), Math.ceil(halfway.lessons.length / 2));
      if (fresh) learn(member, fresh, daysAgo(2), 0);
    }
  }

  await insertChunks(courseRows, (chunk) => db.insert(courses).values(chunk));
  await insertChunks(lessonRows, (chunk) => db.insert(lessons).values(chunk));
  await insertChunks(enrolmentRows, (chunk) => db.insert(enrolments).values(chunk));
  await insertChunks(progressRows, (chunk) => db.insert(lessonProgress).values(chunk));
  return enrolmentRows.length;
}
