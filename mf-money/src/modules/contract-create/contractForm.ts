import {
  ADAPTATION_NONE,
  ADAPTATION_YES,
  PAYMENT_ROWS,
  type ContractPayloadInput,
  type LessonsType,
} from '@school/shared-api';
import { parseMoney } from '@school/shared-ui';
import { CREATE_MESSAGES as M, FIELD_LABELS } from './messages';

export type PaymentFormRow = { date: string; amount: string; count_week: string };

/** The creation forms' values, as typed (every field a string); one form holds the three service types. */
export type ContractFormValues = {
  lessons_type: LessonsType;
  id_lead: string;
  full_name: string;
  kid_name: string;
  year_of_birth: string;
  passport_contact: string;
  registration_contact: string;
  city: string;
  location: string;
  requisite: string;
  course: string;
  group: string;
  utm_source: string;
  utm_campaign: string;
  utm_term: string;
  // Academic year.
  start_date: string;
  weeks: string;
  week_price: string;
  full_price: string;
  hours_per_week: string;
  hours_of_adaptation: string;
  nickname_inst: string;
  nickname_tg: string;
  nickname_fb: string;
  // Camp (the camp programme is `course`; it is sent as 'camp-program').
  nutrition: string;
  schedule: string;
  campaign_start: string;
  campaign_end: string;
  first_visit: string;
  last_visit: string;
  day_price: string;
  total_days: string;
  full_price_camp: string;
  prepayment: string;
  // Individual lessons.
  lesson_price: string;
  lesson_duration: string;
  payments: PaymentFormRow[];
};

export type FormField = Exclude<keyof ContractFormValues, 'payments' | 'lessons_type'>;

/**
 * The 10 schedule rows (money.md section 9): the first row today with 111 and 3 weeks, a camp's 11 and 11;
 * the others empty.
 */
export function defaultPayments(type: LessonsType, today: string): PaymentFormRow[] {
  const first =
    type === 'camp'
      ? { date: today, amount: '11', count_week: '11' }
      : { date: today, amount: '111', count_week: '3' };
  return [
    first,
    ...Array.from({ length: PAYMENT_ROWS - 1 }, () => ({ date: '', amount: '', count_week: '' })),
  ];
}

export function emptyForm(today: string): ContractFormValues {
  return {
    lessons_type: 'academic_year',
    id_lead: '',
    full_name: '',
    kid_name: '',
    year_of_birth: '',
    passport_contact: '',
    registration_contact: '',
    city: '',
    location: '',
    requisite: '',
    course: '',
    group: '',
    utm_source: '',
    utm_campaign: '',
    utm_term: '',
    start_date: '',
    weeks: '',
    week_price: '',
    full_price: '',
    hours_per_week: '4',
    hours_of_adaptation: ADAPTATION_NONE,
    nickname_inst: '',
    nickname_tg: '',
    nickname_fb: '',
    nutrition: '',
    schedule: '',
    campaign_start: '',
    campaign_end: '',
    first_visit: '',
    last_visit: '',
    day_price: '',
    total_days: '',
    full_price_camp: '',
    prepayment: '',
    lesson_price: '',
    lesson_duration: '',
    payments: defaultPayments('academic_year', today),
  };
}

const COMMON_TOP: FormField[] = [
  'id_lead',
  'full_name',
  'kid_name',
  'year_of_birth',
  'passport_contact',
  'registration_contact',
  'city',
  'location',
  'requisite',
];
const UTM: FormField[] = ['utm_source', 'utm_campaign', 'utm_term'];

/** Each form's fields in reading (and tab) order. */
export const FORM_FIELDS: Record<LessonsType, FormField[]> = {
  academic_year: [
    ...COMMON_TOP,
    'course',
    'group',
    'start_date',
    'weeks',
    'week_price',
    'full_price',
    'hours_per_week',
    'hours_of_adaptation',
    'nickname_inst',
    'nickname_tg',
    'nickname_fb',
    ...UTM,
  ],
  camp: [
    ...COMMON_TOP,
    'course',
    'group',
    'nutrition',
    'schedule',
    'campaign_start',
    'campaign_end',
    'first_visit',
    'last_visit',
    'day_price',
    'total_days',
    'full_price_camp',
    'prepayment',
    ...UTM,
  ],
  individual: [...COMMON_TOP, 'course', 'group', 'lesson_price', 'lesson_duration', ...UTM],
};

/** Fields the first-empty-field rule skips (money.md section 5); nicknames only in the academic-year form. */
const EXEMPT: Record<LessonsType, ReadonlySet<FormField>> = {
  academic_year: new Set<FormField>(['nickname_inst', 'nickname_tg', 'nickname_fb', ...UTM, 'city']),
  camp: new Set<FormField>([...UTM, 'city']),
  // One-to-one lessons: a group is optional.
  individual: new Set<FormField>([...UTM, 'city', 'group']),
};

export type FormProblem = { field: FormField | `payments.${number}.date`; message: string };

