import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { courses, enrolments, lessonProgress, lessons, users } from '../../db/schema';
import { seedDemoAcademy } from '../../db/seed/demo-academy';
import { registerAdmin, registerUser, type TestUser } from '../../test/accounts';
import { buildTestApp } from '../../test/build-test-app';
import { describeDialects } from '../../test/describe-dialects';
import { client, HOSTS } from '../../test/listings';

/*
 * The Academy's figures are checked against the seeded demo year, counted here in plain
 * JavaScript from the rows themselves (not by the same SQL), for a range well inside that year.
 */
const NOW = new Date('2026-06-30T12:00:00Z');
const FROM = '2026-03-01';
const TO = '2026-05-30';
const RANGE = `/api/academy/dashboard?from=${FROM}&to=${TO}`;
const START = Date.parse(`${FROM}T00:00:00Z`);
const END = Date.parse('2026-05-31T00:00:00Z');
const PREVIOUS_START = START - 91 * 86_400_000;
const inRange = (d: Date | null) => !!d && d.getTime() >= START && d.getTime() < END;
const inPrevious = (d: Date | null) => !!d && d.getTime() >= PREVIOUS_START && d.getTime() < START;

describeDialects('academy API, on %s', (dialect) => {
  let app: App;
  let admin: TestUser;
  let member: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    app = await buildTestApp({ dialect });
    [admin, member, other] = await Promise.all([registerAdmin(app), registerUser(app), registerUser(app)]);
    await seedDemoAcademy(app.db, NOW);
  });
  afterAll(async () => app?.close());

  const get = (url: string, who: TestUser | null = admin, host: string = HOSTS.naszdom) =>
    client(app, who, host).get(url);

  async function siteRows(site: string | null) {
    const all = await app.db
      .select({ e: enrolments, category: courses.category, title: courses.title })
      .from(enrolments)
      .innerJoin(courses, eq(courses.id, enrolments.courseId));
    const progress = await app.db
      .select({
        site: lessonProgress.site,
        at: lessonProgress.completedAt,
        minutes: lessons.durationMinutes,
        userId: enrolments.userId,
      })
      .from(lessonProgress)
      .innerJoin(lessons, eq(lessons.id, lessonProgress.lessonId))
      .innerJoin(enrolments, eq(enrolments.id, lessonProgress.enrolmentId));
    return {
      rows: all.filter((r) => site === null || r.e.site === site),
      progress: progress.filter((p) => site === null || p.site === site),
    };
  }

  it("counts this site's enrolments, completions, minutes and learners as the rows say", async () => {
    const res = await get(RANGE);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ scope: 'site', site: 'naszdom', range: { from: FROM, to: TO, days: 91 } });
    const { rows, progress } = await siteRows('naszdom');
    expect(rows.length).toBeGreaterThan(20);
    expect(body.courses).toBe((await app.db.select().from(courses).where(eq(courses.site, 'naszdom'))).length);
    expect(body.enrolments).toEqual({
      current: rows.filter((r) => inRange(r.e.enrolledAt)).length,
      previous: rows.filter((r) => inPrevious(r.e.enrolledAt)).length,
    });
    expect(body.enrolmentsPerDay).toHaveLength(91);
    expect(body.enrolmentsPerDay.reduce((n: number, d: { count: number }) => n + d.count, 0)).toBe(
      body.enrolments.current,
    );
    expect(body.completions).toEqual({
      current: rows.filter((r) => inRange(r.e.completedAt)).length,
      previous: rows.filter((r) => inPrevious(r.e.completedAt)).length,
    });
    const sumMinutes = (keep: (d: Date) => boolean) =>
      progress.filter((p) => keep(p.at)).reduce((n, p) => n + p.minutes, 0);
    expect(body.minutesLearnt).toEqual({ current: sumMinutes(inRange), previous: sumMinutes(inPrevious) });
    expect(body.minutesLearnt.current).toBeGreaterThan(0);
    const learners = (keep: (d: Date) => boolean) =>
      new Set(progress.filter((p) => keep(p.at)).map((p) => p.userId)).size;
    expect(body.activeLearners).toEqual({ current: learners(inRange), previous: learners(inPrevious) });
    const intake = rows.filter((r) => inRange(r.e.enrolledAt));
    expect(body.cohort.current).toEqual({
      enrolled: intake.length,
      completed: intake.filter((r) => r.e.completedAt).length,
    });

    const byCategory = new Map<string, number>();
    for (const r of intake) byCategory.set(r.category, (byCategory.get(r.category) ?? 0) + 1);
    expect(Object.fromEntries(body.categories.map((c: { key: string; count: number }) => [c.key, c.count]))).toEqual(
      Object.fromEntries(byCategory),
    );
    const top = body.topCourses[0];
    expect(top.enrolments).toBe(intake.filter((r) => r.title === top.title).length);
    expect(top.enrolments).toBeGreaterThanOrEqual(body.topCourses[1].enrolments);
    // Every course of the site, not a top few: the course table pages over all of them.
    expect(body.topCourses).toHaveLength(body.courses);
    expect(body.courses).toBeGreaterThan(8);
    expect(body.instructors.length).toBeGreaterThan(0);
  });

  it('counts every site with scope=all', async () => {
    const body = (await get(`${RANGE}&scope=all`)).json();
    expect(body).toMatchObject({ scope: 'all', site: null });
    const { rows } = await siteRows(null);
    expect(body.enrolments.current).toBe(rows.filter((r) => inRange(r.e.enrolledAt)).length);
    expect(body.courses).toBe((await app.db.select().from(courses)).length);
    expect(body.topCourses).toHaveLength(body.courses);
  });

  it('is for administrators only: 401 signed out, 403 for a member, 400 for a bad range', async () => {
    expect((await get(RANGE, null)).statusCode).toBe(401);
    const refused = await get(RANGE, member);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('forbidden');
    expect((await get('/api/academy/dashboard?from=2026-02-30&to=2026-03-01')).statusCode).toBe(400);
  });

  it('shows a course of this site with its lessons in order, to anyone; 404 elsewhere, 400 for a bad id', async () => {
    const [course] = await app.db.select().from(courses).where(eq(courses.site, 'naszdom')).limit(1);
    const res = await get(`/api/academy/courses/${course!.id}`, null);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.title).toBe(course!.title);
    expect(body.enrolment).toBeNull();
    const storedLessons = await app.db.select().from(lessons).where(eq(lessons.courseId, course!.id));
    expect(body.lessons.map((l: { position: number }) => l.position)).toEqual(
      storedLessons.map((l) => l.position).sort((a, b) => a - b),
    );
    expect(body.durationMinutes).toBe(storedLessons.reduce((n, l) => n + l.durationMinutes, 0));

    expect((await get(`/api/academy/courses/${course!.id}`, null, HOSTS.bestgame)).statusCode).toBe(404);
    expect((await get('/api/academy/courses/00000000-0000-4000-8000-000000000000', null)).statusCode).toBe(404);
    expect((await get('/api/academy/courses/not-a-uuid', null)).statusCode).toBe(400);

    const list = (await get('/api/academy/courses', null)).json().courses as { id: string; learners: number }[];
    const stored = await app.db.select({ id: courses.id }).from(courses).where(eq(courses.site, 'naszdom'));
    expect(list.map((c) => c.id).sort()).toEqual(stored.map((c) => c.id).sort());
    const learnersOf = async (id: string) =>
      (await app.db.select().from(enrolments).where(eq(enrolments.courseId, id))).length;
    expect(list[0]!.learners).toBe(await learnersOf(list[0]!.id));
    expect(list[0]!.learners).toBeGreaterThanOrEqual(list.at(-1)!.learners);
  });

  it("enrols a member, keeps their progress their own, and lists only the member's courses", async () => {
    const [course] = await app.db.select().from(courses).where(eq(courses.site, 'naszdom')).limit(1);
    const path = `/api/academy/courses/${course!.id}`;
    expect((await get('/api/academy/my-courses', null)).statusCode).toBe(401);
    expect((await get('/api/academy/my-courses', member)).json()).toEqual({ courses: [] });

    expect((await client(app, member).post(`${path}/enrol`)).statusCode).toBe(200);
    const lessonRows = (await get(path, member)).json().lessons as { id: string }[];
    // Someone not enrolled cannot mark a lesson: it would be progress of nobody's enrolment.
    expect((await client(app, other).post(`${path}/lessons/${lessonRows[0]!.id}/complete`)).statusCode).toBe(403);
    const done = await client(app, member).post(`${path}/lessons/${lessonRows[0]!.id}/complete`);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().completedLessonIds).toEqual([lessonRows[0]!.id]);

    const mine = (await get('/api/academy/my-courses', member)).json().courses;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      courseId: course!.id,
      lessons: lessonRows.length,
      lessonsDone: 1,
      progress: Math.floor(100 / lessonRows.length),
      completedAt: null,
    });
    expect((await get('/api/academy/my-courses', other)).json().courses).toEqual([]);
    // Another site's host shows none of this site's enrolments.
    expect((await get('/api/academy/my-courses', member, HOSTS.bestgame)).json().courses).toEqual([]);

    // Every lesson done finishes the course.
    for (const lesson of lessonRows.slice(1)) await client(app, member).post(`${path}/lessons/${lesson.id}/complete`);
    const finished = (await get(path, member)).json().enrolment;
    expect(finished.completedAt).not.toBeNull();
    expect((await get('/api/academy/my-courses', member)).json().courses[0].progress).toBe(100);
  });

  it('seeds instructors and learners without passwords', async () => {
    const rows = await app.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.email, 'learner01@demo.test'));
    expect(rows).toEqual([{ hash: null }]);
  });
});

describe('the seeded academy', () => {
  it('gives aiteaches more courses than any other site', async () => {
    const app = await buildTestApp();
    try {
      await seedDemoAcademy(app.db, NOW);
      const rows = await app.db.select({ site: courses.site }).from(courses);
      const bySite = new Map<string, number>();
      for (const r of rows) bySite.set(r.site, (bySite.get(r.site) ?? 0) + 1);
      expect(bySite.get('aiteaches')).toBe(Math.max(...bySite.values()));
      for (const n of bySite.values()) expect(n).toBeGreaterThanOrEqual(8);
    } finally {
      await app.close();
    }
  });
});
