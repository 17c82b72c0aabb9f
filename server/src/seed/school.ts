import { addDays, addMonths, schoolYearStart, weekdayIndex } from '../lib/dates';
import { formatKopecks, splitKopecks } from '../lib/money';
import { family, fullName, kidName, person, phone, shortName, type Person } from './names';
import { generateLeads } from './leads';
import type { LeadRecord } from '../modules/leads/repository';
import { createPrng, type Prng } from './prng';

/** Rows of a school, table by table, keyed by column name (see db/migrations). */
export type SchoolData = {
  countries: { id: number; code: string; name: string }[];
  locations: {
    id: number;
    name: string;
    city: string;
    address: string;
    status: 'active' | 'inactive';
    country_id: number;
    time_zone: string;
    /** The series of the branch's contract numbers ('МН' makes МН-00042). */
    contract_prefix: string;
  }[];
  requisites: {
    id: number;
    short_name: string;
    legal_entity_id: string;
    status: 'active' | 'inactive';
    country_id: number;
  }[];
  /** The school breaks of each requisite, which the per_week payment calculation skips. */
  requisiteHolidays: { requisite_id: number; name: string; date_from: string; date_to: string }[];
  entities: { id: number; type: string; value: string }[];
  users: {
    id: number;
    email: string;
    short_name: string;
    full_name: string;
    status: 'active' | 'disabled';
    is_employee: boolean;
  }[];
  userRoles: { user_id: number; role_id: number }[];
  userLocations: { user_id: number; location_id: number }[];
  courses: { id: number; name: string; short_name: string; type: CourseType; kindergarten: boolean }[];
  courseCountries: { course_id: number; country_id: number }[];
  groups: {
    id: number;
    short_name: string;
    course_id: number;
    location_id: number;
    start_date: string;
    camp: boolean;
    day_of_the_week: number[];
    training_day: string[];
    weeks: number;
    price_per_week: string;
  }[];
  groupTeachers: { group_id: number; user_id: number }[];
  contacts: {
    id: number;
    name: string;
    last_name: string;
    phone: string;
    email: string;
    kid_name: string;
    year_of_birth: string;
    city: string;
    date_created: string;
  }[];
  contracts: {
    id: number;
    number: string;
    contact_id: number;
    full_name: string;
    phone: string;
    kid_name: string;
    course_id: number;
    group_id: number;
    location_id: number;
    status: ContractStatus;
    children_club: boolean;
    start_date: string;
    full_price: string;
    doc_name: string | null;
    date_created: string;
    /** The lead the contract was made from (set by the leads generator). */
    lead_id: number | null;
  }[];
  /** Stored lead rows, with moments as text for the batched insert. */
  leads: (Omit<LeadRecord, 'date_due' | 'date_created' | 'version'> & {
    date_due: string;
    date_created: string;
    updated_at: string;
    created_by: number;
  })[];
  /** Comments of leads and contacts. */
  crmComments: {
    id: number;
    lead_id: number | null;
    contact_id: number | null;
    author_id: number;
    comment: string;
    created_at: string;
    updated_at: string;
  }[];
  customerContracts: { user_id: number; contract_id: number; relation: 'parent' | 'child' }[];
  receivables: {
    id: number;
    contract_id: number;
    type: string;
    due_date: string;
    amount: string;
    void: boolean;
  }[];
  payments: {
    id: number;
    contract_id: number | null;
    date: string;
    amount: string;
    created_by: number;
    created_at: string;
    /** The branch the payment was taken in (the contract's; the cashier's for 'unknown'). */
    location_id: number;
  }[];
};

type CourseType = 'course' | 'camp_program' | 'individual';
type ContractStatus = 'new' | 'active' | 'cancelled' | 'closed';
type CountryCode = 'BY' | 'GE';

export type SchoolOptions = {
  /** Number of contracts (the demo has 240; a benchmark school tens of thousands). */
  contracts: number;
  /** PRNG seed: the same seed and date give the same school. */
  seed?: number;
  /** The school's today, YYYY-MM-DD: schedules and payments are placed around it. */
  today: string;
  /** Number of leads (none unless given; the demo has 400). */
  leads?: number;
  /** The moment lead deadlines are spread around (ISO); noon UTC of `today` unless given. */
  now?: string;
};

