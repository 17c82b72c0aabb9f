/** Test-only rows of the reports' tests: contracts and payments of February 2021, a month the seed leaves empty. */
import type { Queryable } from '../../db/db';
import { insertRows } from '../../db/insertRows';

/** A branch in Belarus named Batumi: 'only RB' leaves it out by its name (money.md, Reports page). */
export const BY_BATUMI = 903;
/** A course whose name a spreadsheet would take for a formula. */
export const FORMULA_COURSE = 912;

type Contract = {
  id: number;
  location_id: number;
  course_id: number;
  status: 'new' | 'active' | 'cancelled' | 'closed';
  start_date: string;
  date_created?: string;
  cancelled_on?: string | null;
  contact_id?: number | null;
  predecessor_id?: number | null;
  removed_at?: string | null;
};

const CONTRACTS: Contract[] = [
  // In force in February 2021, or not.
  { id: 9001, location_id: 3, course_id: 1, status: 'active', start_date: '2020-09-01' },
  { id: 9002, location_id: 3, course_id: 1, status: 'active', start_date: '2021-02-15' },
  {
    id: 9003,
    location_id: 3,
    course_id: 3,
    status: 'cancelled',
    start_date: '2020-09-01',
    cancelled_on: '2021-01-20',
  },
  {
    id: 9004,
    location_id: 3,
    course_id: 3,
    status: 'cancelled',
    start_date: '2020-09-01',
    cancelled_on: '2021-02-10',
  },
  { id: 9005, location_id: 3, course_id: 1, status: 'closed', start_date: '2020-03-01' },
  { id: 9006, location_id: 3, course_id: 1, status: 'closed', start_date: '2020-05-01' },
  { id: 9007, location_id: 3, course_id: 1, status: 'new', start_date: '2021-01-10' },
  { id: 9008, location_id: 3, course_id: 1, status: 'active', start_date: '2021-03-01' },
  {
    id: 9009,
    location_id: 3,
    course_id: 1,
    status: 'active',
    start_date: '2020-09-01',
    removed_at: '2020-08-02T10:00:00Z',
  },
  { id: 9010, location_id: 24, course_id: 2, status: 'active', start_date: '2020-10-01' },
  { id: 9011, location_id: 31, course_id: 5, status: 'active', start_date: '2020-09-01' },
  { id: 9012, location_id: 40, course_id: 1, status: 'active', start_date: '2020-09-01' },
  { id: 9013, location_id: BY_BATUMI, course_id: 1, status: 'active', start_date: '2020-09-01' },
  // Signed in February 2021 (they start in March: not in force in February).
  {
    id: 9021,
    location_id: 3,
    course_id: 1,
    status: 'active',
    start_date: '2021-03-01',
    date_created: '2021-02-02T10:00:00Z',
    contact_id: 1,
  },
  {
    id: 9022,
    location_id: 3,
    course_id: 8,
    status: 'new',
    start_date: '2021-03-01',
    date_created: '2021-02-03T10:00:00Z',
    contact_id: 1,
  },
  {
    id: 9023,
    location_id: 3,
    course_id: 10,
    status: 'active',
    start_date: '2021-03-01',
    date_created: '2021-02-09T10:00:00Z',
    contact_id: 2,
  },
  {
    id: 9024,
    location_id: 24,
    course_id: 1,
    status: 'new',
    start_date: '2021-03-01',
    date_created: '2021-02-10T10:00:00Z',
    contact_id: 3,
    predecessor_id: 9010,
  },
  // 01:30 on 1 February in Минск.
  {
    id: 9025,
    location_id: 3,
    course_id: 1,
    status: 'new',
    start_date: '2021-03-01',
    date_created: '2021-01-31T22:30:00Z',
  },
  // 00:30 on 1 March in Минск.
  {
    id: 9026,
    location_id: 3,
    course_id: 1,
    status: 'new',
    start_date: '2021-03-01',
    date_created: '2021-02-28T21:30:00Z',
  },
  {
    id: 9027,
    location_id: 31,
    course_id: 9,
    status: 'new',
    start_date: '2021-03-01',
    date_created: '2021-02-15T10:00:00Z',
  },
  {
    id: 9028,
    location_id: 3,
    course_id: 1,
    status: 'new',
    start_date: '2021-03-01',
    date_created: '2021-02-16T10:00:00Z',
    removed_at: '2021-02-16T11:00:00Z',
  },
  { id: 9029, location_id: 3, course_id: FORMULA_COURSE, status: 'active', start_date: '2020-09-01' },
];

/** Receivables that end the closed contracts' schedules. */
const RECEIVABLES = [
  { contract_id: 9005, type: 'tuition', due_date: '2020-12-01', amount: '100.00', void: false },
  { contract_id: 9006, type: 'tuition', due_date: '2021-02-01', amount: '100.00', void: false },
  // Void: does not keep 9005 running.
  { contract_id: 9005, type: 'tuition', due_date: '2021-02-01', amount: '100.00', void: true },
];

const PAYMENTS = [
  { contract_id: 9001, location_id: 3, date: '2021-02-01', amount: '100.00' },
  { contract_id: 9001, location_id: 3, date: '2021-02-01', amount: '50.50' },
  { contract_id: 9001, location_id: 3, date: '2021-02-03', amount: '20.00' },
  { contract_id: 9004, location_id: 3, date: '2021-02-03', amount: '7.00' },
  { contract_id: null, location_id: 3, date: '2021-02-03', amount: '5.00' },
  { contract_id: 9010, location_id: 24, date: '2021-02-01', amount: '30.00' },
  { contract_id: 9011, location_id: 31, date: '2021-02-01', amount: '40.00' },
  { contract_id: 9012, location_id: 40, date: '2021-02-03', amount: '15.25' },
  // Outside February.
  { contract_id: 9001, location_id: 3, date: '2021-01-31', amount: '999.00' },
  { contract_id: 9001, location_id: 3, date: '2021-03-01', amount: '999.00' },
  // The new contracts' payments (March).
  { contract_id: 9021, location_id: 3, date: '2021-03-02', amount: '10.00' },
  { contract_id: 9023, location_id: 3, date: '2021-03-02', amount: '10.00' },
];

/** Inserts the February 2021 rows into a seeded school. */
export async function insertReportFixtures(q: Queryable): Promise<void> {
  await q.query(`INSERT INTO locations (id, name, city, country_id) VALUES ($1, 'Батуми', 'Батуми-BY', 1)`, [
    BY_BATUMI,
  ]);
  await q.query(
    `INSERT INTO courses (id, name, short_name, type) VALUES ($1, '=HYPERLINK("x")', '=', 'course')`,
    [FORMULA_COURSE],
  );
  await q.query(`INSERT INTO course_countries (course_id, country_id) VALUES ($1, 1)`, [FORMULA_COURSE]);
  await insertRows(
    q,
    'contracts',
    CONTRACTS.map((c) => ({
      id: c.id,
      number: `ОТЧ-${c.id}`,
      full_name: `Клиент ${c.id}`,
      course_id: c.course_id,
      location_id: c.location_id,
      status: c.status,
      start_date: c.start_date,
      date_created: c.date_created ?? '2020-08-01T10:00:00Z',
      cancelled_on: c.cancelled_on ?? null,
      contact_id: c.contact_id ?? null,
      predecessor_id: c.predecessor_id ?? null,
      removed_at: c.removed_at ?? null,
    })),
  );
  await insertRows(q, 'receivables', RECEIVABLES);
  await insertRows(q, 'payments', PAYMENTS);
}
