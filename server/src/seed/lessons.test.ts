import { addDays } from '../lib/dates';
import { SEEDED_LESSON_DAYS, generateLessons } from './lessons';
import { generateSchool } from './school';

const AT = new Date('2026-03-16T09:00:00Z');
const TODAY = '2026-03-16';

describe('the demo journal', () => {
  const school = generateSchool({ contracts: 240, today: TODAY, seed: 7 });
  const seed = generateLessons(school, AT);
  const groupOf = new Map(school.groups.map((g) => [g.id, g]));

  it('plans the school-year groups on their weekdays of the last weeks, and every past camp day', () => {
    const from = addDays(TODAY, -SEEDED_LESSON_DAYS);
    const yearly = seed.appointments.filter((a) => !groupOf.get(a.group_id)!.camp);
    expect(yearly.length).toBeGreaterThan(100);
    for (const appointment of yearly) {
      const date = seed.lessons.find((l) => l.appointment_id === appointment.id)?.date;
      if (date) expect(date >= from && date <= TODAY).toBe(true);
      expect(new Date(appointment.starts_at).getTime()).toBeLessThan(AT.getTime() + 24 * 3_600_000);
    }
    const camps = school.groups.filter((g) => g.camp);
    expect(camps.length).toBeGreaterThan(0);
    for (const camp of camps) {
      const days = seed.lessons.filter((l) => l.group_id === camp.id).map((l) => l.date);
      expect(days).toEqual(camp.training_day);
    }
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