/** Role ids of auth/roles.ts. */
const ROLE = {
  admin: 1,
  manager: 2,
  accountant: 3,
  methodist: 4,
  administrator: 5,
  teacher: 6,
  support: 7,
  parent: 8000,
  child: 11111,
} as const;

const COUNTRIES = [
  { id: 1, code: 'BY', name: 'Беларусь' },
  { id: 2, code: 'GE', name: 'Грузия' },
];

const COUNTRY_ID: Record<CountryCode, number> = { BY: 1, GE: 2 };

/** Branches; 3 (Минск) and 24 (Барановичи) are the ids the specification names. `weight`: share of contracts. */
const LOCATIONS = [
  {
    id: 3,
    name: 'Минск',
    city: 'Минск',
    address: 'ул. Немига, 5',
    country: 'BY',
    zone: 'Europe/Minsk',
    code: 'МН',
    weight: 35,
  },
  {
    id: 24,
    name: 'Барановичи',
    city: 'Барановичи',
    address: 'ул. Советская, 12',
    country: 'BY',
    zone: 'Europe/Minsk',
    code: 'БР',
    weight: 20,
  },
  {
    id: 12,
    name: 'Гомель',
    city: 'Гомель',
    address: 'пр. Ленина, 20',
    country: 'BY',
    zone: 'Europe/Minsk',
    code: 'ГМ',
    weight: 15,
  },
  {
    id: 31,
    name: 'Батуми',
    city: 'Батуми',
    address: 'ул. Руставели, 8',
    country: 'GE',
    zone: 'Asia/Tbilisi',
    code: 'БТ',
    weight: 15,
  },
  {
    id: 40,
    name: 'Тбилиси',
    city: 'Тбилиси',
    address: 'пр. Чавчавадзе, 15',
    country: 'GE',
    zone: 'Asia/Tbilisi',
    code: 'ТБ',
    weight: 15,
  },
] as const;
const CLOSED_LOCATION = {
  id: 50,
  name: 'Брест',
  city: 'Брест',
  address: 'ул. Гоголя, 3',
  country: 'BY',
  zone: 'Europe/Minsk',
  code: 'БС',
} as const;

const COURSES: readonly {
  id: number;
  name: string;
  short: string;
  type: CourseType;
  kindergarten: boolean;
  countries: readonly CountryCode[];
  /** Price per week in kopecks. */
  price: number;
}[] = [
  {
    id: 1,
    name: 'Робототехника',
    short: 'Робо',
    type: 'course',
    kindergarten: false,
    countries: ['BY', 'GE'],
    price: 4500,
  },
  {
    id: 2,
    name: 'Программирование на Python',
    short: 'Python',
    type: 'course',
    kindergarten: false,
    countries: ['BY', 'GE'],
    price: 5000,
  },
  {
    id: 3,
    name: 'Scratch для начинающих',
    short: 'Scratch',
    type: 'course',
    kindergarten: false,
    countries: ['BY'],
    price: 3750,
  },
  {
    id: 4,
    name: '3D-моделирование',
    short: '3D',
    type: 'course',
    kindergarten: false,
    countries: ['BY'],
    price: 4250,
  },
  {
    id: 5,
    name: 'Шахматы',
    short: 'Шахм',
    type: 'course',
    kindergarten: false,
    countries: ['GE'],
    price: 3000,
  },
  {
    id: 6,
    name: 'Садик: подготовка к школе',
    short: 'Садик',
    type: 'course',
    kindergarten: true,
    countries: ['BY'],
    price: 9500,
  },
  {
    id: 7,
    name: 'Садик: английский для малышей',
    short: 'СадАнгл',
    type: 'course',
    kindergarten: true,
    countries: ['BY', 'GE'],
    price: 8000,
  },
  {
    id: 8,
    name: 'Летний лагерь «Изобретатели»',
    short: 'ЛагИзобр',
    type: 'camp_program',
    kindergarten: false,
    countries: ['BY'],
    price: 32000,
  },
  {
    id: 9,
    name: 'Городской лагерь STEM',
    short: 'ЛагSTEM',
    type: 'camp_program',
    kindergarten: false,
    countries: ['BY', 'GE'],
    price: 27500,
  },
  {
    id: 10,
    name: 'Индивидуальные занятия: математика',
    short: 'ИндМат',
    type: 'individual',
    kindergarten: false,
    countries: ['BY', 'GE'],
    price: 7000,
  },
  {
    id: 11,
    name: 'Индивидуальные занятия: программирование',
    short: 'ИндПрог',
    type: 'individual',
    kindergarten: false,
    countries: ['BY'],
    price: 8500,
  },
];

