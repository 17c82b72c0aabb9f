import { addDays, dateInZone } from '../lib/dates';
import {
  DEMO_TEACHER_ID,
  PLANNED_LESSON_DAYS,
  SEEDED_LESSON_DAYS,
  demoZoomLinks,
  firstLessonsPageDay,
  generateLessons,
} from './lessons';
import { generateSchool } from './school';

const AT = new Date('2026-03-16T09:00:00Z');
const TODAY = '2026-03-16';

describe('the demo journal', () => {
  const school = generateSchool({ contracts: 240, today: TODAY, seed: 7 });
  const seed = generateLessons(school, AT);
  const groupOf = new Map(school.groups.map((g) => [g.id, g]));

  it('plans the school-year groups on their weekdays from a term back to two weeks ahead, camps to then', () => {
    const from = addDays(TODAY, -SEEDED_LESSON_DAYS);
    const to = addDays(TODAY, PLANNED_LESSON_DAYS);
    const yearly = seed.appointments.filter((a) => !groupOf.get(a.group_id)!.camp);
    expect(yearly.length).toBeGreaterThan(300);
    const lessonOf = new Map(seed.lessons.map((l) => [l.appointment_id, l]));
    const dayOf = (a: (typeof yearly)[number]) => new Date(a.starts_at).toISOString().slice(0, 10);
    for (const appointment of yearly) {
      const day = dayOf(appointment);
      expect(day >= from && day <= to).toBe(true);
      const lesson = lessonOf.get(appointment.id);
      // Only lessons that have ended are recorded.
      if (lesson) expect(new Date(appointment.starts_at).getTime()).toBeLessThan(AT.getTime());
    }
    expect(yearly.some((a) => dayOf(a) < addDays(TODAY, -70))).toBe(true);
    expect(yearly.some((a) => dayOf(a) > addDays(TODAY, 7))).toBe(true);
    const camps = school.groups.filter((g) => g.camp);
    expect(camps.length).toBeGreaterThan(0);
    for (const camp of camps) {
      const days = seed.lessons.filter((l) => l.group_id === camp.id).map((l) => l.date);
      expect(days).toEqual(camp.training_day.filter((day) => day < TODAY));
    }
  });

  it('leaves some older lessons unmarked too, and records most with topics, homework, notes and reviews', () => {
    const recorded = new Set(seed.lessons.map((l) => l.appointment_id));
    const past = seed.appointments.filter(
      (a) => new Date(a.starts_at).getTime() + 3 * 3_600_000 < AT.getTime(),
    );
    const unmarked = past.filter((a) => !recorded.has(a.id));
    expect(unmarked.some((a) => new Date(a.starts_at).toISOString().slice(0, 10) < addDays(TODAY, -7))).toBe(
      true,
    );
    expect(unmarked.length / past.length).toBeLessThan(0.1);
    expect(seed.lessons.some((l) => l.home_work !== '')).toBe(true);
    expect(seed.lessons.some((l) => l.message !== '')).toBe(true);
    expect(seed.lessonStudents.some((r) => r.review !== '')).toBe(true);
    expect(seed.lessonStudents.some((r) => r.description !== '')).toBe(true);
  });

  it("gives the demo teacher unmarked appointments on the page's first day and the next, and video links", () => {
    for (const [moment, first] of [
      [AT, TODAY],
      [new Date('2026-03-14T20:00:00Z'), '2026-03-16'],
    ] as const) {
      const plan = generateLessons(school, moment);
      expect(firstLessonsPageDay(dateInZone(moment, 'Europe/Minsk'))).toBe(first);
      const recorded = new Set(plan.lessons.map((l) => l.appointment_id));
      for (const day of [first, addDays(first, 1)]) {
        const mine = plan.appointments.filter(
          (a) =>
            (a.teacher_id === DEMO_TEACHER_ID || a.substitute_id === DEMO_TEACHER_ID) &&
            dateInZone(new Date(a.starts_at), 'Europe/Minsk') === day,
        );
        expect({ day, count: mine.length > 0 }).toEqual({ day, count: true });
        expect(mine.every((a) => !recorded.has(a.id))).toBe(true);
      }
    }
    const links = demoZoomLinks(school);
    expect(links.length).toBeGreaterThan(0);
    expect(links.every((l) => l.link.startsWith('https://'))).toBe(true);
  });

  it('records ended lessons with the presence of active pupils, leaves a few of the last week unmarked', () => {
    const recorded = new Set(seed.lessons.map((l) => l.appointment_id));
    const unmarked = seed.appointments.filter((a) => !recorded.has(a.id));
    expect(unmarked.length).toBeGreaterThan(0);
    expect(seed.lessons.every((l) => l.completed && l.topic !== '')).toBe(true);
    const contracts = new Map(school.contracts.map((c) => [c.id, c]));
    const lessons = new Map(seed.lessons.map((l) => [l.id, l]));
    for (const row of seed.lessonStudents) {
      const contract = contracts.get(row.contract_id)!;
      const lesson = lessons.get(row.lesson_id)!;
      expect(contract.status).toBe('active');
      expect(contract.group_id).toBe(lesson.group_id);
      expect(contract.start_date <= lesson.date).toBe(true);
      if (row.time_from) expect(row.presence && row.time_to! > row.time_from).toBe(true);
    }
    const present = seed.lessonStudents.filter((r) => r.presence).length / seed.lessonStudents.length;
    expect(present).toBeGreaterThan(0.7);
    expect(present).toBeLessThan(0.95);
    expect(seed.lessonStudents.some((r) => r.time_from !== null)).toBe(true);
    expect(seed.appointments.some((a) => a.substitute_id !== null)).toBe(true);
  });

  it('is the same for the same school and moment', () => {
    expect(generateLessons(generateSchool({ contracts: 240, today: TODAY, seed: 7 }), AT)).toEqual(seed);
  });
});
