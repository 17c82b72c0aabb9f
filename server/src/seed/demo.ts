import type { Db } from '../db/db';
import { dateInZone } from '../lib/dates';
import { seedSettingsConfigs } from '../modules/configs/seed';
import { seedCosts } from './costs';
import { seedDocuments } from './documents';
import { seedLessonFiles } from './files';
import { seedLessons } from './lessons';
import { seedMakeups } from './makeups';
import { hasSchool, insertSchool } from './repository';
import { ensureRoles } from './roles';
import { seedScheduleConfig } from './schedule';
import { seedSupport } from './support';
import { seedTasks } from './tasks';
import { seedTopics } from './topics';
import { generateSchool, type SchoolData, type SchoolOptions } from './school';

export const DEMO_CONTRACTS = 240;
export const DEMO_LEADS = 400;

/** The e-mails of the demo users, one per role, for the start-up banner and the README. */
export const DEMO_EMAILS = [
  'admin@school.test',
  'manager@school.test',
  'accountant@school.test',
  'methodist@school.test',
  'administrator@school.test',
  'teacher@school.test',
  'support@school.test',
  'parent@school.test',
  'child@school.test',
] as const;

/** Roles, then the school, in one transaction; nothing when a school is there already. Returns whether it loaded. */
export async function seedSchool(db: Db, options: SchoolOptions): Promise<boolean> {
  return db.transaction(async (tx) => {
    await ensureRoles(tx);
    if (await hasSchool(tx)) return false;
    const data = generateSchool(options);
    await insertSchool(tx, data);
    const at = new Date(options.now ?? `${options.today}T09:00:00Z`);
    await seedDocuments(tx, data, at);
    await seedCosts(tx, data, at);
    await seedLessons(tx, data, at);
    await seedMakeups(tx, data, at);
    await seedTopics(tx, data, at);
    await seedLessonFiles(tx, data, at);
    await seedScheduleConfig(tx, data, at);
    await seedSupport(tx, data, at);
    await seedTasks(tx, data, at);
    await seedSettingsConfigs(tx, data, at);
    return true;
  });
}

/** The demo school of `npm start`, loaded the first time (idempotent). */
export function seedDemoSchool(db: Db, now: Date = new Date()): Promise<boolean> {
  return seedSchool(db, {
    contracts: DEMO_CONTRACTS,
    today: dateInZone(now, 'Europe/Minsk'),
    leads: DEMO_LEADS,
    now: now.toISOString(),
  });
}

export type { SchoolData };