const REFERENCE_ENTITIES: Record<string, readonly string[]> = {
  reasons_cancelled: [
    'Переезд',
    'Финансовые причины',
    'Не понравились занятия',
    'Болезнь ребёнка',
    'Не подходит расписание',
    'Перешли в другую школу',
  ],
  utm_source: [
    'instagram',
    'facebook',
    'google',
    'yandex',
    'Рекомендация знакомых',
    'Сайт школы',
    'Наружная реклама',
  ],
  subject: [
    'Математика',
    'Программирование',
    'Робототехника',
    'Английский язык',
    'Физика',
    'Шахматы',
    'Подготовка к школе',
  ],
  nutrition: ['Без питания', 'Завтрак', 'Обед', 'Завтрак и обед', 'Полный день (завтрак, обед, полдник)'],
  schedule: ['09:00–13:00', '09:00–18:00', '14:00–18:00', '08:30–19:00'],
  category: ['Аренда', 'Зарплата', 'Материалы', 'Реклама', 'Питание', 'Хозяйственные расходы'],
  operation: [
    'Оплата аренды',
    'Аванс',
    'Заработная плата',
    'Закупка конструкторов',
    'Канцтовары',
    'Таргетированная реклама',
    'Оплата питания',
    'Уборка',
  ],
};

type StaffSeed = {
  email: string;
  person: Person;
  roles: number[];
  locations: number[];
  status?: 'active' | 'disabled';
  employee?: boolean;
};

function staff(prng: Prng): StaffSeed[] {
  const all = [...LOCATIONS.map((l) => l.id), CLOSED_LOCATION.id];
  return [
    { email: 'admin@school.test', person: person(prng, false), roles: [ROLE.admin], locations: all },
    { email: 'manager@school.test', person: person(prng, true), roles: [ROLE.manager], locations: [3, 24] },
    {
      email: 'accountant@school.test',
      person: person(prng, true),
      roles: [ROLE.accountant],
      locations: [3, 24, 12],
    },
    { email: 'methodist@school.test', person: person(prng, true), roles: [ROLE.methodist], locations: [3] },
    {
      email: 'administrator@school.test',
      person: person(prng, false),
      roles: [ROLE.administrator],
      locations: [24],
    },
    { email: 'teacher@school.test', person: person(prng, true), roles: [ROLE.teacher], locations: [3] },
    {
      email: 'support@school.test',
      person: person(prng, false),
      roles: [ROLE.support],
      locations: [3, 24, 12, 31, 40],
    },
  ];
}

/**
 * A whole school, deterministic for a seed and a date: branches in Belarus and Georgia, courses of
 * every type, groups with teachers, reference lists, one demo user per role, and `contracts` contracts
 * with a 10-row tuition schedule each (whole kopecks adding up to the full price) and payments:
 * some behind (debt), most on time, some ahead or overpaid (negative balance).
 */
