import fc from 'fast-check';
import type { ContractData, ContractOptions, DebtRow, Payment } from '@school/shared-api/contracts';
import { formatKopecks, toKopecks } from '../../lib/money';
import { DATABASE_SETUP_TIMEOUT, TEST_DATABASES, createTestDb, type TestDb } from '../../test/databases';
import { TEST_NOW, TEST_TODAY } from '../../test/fixtures';
import { startTestServer, type TestServer } from '../../test/harness';
import {
  addDays,
  balanceOf,
  debtOf,
  lineKeys,
  liveDebits,
  mealPlanDebits,
  sequence,
  voidAfter,
  type Action,
  type ModelContract,
  type UnknownPayment,
} from './balanceModel';

// DESIGN.md section 5: a contract's balance always equals the sum of its lines. Random short sequences of
// contract creation, payments (to 'unknown' too, attached later), payment edits, meal plans, additional
// debts, cancellations, extensions and days passing go through the real HTTP routes; after each sequence
// every contract it touched shows, on the contract page and in the debt list, exactly the lines the model
// expects and totals equal to their sums (integer kopecks), and the debt list's totals equal the positive
// balances of every contract, per branch and per currency.
//   BALANCE_RUNS=200 BALANCE_STEPS=15 BALANCE_SEED=7 npx jest balance.property --selectProjects server

const RUNS = Number(process.env.BALANCE_RUNS ?? 20);
const STEPS = Number(process.env.BALANCE_STEPS ?? 8);
const SEED = Number(process.env.BALANCE_SEED ?? 20261116);
const DAY_MS = 24 * 3_600_000;
/** Минск (rubles) and Батуми (lari); TEST_NOW is the same day in both, and so is every whole day after it. */
const BRANCHES = [3, 31] as const;
const REASON = 'Переезд';

type Json = Record<string, unknown>;
type Run = { contracts: ModelContract[]; unknown: UnknownPayment[]; today: string };
/** A contract as the contract page lists it, for the debt list's totals. */
type Listed = {
  location: number;
  currency: string;
  debits: { date: string; kopecks: number }[];
  credit: number;
};

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const money = (kopecks: number) => formatKopecks(kopecks);