/**
 * The first rule the values break, in reading order, with the spec's message: the first empty field
 * ('Вы не заполнили поле: {field}', a camp 'вы не заполнили {field}'), then a schedule row with an amount or
 * weeks but no date. Adaptation is asked only for a kindergarten course.
 */
export function firstProblem(values: ContractFormValues, kindergarten: boolean): FormProblem | null {
  const type = values.lessons_type;
  for (const field of FORM_FIELDS[type]) {
    if (EXEMPT[type].has(field)) continue;
    if (field === 'hours_of_adaptation' && !kindergarten) continue;
    if (values[field].trim() !== '') continue;
    const label = FIELD_LABELS[type === 'camp' && field === 'course' ? 'camp_program' : field];
    return { field, message: type === 'camp' ? M.campFieldMissing(label) : M.fieldMissing(label) };
  }
  if (type === 'individual') return null;
  const index = values.payments.findIndex(
    (row) => row.date.trim() === '' && (row.amount.trim() !== '' || row.count_week.trim() !== ''),
  );
  if (index >= 0) return { field: `payments.${index}.date`, message: M.rowDateMissing(index + 1) };
  return null;
}

/** price x count as an amount with two decimals ('45.50' x 36 = '1638.00'), exact; '' when either is not a number. */
export function multiplyPrice(price: string, count: string): string {
  const parsed = parseMoney(price);
  if (!parsed || parsed.negative || !/^\d{1,3}$/.test(count.trim())) return '';
  const kopecks = parsed.kopecks * BigInt(count.trim());
  return `${kopecks / 100n}.${(kopecks % 100n).toString().padStart(2, '0')}`;
}

/** The amount as the server takes it ('1 234,5' -> '1234.50'); the text as typed when it is no amount. */
function apiAmount(text: string): string {
  const parsed = parseMoney(text);
  if (!parsed || parsed.negative) return text.trim();
  return `${parsed.kopecks / 100n}.${(parsed.kopecks % 100n).toString().padStart(2, '0')}`;
}

const rowsOf = (payments: PaymentFormRow[]) =>
  payments.map((row) => ({
    date: row.date.trim(),
    amount: row.amount.trim() === '' ? '' : apiAmount(row.amount),
    count_week: row.count_week.trim(),
  }));

/** The POST /contract/add body of the chosen service type (money.md section 3). */
export function toPayload(
  values: ContractFormValues,
  contactId: number,
  userId: number | undefined,
): ContractPayloadInput {
  const common = {
    contact_id: contactId,
    id_lead: values.id_lead,
    full_name: values.full_name.trim(),
    kid_name: values.kid_name.trim(),
    year_of_birth: values.year_of_birth.trim(),
    passport_contact: values.passport_contact.trim(),
    registration_contact: values.registration_contact.trim(),
    city: values.city.trim(),
    location: values.location,
    requisite: values.requisite,
    ...(userId ? { user_id: userId } : {}),
    utm_source: values.utm_source,
    utm_campaign: values.utm_campaign.trim(),
    utm_term: values.utm_term.trim(),
  };
  switch (values.lessons_type) {
    case 'academic_year':
      return {
        lessons_type: 'academic_year',
        ...common,
        group: values.group,
        course: values.course,
        start_date: values.start_date,
        weeks: values.weeks.trim(),
        week_price: apiAmount(values.week_price),
        full_price: apiAmount(values.full_price),
        hours_per_week: values.hours_per_week.trim(),
        hours_of_adaptation: values.hours_of_adaptation as typeof ADAPTATION_NONE | typeof ADAPTATION_YES,
        nickname_inst: values.nickname_inst.trim(),
        nickname_tg: values.nickname_tg.trim(),
        nickname_fb: values.nickname_fb.trim(),
        payments: rowsOf(values.payments),
      };
    case 'camp':
      return {
        lessons_type: 'camp',
        ...common,
        group: values.group,
        'camp-program': values.course,
        nutrition: values.nutrition,
        schedule: values.schedule,
        campaign_start: values.campaign_start,
        campaign_end: values.campaign_end,
        first_visit: values.first_visit,
        last_visit: values.last_visit,
        day_price: apiAmount(values.day_price),
        total_days: values.total_days.trim(),
        full_price_camp: apiAmount(values.full_price_camp),
        prepayment: apiAmount(values.prepayment),
        payments: rowsOf(values.payments),
      };
    case 'individual':
      return {
        lessons_type: 'individual',
        ...common,
        ...(values.group ? { group: values.group } : {}),
        course: values.course,
        lesson_price: apiAmount(values.lesson_price),
        lesson_duration: values.lesson_duration,
      };
  }
}

export type CalculationKind = 'ten' | 'per_week' | '9parts';

/** The fields a calculation needs (money.md section 5), those still empty, as labels. */
export function missingForCalculation(values: ContractFormValues, kind: CalculationKind): string[] {
  const needed: FormField[] =
    kind === 'ten'
      ? ['location', 'course', 'start_date', 'full_price']
      : ['weeks', 'full_price', 'start_date', 'group', 'requisite'];
  return needed.filter((field) => values[field].trim() === '').map((field) => FIELD_LABELS[field]);
}