export function generateSchool(options: SchoolOptions): SchoolData {
  const prng = createPrng(options.seed ?? 20260901);
  const today = options.today;
  const yearStart = schoolYearStart(today);
  const data: SchoolData = {
    countries: COUNTRIES.map((c) => ({ ...c })),
    locations: [
      ...LOCATIONS.map((l) => ({
        id: l.id,
        name: l.name,
        city: l.city,
        address: l.address,
        status: 'active' as const,
        country_id: COUNTRY_ID[l.country],
        time_zone: l.zone,
        contract_prefix: l.code,
      })),
      {
        id: CLOSED_LOCATION.id,
        name: CLOSED_LOCATION.name,
        city: CLOSED_LOCATION.city,
        address: CLOSED_LOCATION.address,
        status: 'inactive',
        country_id: 1,
        time_zone: CLOSED_LOCATION.zone,
        contract_prefix: CLOSED_LOCATION.code,
      },
    ],
    requisites: [
      {
        id: 1,
        short_name: 'ИП Ковалёв А. С.',
        legal_entity_id: '191234567',
        status: 'active',
        country_id: 1,
      },
      {
        id: 2,
        short_name: 'ООО «Школа будущего»',
        legal_entity_id: '192345678',
        status: 'active',
        country_id: 1,
      },
      {
        id: 3,
        short_name: 'ООО «Future School Georgia»',
        legal_entity_id: '405123456',
        status: 'active',
        country_id: 2,
      },
      {
        id: 4,
        short_name: 'ИП Лебедева О. В. (закрыто)',
        legal_entity_id: '190000001',
        status: 'inactive',
        country_id: 1,
      },
    ],
    requisiteHolidays: schoolHolidays(Number(yearStart.slice(0, 4))),
    entities: [],
    users: [],
    userRoles: [],
    userLocations: [],
    courses: COURSES.map((c) => ({
      id: c.id,
      name: c.name,
      short_name: c.short,
      type: c.type,
      kindergarten: c.kindergarten,
    })),
    courseCountries: COURSES.flatMap((c) =>
      c.countries.map((code) => ({ course_id: c.id, country_id: COUNTRY_ID[code] })),
    ),
    groups: [],
    groupTeachers: [],
    contacts: [],
    contracts: [],
    leads: [],
    crmComments: [],
    customerContracts: [],
    receivables: [],
    payments: [],
  };

  for (const [type, values] of Object.entries(REFERENCE_ENTITIES)) {
    for (const value of values) data.entities.push({ id: data.entities.length + 1, type, value });
  }

  // Users: one per role (ids 1-7 staff, 8 parent, 9 child), then the other teachers.
  const addUser = (seed: StaffSeed) => {
    const id = data.users.length + 1;
    data.users.push({
      id,
      email: seed.email,
      short_name: shortName(seed.person),
      full_name: fullName(seed.person),
      status: seed.status ?? 'active',
      is_employee: seed.employee ?? true,
    });
    seed.roles.forEach((role_id) => data.userRoles.push({ user_id: id, role_id }));
    seed.locations.forEach((location_id) => data.userLocations.push({ user_id: id, location_id }));
    return id;
  };
  staff(prng).forEach(addUser);
  const parentPerson = person(prng, true, ['Петров', 'Петрова']);
  const parentId = addUser({
    email: 'parent@school.test',
    person: parentPerson,
    roles: [ROLE.parent],
    locations: [3],
    employee: false,
  });
  const childPerson = person(prng, false, ['Петров', 'Петрова']);
  const childId = addUser({
    email: 'child@school.test',
    person: childPerson,
    roles: [ROLE.child],
    locations: [3],
    employee: false,
  });

  // Groups: at least 24, about one per 12 contracts, spread over the branches by weight.
  const groupCount = Math.max(24, Math.ceil(options.contracts / 12));
  const totalWeight = LOCATIONS.reduce((sum, l) => sum + l.weight, 0);
  const teachersByLocation = new Map<number, number[]>();
  for (const location of LOCATIONS) {
    const count = Math.max(2, Math.round((groupCount * location.weight) / totalWeight));
    const courses = COURSES.filter((c) => c.countries.includes(location.country));
    const teacherIds = location.id === 3 ? [6] : [];
    const teacherCount = Math.max(1, Math.ceil(count / 4));
    while (teacherIds.length < teacherCount) {
      const n = data.users.length + 1;
      teacherIds.push(
        addUser({
          email: `teacher${n}@school.test`,
          person: person(prng, prng.chance(0.7)),
          roles: [ROLE.teacher],
          locations: [location.id],
        }),
      );
    }
    teachersByLocation.set(location.id, teacherIds);
    for (let i = 0; i < count; i += 1) {
      const course = courses[i % courses.length];
      const id = data.groups.length + 1;
      const camp = course.type === 'camp_program';
      const start = camp
        ? addDays(`${yearStart.slice(0, 4)}-06-01`, prng.int(0, 3) * 7)
        : addDays(yearStart, prng.int(0, 14));
      const trainingDays = camp ? weekdaysFrom(start, 10) : [];
      data.groups.push({
        id,
        short_name: `${location.code}-${course.short}-${Math.floor(i / courses.length) + 1}`,
        course_id: course.id,
        location_id: location.id,
        start_date: start,
        camp,
        day_of_the_week: camp
          ? [0, 1, 2, 3, 4]
          : course.type === 'individual'
            ? [prng.int(0, 5)]
            : prng.pick([[0, 2], [1, 3], [2, 4], [5]]),
        training_day: trainingDays,
        weeks: camp ? 2 : 36,
        price_per_week: formatKopecks(course.price),
      });
      const teacher = teacherIds[i % teacherIds.length];
      data.groupTeachers.push({ group_id: id, user_id: teacher });
      if (teacherIds.length > 1 && prng.chance(0.2)) {
        const second = teacherIds[(i + 1) % teacherIds.length];
        if (second !== teacher) data.groupTeachers.push({ group_id: id, user_id: second });
      }
    }
  }
  // A teacher who left: disabled, still in the full user list.
  addUser({
    email: 'former.teacher@school.test',
    person: person(prng, true),
    roles: [ROLE.teacher],
    locations: [24],
    status: 'disabled',
  });

  const groupsByLocation = new Map<number, SchoolData['groups']>();
  for (const group of data.groups) {
    const list = groupsByLocation.get(group.location_id) ?? [];
    list.push(group);
    groupsByLocation.set(group.location_id, list);
  }
  const pickLocation = () => {
    let roll = prng.int(1, totalWeight);
    for (const location of LOCATIONS) {
      roll -= location.weight;
      if (roll <= 0) return location;
    }
    return LOCATIONS[0];
  };

  const accountantId = 3;
  for (let i = 1; i <= options.contracts; i += 1) {
    // Contracts 1 and 2: the demo parent's two children in Минск.
    const demoFamily = i <= 2;
    const location = demoFamily ? LOCATIONS[0] : pickLocation();
    const group = prng.pick(groupsByLocation.get(location.id) ?? []);
    const course = COURSES.find((c) => c.id === group.course_id)!;
    const { parent, kid } = demoFamily
      ? { parent: parentPerson, kid: i === 1 ? childPerson : person(prng, true, ['Петров', 'Петрова']) }
      : family(prng);
    const roll = prng.next();
    const status: ContractStatus = demoFamily
      ? 'active'
      : roll < 0.06
        ? 'closed'
        : roll < 0.14
          ? 'cancelled'
          : roll < 0.22
            ? 'new'
            : 'active';

    let start: string;
    if (status === 'closed') start = addMonths(group.start_date, -12);
    else if (status === 'new') start = addDays(today, prng.int(-12, 25));
    else if (group.camp) start = group.start_date;
    else start = addDays(group.start_date, prng.int(0, 40));
    if (status === 'active' && start > today) start = today;

    const weeks = group.weeks;
    let fullPrice = course.price * weeks;
    if (prng.chance(0.15)) fullPrice = Math.round((fullPrice * 93) / 100) + prng.int(0, 9); // a discount with odd kopecks
    const phoneNumber = phone(prng, location.country);
    const contactId = demoFamily && i === 2 ? 1 : data.contacts.length + 1;
    if (contactId === data.contacts.length + 1) {
      data.contacts.push({
        id: contactId,
        name: parent.firstName,
        last_name: parent.surname,
        phone: phoneNumber,
        email: demoFamily ? 'parent@school.test' : prng.chance(0.6) ? `family${i}@mail.test` : '',
        kid_name: kidName(kid),
        year_of_birth: String(course.kindergarten ? prng.int(2020, 2022) : prng.int(2011, 2019)),
        city: location.city,
        date_created: `${addDays(start, -prng.int(3, 30))}T10:00:00Z`,
      });
    }
    const contact = data.contacts[contactId - 1];
    data.contracts.push({
      id: i,
      number: `${location.code}-${String(i).padStart(5, '0')}`,
      contact_id: contactId,
      full_name: fullName(parent),
      phone: contact.phone,
      kid_name: kidName(kid),
      course_id: course.id,
      group_id: group.id,
      location_id: location.id,
      status,
      children_club: course.kindergarten,
      start_date: start,
      full_price: formatKopecks(fullPrice),
      doc_name: null,
      date_created: `${addDays(start, -prng.int(1, 20))}T12:00:00Z`,
      lead_id: null,
    });

    // The 10-row tuition schedule, monthly from the start date.
    const amounts = splitKopecks(fullPrice, 10);
    const cancelledOn = status === 'cancelled' ? minDate(addDays(start, prng.int(20, 90)), today) : null;
    const schedule = amounts.map((amount, k) => ({ due: addMonths(start, k), amount }));
    for (const row of schedule) {
      data.receivables.push({
        id: data.receivables.length + 1,
        contract_id: i,
        type: 'tuition',
        due_date: row.due,
        amount: formatKopecks(row.amount),
        void: cancelledOn !== null && row.due > cancelledOn,
      });
    }
    // Lunches of kindergarten pupils: one line per month already started.
    if (course.kindergarten && status === 'active' && prng.chance(0.4)) {
      for (let k = 0; k < 10 && addMonths(start, k) <= today; k += 1) {
        data.receivables.push({
          id: data.receivables.length + 1,
          contract_id: i,
          type: 'lunch',
          due_date: addMonths(start, k),
          amount: formatKopecks(prng.int(60, 90) * 100),
          void: false,
        });
      }
    }

    const pay = (date: string, amount: number) =>
      data.payments.push({
        id: data.payments.length + 1,
        contract_id: i,
        date,
        amount: formatKopecks(amount),
        created_by: accountantId,
        created_at: `${date}T09:30:00Z`,
        location_id: location.id,
      });
    const due = schedule.filter((row) => row.due <= (cancelledOn ?? today));
    let paidRows = 0;
    if (status === 'closed') paidRows = 10;
    else if (status === 'active')
      paidRows = clamp(due.length + prng.pick([-2, -1, -1, 0, 0, 0, 0, 0, 0, 1]), 0, 10);
    else if (status === 'cancelled') paidRows = clamp(due.length - prng.int(0, 1), 0, 10);
    if (demoFamily) paidRows = i === 1 ? due.length : Math.max(0, due.length - 1);
    for (let k = 0; k < paidRows; k += 1) {
      const row = schedule[k];
      const date =
        row.due <= today
          ? minDate(addDays(row.due, prng.int(-5, 3)), today)
          : addDays(today, -prng.int(0, 10));
      pay(maxDate(date, addDays(start, -7)), row.amount);
    }
    if (status === 'active' && !demoFamily) {
      if (prng.chance(0.05))
        pay(addDays(today, -prng.int(0, 20)), prng.int(500, 15000)); // overpayment
      else if (prng.chance(0.1) && paidRows < 10)
        pay(addDays(today, -prng.int(0, 20)), prng.int(100, schedule[paidRows].amount - 1)); // part of the next row
    }
  }

  // Payments nobody has matched to a contract yet (contract 'unknown').
  for (let k = 0; k < 5; k += 1) {
    const date = addDays(today, -prng.int(1, 40));
    data.payments.push({
      id: data.payments.length + 1,
      contract_id: null,
      date,
      amount: formatKopecks(prng.int(20, 300) * 100),
      created_by: accountantId,
      created_at: `${date}T11:00:00Z`,
      location_id: LOCATIONS[k % LOCATIONS.length].id,
    });
  }

  if (options.contracts >= 2) {
    data.customerContracts.push(
      { user_id: parentId, contract_id: 1, relation: 'parent' },
      { user_id: parentId, contract_id: 2, relation: 'parent' },
    );
    data.customerContracts.push({ user_id: childId, contract_id: 1, relation: 'child' });
  }
  generateLeads(data, {
    count: options.leads ?? 0,
    seed: options.seed ?? 20260901,
    now: options.now ?? `${today}T12:00:00Z`,
  });
  addSecondFamily(data);
  addParallelGroups(data, yearStart);
  return data;
}