describe.each(TEST_DATABASES)('a contract’s balance always equals the sum of its lines, on %s', (kind) => {
  let db: TestDb;
  let server: TestServer;
  let admin: string;
  let contactId: number;
  let leadId: number;
  const options = new Map<number, ContractOptions>();
  /** Every contract's lines as last listed (the debt list's totals are checked over all of them). */
  const listed = new Map<number, Listed>();

  beforeAll(async () => {
    db = await createTestDb(kind, { school: 30 });
    const [contact] = await db.query<{ id: number }>(
      `INSERT INTO contacts (name, last_name, phone) VALUES ('Анна', 'Свойствова', '375290000001') RETURNING id`,
    );
    contactId = contact.id;
    const [lead] = await db.query<{ id: number }>(
      `INSERT INTO leads (contact_id, name, phone, manager_id, date_due)
       VALUES ($1, 'Анна Свойствова', '375290000001', (SELECT id FROM users WHERE email = 'admin@school.test'), now())
       RETURNING id`,
      [contactId],
    );
    leadId = lead.id;
    // A children's-club group in each branch to extend into (the generated school may have none in Батуми);
    // a price with odd kopecks, so that the successor's schedule is laid out to the kopeck.
    await db.query(
      `INSERT INTO groups (short_name, course_id, location_id, start_date, camp, weeks, price_per_week)
       VALUES ('МН-СадАнгл-П', 7, 3, '2026-04-06', false, 10, '33.33'),
              ('БТ-СадАнгл-П', 7, 31, NULL, false, 7, '81.17')`,
    );
    server = await startTestServer(db, { now: TEST_NOW });
    admin = await server.signIn('admin@school.test');
    for (const location of BRANCHES) {
      const answer = (await get(`/contract/options/get?location_id=${location}`)) as ContractOptions;
      options.set(location, answer);
    }
    expect(options.get(3)?.currency).toBe('BYN');
    expect(options.get(31)?.currency).toBe('GEL');
  }, DATABASE_SETUP_TIMEOUT);
  afterAll(async () => {
    await server?.close();
    await db?.dispose();
  });

  async function get(path: string): Promise<unknown> {
    const response = await server.request(`/api${path}`, { cookie: admin });
    if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`);
    return response.json();
  }
  async function post(path: string, json: unknown): Promise<{ status: number; body: Json }> {
    const response = await server.request(`/api${path}`, { method: 'POST', json, cookie: admin });
    return { status: response.status, body: (await response.json()) as Json };
  }
  /** The answer must have the status the model expects (with the request, to read a failure). */
  function expectStatus(answer: { status: number; body: Json }, status: number, what: unknown): void {
    expect({ what, status: answer.status, body: answer.status === status ? undefined : answer.body }).toEqual(
      {
        what,
        status,
        body: undefined,
      },
    );
  }
  const contractData = (id: number) => get(`/contract_data/get?id=${id}`) as Promise<ContractData>;

  /** Groups of the branch's courses of the kind (kindergarten courses are the children's club's). */
  function groupsOf(location: number, kindergarten: boolean) {
    const branch = options.get(location) as ContractOptions;
    const courses = branch.courses.filter((c) => c.type === 'course' && c.kindergarten === kindergarten);
    return branch.groups.filter((g) => courses.some((c) => c.id === g.course_id));
  }

  async function create(run: Run, action: Extract<Action, { kind: 'create' }>): Promise<void> {
    const location = BRANCHES[action.branch];
    const kindergarten = action.kindergarten && groupsOf(location, true).length > 0;
    const group = groupsOf(location, kindergarten)[0];
    const rows = action.rows.map((row) => ({
      date: addDays(run.today, row.offset),
      amount: money(row.kopecks),
      count_week: 1,
    }));
    const price = rows.length > 0 ? sum(action.rows.map((row) => row.kopecks)) : action.price;
    const start = addDays(run.today, action.start);
    const answer = await post('/contract/add', {
      lessons_type: 'academic_year',
      id_lead: leadId,
      full_name: 'Свойствова Анна Сергеевна',
      kid_name: 'Свойствов Миша',
      year_of_birth: '2019',
      passport_contact: 'MP1234567',
      registration_contact: 'г. Минск, ул. Немига, 5',
      city: '',
      location,
      requisite: (options.get(location) as ContractOptions).requisites[0].id,
      contact_id: contactId,
      utm_source: '',
      utm_campaign: '',
      utm_term: '',
      course: group.course_id,
      group: group.id,
      start_date: start,
      weeks: 36,
      week_price: '1.00',
      full_price: money(price),
      hours_per_week: '4',
      hours_of_adaptation: '00:00:00',
      nickname_inst: '',
      nickname_tg: '',
      nickname_fb: '',
      payments: rows,
    });
    expectStatus(answer, 200, action);
    run.contracts.push({
      id: answer.body.contract_id as number,
      number: answer.body.number as string,
      location,
      status: 'new',
      childrenClub: kindergarten,
      debits:
        rows.length > 0
          ? rows.map((row) => ({
              type: 'tuition',
              date: row.date,
              kopecks: toKopecks(row.amount),
              void: false,
            }))
          : [{ type: 'tuition', date: start, kopecks: price, void: false }],
      payments: new Map(),
    });
  }

  const closed = (contract: ModelContract) => contract.status === 'cancelled' || contract.status === 'closed';
  /** The first payment makes a new contract active. */
  function credit(contract: ModelContract, payment: Payment): void {
    contract.payments.set(payment.id, {
      date: payment.date,
      kopecks: toKopecks(payment.amount),
      version: payment.version,
    });
    if (contract.status === 'new') contract.status = 'active';
  }

  async function extend(run: Run, contract: ModelContract, index: number): Promise<void> {
    const groups = groupsOf(contract.location, true);
    const group = groups[index % groups.length];
    const { version } = (await contractData(contract.id)).contract;
    const answer = await post('/contract/extend', {
      contract_id: contract.id,
      course_id: group.course_id,
      group_id: group.id,
      version,
    });
    const what = { extend: contract.id, status: contract.status, childrenClub: contract.childrenClub };
    if (!contract.childrenClub) return expectStatus(answer, 422, what);
    if (contract.status !== 'active') return expectStatus(answer, 409, what);
    expectStatus(answer, 200, what);
    voidAfter(contract, run.today);
    const balance = balanceOf(contract);
    const carried = (kopecks: number) => ({ type: 'carried_over', date: run.today, kopecks, void: false });
    if (balance !== 0) contract.debits.push(carried(-balance));
    contract.status = 'closed';
    // The successor's schedule is the group's weeks at its price (calculations/schedule.ts lays it out).
    const successor = await contractData(answer.body.contract_id as number);
    const tuition = successor.lines
      .filter((line) => line.category === 'tuition')
      .map((line) => ({ type: 'tuition', date: line.date, kopecks: toKopecks(line.amount), void: false }));
    expect(sum(tuition.map((line) => line.kopecks))).toBe(toKopecks(group.price_per_week) * group.weeks);
    run.contracts.push({
      id: successor.contract.contract_id,
      number: successor.contract.number,
      location: contract.location,
      status: 'active',
      childrenClub: true,
      debits: [...tuition, ...(balance !== 0 ? [carried(balance)] : [])],
      payments: new Map(),
    });
  }

  async function apply(run: Run, action: Action): Promise<void> {
    const pick = <T>(list: T[], index: number): T | undefined => list[index % Math.max(list.length, 1)];
    const contract = 'target' in action ? pick(run.contracts, action.target) : undefined;
    switch (action.kind) {
      case 'create':
        return create(run, action);
      case 'pay': {
        if (!contract) return;
        const answer = await post('/payment/add', {
          date: addDays(run.today, action.offset),
          amount: money(action.kopecks),
          contract_id: contract.id,
          number: contract.number,
        });
        if (closed(contract)) return expectStatus(answer, 409, { pay: contract.status });
        expectStatus(answer, 200, action);
        return credit(contract, answer.body as Payment);
      }
      case 'payUnknown': {
        const location = BRANCHES[action.branch];
        const answer = await post('/payment/add', {
          date: run.today,
          amount: money(action.kopecks),
          contract_id: 'unknown',
          number: 'unknown',
          id_location: location,
        });
        expectStatus(answer, 200, action);
        const payment = answer.body as Payment;
        run.unknown.push({
          id: payment.id,
          location,
          date: payment.date,
          kopecks: action.kopecks,
          version: payment.version,
        });
        return;
      }
      case 'attach': {
        const payment = pick(run.unknown, action.payment);
        const to = pick(run.contracts, action.target);
        if (!payment || !to) return;
        const answer = await post('/payment/update', {
          id: payment.id,
          date: payment.date,
          amount: money(payment.kopecks),
          contract_id: to.id,
          number: to.number,
          version: payment.version,
        });
        if (closed(to)) return expectStatus(answer, 409, { attach: to.status });
        // A payment taken in one currency is never counted in another's.
        const sameCurrency = options.get(payment.location)?.currency === options.get(to.location)?.currency;
        if (!sameCurrency) return expectStatus(answer, 400, { attach: 'another currency' });
        expectStatus(answer, 200, action);
        run.unknown.splice(run.unknown.indexOf(payment), 1);
        return credit(to, answer.body as Payment);
      }
      case 'editPayment': {
        const payments = run.contracts.flatMap((c) => [...c.payments.keys()].map((id) => ({ c, id })));
        const chosen = pick(payments, action.target);
        if (!chosen) return;
        const before = chosen.c.payments.get(chosen.id) as { date: string; version: number };
        const answer = await post('/payment/update', {
          id: chosen.id,
          date: before.date,
          amount: money(action.kopecks),
          contract_id: chosen.c.id,
          number: chosen.c.number,
          version: before.version,
        });
        expectStatus(answer, 200, action);
        return credit(chosen.c, answer.body as Payment);
      }
      case 'mealPlan': {
        if (!contract) return;
        const entries = action.entries.map((entry) => ({ ...entry, date: addDays(run.today, entry.offset) }));
        const answer = await post('/debt_and_credit/update', {
          number: contract.number,
          contract_id: contract.id,
          receivable: entries.map((entry) => ({
            type: entry.type,
            date: entry.date,
            amount: money(entry.kopecks),
          })),
        });
        if (closed(contract)) return expectStatus(answer, 409, { mealPlan: contract.status });
        expectStatus(answer, 200, action);
        contract.debits.push(...mealPlanDebits(entries));
        return;
      }
      case 'additional': {
        if (!contract) return;
        const date = addDays(run.today, action.offset);
        const answer = await post('/add/additional/debt', {
          contract_id: contract.id,
          date,
          amount: money(action.kopecks),
          comment: 'Порча имущества',
        });
        expectStatus(answer, 200, action);
        contract.debits.push({ type: 'additional', date, kopecks: action.kopecks, void: false });
        return;
      }
      case 'cancel': {
        if (!contract) return;
        const { version } = (await contractData(contract.id)).contract;
        const answer = await post('/contract/cancel', { contract_id: contract.id, reason: REASON, version });
        if (closed(contract)) return expectStatus(answer, 409, { cancel: contract.status });
        expectStatus(answer, 200, action);
        voidAfter(contract, run.today);
        contract.status = 'cancelled';
        return;
      }
      case 'extend':
        return contract ? extend(run, contract, action.group) : undefined;
      case 'clock':
        await server.clock.advance(action.days * DAY_MS);
        run.today = addDays(run.today, action.days);
        // Sessions end after a week without a request (harness.ts): sign in again, as the accountant would.
        admin = await server.signIn('admin@school.test');
        return;
    }
  }

  /** Every contract the run touched: its page's lines are the model's, its totals their sums, its debt row too. */
  async function checkContracts(run: Run): Promise<void> {
    const rows = new Map(((await get('/debt/search')) as DebtRow[]).map((row) => [row.contract_id, row]));
    for (const contract of run.contracts) {
      const data = await contractData(contract.id);
      const debits = data.lines
        .filter((line) => line.type === 'debit')
        .map((line) => ({ type: line.category, date: line.date, kopecks: toKopecks(line.amount) }));
      const credits = data.lines
        .filter((line) => line.type === 'credit')
        .map((line) => ({ type: line.category, date: line.date, kopecks: toKopecks(line.credit) }));
      const debit = sum(debits.map((line) => line.kopecks));
      const creditSum = sum(credits.map((line) => line.kopecks));
      const shown = {
        id: contract.id,
        status: data.contract.status,
        totals: {
          debit: toKopecks(data.totals.debit),
          credit: toKopecks(data.totals.credit),
          balance: toKopecks(data.totals.balance),
        },
      };
      // The totals are the lines as listed, to the kopeck.
      expect(shown).toEqual({
        id: contract.id,
        status: contract.status,
        totals: { debit, credit: creditSum, balance: debit - creditSum },
      });
      // The lines are those the model expects: receivables not void, and the payments.
      expect({ id: contract.id, debits: lineKeys(debits) }).toEqual({
        id: contract.id,
        debits: lineKeys(liveDebits(contract)),
      });
      const payments = [...contract.payments.values()].map((p) => ({ type: 'payment', ...p }));
      expect({ id: contract.id, credits: lineKeys(credits) }).toEqual({
        id: contract.id,
        credits: lineKeys(payments),
      });
      expect(debit - creditSum).toBe(balanceOf(contract));
      // The debt list: receivables due by today minus every payment; a settled contract is not listed.
      const { debt, credit: paid } = debtOf(contract, run.today);
      const row = rows.get(contract.id);
      expect({
        id: contract.id,
        row: row && {
          debt: toKopecks(row.debt),
          credit: toKopecks(row.credit),
          balance: toKopecks(row.balance),
        },
      }).toEqual({
        id: contract.id,
        row: debt === paid ? undefined : { debt, credit: paid, balance: debt - paid },
      });
    }
  }

  /** The debt list's count and totals over every contract, from their lines as the contract page lists them. */
  async function checkTotals(run: Run): Promise<void> {
    const touched = new Set(run.contracts.map((contract) => contract.id));
    for (const { id } of await db.query<{ id: number }>('SELECT id FROM contracts ORDER BY id')) {
      if (listed.has(id) && !touched.has(id)) continue;
      const data = await contractData(id);
      listed.set(id, {
        location: data.contract.location_id,
        currency: data.contract.currency,
        debits: data.lines
          .filter((line) => line.type === 'debit')
          .map((line) => ({ date: line.date, kopecks: toKopecks(line.amount) })),
        credit: sum(
          data.lines.filter((line) => line.type === 'credit').map((line) => toKopecks(line.credit)),
        ),
      });
    }
    const branches = new Map<number, { currency: string; listed: number; positive: number }>();
    for (const contract of listed.values()) {
      const debt = sum(contract.debits.filter((line) => line.date <= run.today).map((line) => line.kopecks));
      if (debt === contract.credit) continue;
      const branch = branches.get(contract.location) ?? {
        currency: contract.currency,
        listed: 0,
        positive: 0,
      };
      branch.listed += 1;
      branch.positive += Math.max(debt - contract.credit, 0);
      branches.set(contract.location, branch);
    }
    const page = (await get('/debt/search?limit=1')) as {
      total: number;
      totals: { location_id: number; currency: string; positive_balance: string }[];
    };
    expect(page.total).toBe(sum([...branches.values()].map((branch) => branch.listed)));
    expect(page.totals.map((t) => ({ ...t, positive_balance: toKopecks(t.positive_balance) }))).toEqual(
      [...branches]
        .sort(([a], [b]) => a - b)
        .map(([location_id, b]) => ({ location_id, currency: b.currency, positive_balance: b.positive })),
    );
    // One figure per currency: the sums of the branches' positive balances.
    const perCurrency = (totals: { currency: string; kopecks: number }[]) =>
      Object.fromEntries(
        ['BYN', 'GEL'].map((c) => [c, sum(totals.filter((t) => t.currency === c).map((t) => t.kopecks))]),
      );
    expect(
      perCurrency(page.totals.map((t) => ({ currency: t.currency, kopecks: toKopecks(t.positive_balance) }))),
    ).toEqual(
      perCurrency([...branches.values()].map((b) => ({ currency: b.currency, kopecks: b.positive }))),
    );
    // The totals of a search are those of the rows it finds.
    const [first] = run.contracts;
    const found = (await get(`/debt/search?limit=500&q=${encodeURIComponent(first.number)}`)) as {
      rows: DebtRow[];
      totals: { location_id: number; positive_balance: string }[];
    };
    const positive = sum(found.rows.map((row) => Math.max(toKopecks(row.balance), 0)));
    expect(sum(found.totals.map((t) => toKopecks(t.positive_balance)))).toBe(positive);
  }

  it(
    'holds over random sequences of money actions through the HTTP routes',
    async () => {
      await fc.assert(
        fc.asyncProperty(sequence(STEPS), async (actions) => {
          const run: Run = { contracts: [], unknown: [], today: TEST_TODAY };
          await server.clock.set(TEST_NOW);
          admin = await server.signIn('admin@school.test');
          for (const action of actions) await apply(run, action);
          await checkContracts(run);
          await checkTotals(run);
        }),
        {
          numRuns: RUNS,
          seed: SEED,
          examples: [
            // Found by this property: rubles taken for 'unknown' in Минск were attached to a contract in lari.
            [
              [
                { kind: 'create', branch: 1, kindergarten: false, rows: [], price: 1, start: 0 },
                { kind: 'payUnknown', branch: 0, kopecks: 1 },
                { kind: 'attach', payment: 0, target: 0 },
                { kind: 'editPayment', target: 0, kopecks: 1 },
              ],
            ],
            // Extensions every run checks: a debt carried over, then an overpayment carried over.
            [
              [
                {
                  kind: 'create',
                  branch: 0,
                  kindergarten: true,
                  rows: [
                    { offset: -30, kopecks: 10_000 },
                    { offset: 30, kopecks: 20_001 },
                  ],
                  price: 1,
                  start: 0,
                },
                { kind: 'pay', target: 0, kopecks: 4_999, offset: 0 },
                { kind: 'extend', target: 0, group: 0 },
                { kind: 'mealPlan', target: 1, entries: [{ type: 'lunch', offset: 1, kopecks: 250 }] },
                { kind: 'clock', days: 40 },
                { kind: 'cancel', target: 1 },
              ],
            ],
            [
              [
                { kind: 'create', branch: 1, kindergarten: true, rows: [], price: 1_000, start: -10 },
                { kind: 'pay', target: 0, kopecks: 5_000, offset: -3 },
                { kind: 'additional', target: 0, offset: 5, kopecks: 700 },
                { kind: 'extend', target: 0, group: 0 },
                { kind: 'payUnknown', branch: 1, kopecks: 123 },
                { kind: 'attach', payment: 0, target: 1 },
                { kind: 'extend', target: 1, group: 0 },
              ],
            ],
          ],
        },
      );
    },
    DATABASE_SETUP_TIMEOUT + RUNS * 10_000,
  );
});