/**
 * The first branch's parallel groups: a second group of every course of its country (the generator gives a
 * branch about one group per course), so that a makeup has another group of the course to go to and every
 * service type - camps and individual lessons too - has a group there. Added last and without the random
 * generator, so the rest of the school stays as it was.
 */
function addParallelGroups(data: SchoolData, yearStart: string): void {
  const location = LOCATIONS[0];
  // teacher@school.test, who teaches the branch's generated groups too.
  const teacherId = 6;
  for (const course of COURSES.filter((c) => c.countries.includes(location.country))) {
    const id = data.groups.length + 1;
    const camp = course.type === 'camp_program';
    const start = camp ? `${yearStart.slice(0, 4)}-06-15` : yearStart;
    data.groups.push({
      id,
      short_name: `${location.code}-${course.short}-П`,
      course_id: course.id,
      location_id: location.id,
      start_date: start,
      camp,
      day_of_the_week: camp ? [0, 1, 2, 3, 4] : course.type === 'individual' ? [4] : [1, 3],
      training_day: camp ? weekdaysFrom(start, 10) : [],
      weeks: camp ? 2 : 36,
      price_per_week: formatKopecks(course.price),
    });
    data.groupTeachers.push({ group_id: id, user_id: teacherId });
  }
}

/** The accounts of the second demo family (tests prove a parent or child never sees another family). */
export const SECOND_FAMILY_EMAILS = { parent: 'parent2@school.test', child: 'child2@school.test' } as const;

/**
 * A second family with accounts: a parent and a child linked to the contract of another family than the
 * demo one, in another branch (Барановичи when there is one). Added last, drawing nothing from the PRNG,
 * so that every other row of the school stays as it was.
 */
function addSecondFamily(data: SchoolData): void {
  const others = data.contracts.filter((contract) => contract.contact_id !== 1);
  const contract =
    others.find((c) => c.location_id === 24) ?? others.find((c) => c.location_id !== 3) ?? others[0];
  if (!contract) return;
  const contact = data.contacts.find((c) => c.id === contract.contact_id)!;
  const contracts = data.contracts.filter((c) => c.contact_id === contact.id);
  const addAccount = (email: string, short_name: string, full_name: string, role_id: number) => {
    const id = data.users.length + 1;
    data.users.push({ id, email, short_name, full_name, status: 'active', is_employee: false });
    data.userRoles.push({ user_id: id, role_id });
    data.userLocations.push({ user_id: id, location_id: contract.location_id });
    return id;
  };
  const parentId = addAccount(
    SECOND_FAMILY_EMAILS.parent,
    `${contact.name} ${contact.last_name}`,
    contract.full_name,
    ROLE.parent,
  );
  // kid_name is 'Surname Name'.
  const [kidSurname, ...kidNames] = contract.kid_name.split(' ');
  const childId = addAccount(
    SECOND_FAMILY_EMAILS.child,
    [...kidNames, kidSurname].join(' '),
    contract.kid_name,
    ROLE.child,
  );
  for (const own of contracts) {
    data.customerContracts.push({ user_id: parentId, contract_id: own.id, relation: 'parent' });
  }
  data.customerContracts.push({ user_id: childId, contract_id: contract.id, relation: 'child' });
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function minDate(a: string, b: string): string {
  return a < b ? a : b;
}

function maxDate(a: string, b: string): string {
  return a > b ? a : b;
}

/** `count` weekdays (Monday to Friday) from `start` on. */
function weekdaysFrom(start: string, count: number): string[] {
  const days: string[] = [];
  for (let date = start; days.length < count; date = addDays(date, 1)) {
    if (weekdayIndex(date) < 5) days.push(date);
  }
  return days;
}

/**
 * The breaks of the school year starting in September of `year` and of the next one, per requisite: the
 * Belarusian entities (1, 2, 4) the autumn, winter and spring breaks, the Georgian one (3) winter and spring.
 */
function schoolHolidays(year: number): SchoolData['requisiteHolidays'] {
  return [year, year + 1].flatMap((y) => {
    const belarus = [
      { name: 'Осенние каникулы', date_from: `${y}-11-01`, date_to: `${y}-11-08` },
      { name: 'Зимние каникулы', date_from: `${y}-12-25`, date_to: `${y + 1}-01-07` },
      { name: 'Весенние каникулы', date_from: `${y + 1}-03-22`, date_to: `${y + 1}-03-29` },
    ];
    const georgia = [
      { name: 'Зимние каникулы', date_from: `${y}-12-29`, date_to: `${y + 1}-01-14` },
      { name: 'Весенние каникулы', date_from: `${y + 1}-04-10`, date_to: `${y + 1}-04-20` },
    ];
    return [
      ...[1, 2, 4].flatMap((requisite_id) => belarus.map((h) => ({ requisite_id, ...h }))),
      ...georgia.map((h) => ({ requisite_id: 3, ...h })),
    ];
  });
}
