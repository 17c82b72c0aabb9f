import { addDays, schoolYearStart } from '../../lib/dates';
import { formatKopecks, toKopecks } from '../../lib/money';
import { amountInWords, type CurrencyCode } from './amountInWords';
import type { ContractFacts } from './repository';
import type { DocumentData, PaymentLine } from './templateFields';

const NBSP = '\u00a0';
/** A blank to complete by hand on the printed contract, for a party's detail that was never entered. */
export const BLANK = '________________________';

const COUNTRY: Record<
  ContractFacts['country'],
  { currency: CurrencyCode; sign: string; law: string; codeLabel: string }
> = {
  BY: { currency: 'BYN', sign: 'руб.', law: 'Республики Беларусь', codeLabel: 'УНП' },
  GE: { currency: 'GEL', sign: 'лари', law: 'Грузии', codeLabel: 'Идентификационный код' },
};

/** 'YYYY-MM-DD' as dd.MM.yyyy; '' stays ''. */
export function printDate(date: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date ?? '');
  return match ? `${match[3]}.${match[2]}.${match[1]}` : '';
}

/** Kopecks as '1 620,00 руб.' (non-breaking spaces, so a figure never breaks across lines). */
export function printAmount(kopecks: number, sign: string): string {
  const [whole, fraction] = formatKopecks(kopecks).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
  return `${grouped},${fraction}${NBSP}${sign}`;
}

/** A decimal text of the form as kopecks, or null when it is empty or not an amount. */
function kopecksOf(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return kopecksOf(String(value));
  if (typeof value !== 'string' || value.trim() === '') return null;
  try {
    return toKopecks(value);
  } catch {
    return null;
  }
}

function textOf(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' ? value.trim() : '';
}

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

type Row = { date: string; kopecks: number; countWeek: string };

/** The schedule as signed: the form's rows that have a date, else the contract's tuition receivables. */
function scheduleOf(facts: ContractFacts, weeks: number | null): Row[] {
  const given = Array.isArray(facts.details.payments) ? (facts.details.payments as unknown[]) : [];
  const rows: Row[] = [];
  for (const raw of given) {
    if (raw === null || typeof raw !== 'object') continue;
    const row = raw as Record<string, unknown>;
    const date = textOf(row.date);
    const kopecks = kopecksOf(row.amount);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || kopecks === null) continue;
    rows.push({ date, kopecks, countWeek: textOf(row.count_week) });
  }
  if (rows.length > 0) return rows;
  // Contracts made before the form's rows were kept: the weeks until the next instalment, the rest of the
  // course's weeks on the last one.
  const tuition = (facts.tuition ?? []).flatMap((row) => {
    const kopecks = kopecksOf(row.amount);
    return kopecks === null ? [] : [{ date: row.date, kopecks }];
  });
  let counted = 0;
  return tuition.map((row, index) => {
    const next = tuition[index + 1];
    let count: number | null = next ? Math.floor(daysBetween(row.date, next.date) / 7) : null;
    if (count === null && weeks !== null && weeks > counted) count = weeks - counted;
    counted += count ?? 0;
    return { ...row, countWeek: count === null ? '' : String(count) };
  });
}

/** The last day of a school year's teaching (31 May after the September the date belongs to). */
function schoolYearEnd(date: string): string {
  return `${Number(schoolYearStart(date).slice(0, 4)) + 1}-05-31`;
}

/** Everything a template is filled with, formatted for print, from a contract's facts. */
export function documentData(facts: ContractFacts): DocumentData {
  const country = COUNTRY[facts.country];
  const money = (kopecks: number | null) => (kopecks === null ? '' : printAmount(kopecks, country.sign));
  const words = (kopecks: number | null) =>
    kopecks === null ? '' : amountInWords(kopecks, country.currency);
  const details = facts.details;
  const detail = (name: string) => textOf(details[name]);
  const orBlank = (value: string | null | undefined) => (value && value.trim() ? value.trim() : BLANK);

  const isCamp = facts.lessons_type === 'camp' || facts.course_type === 'camp_program';
  const isIndividual = facts.lessons_type === 'individual' || facts.course_type === 'individual';
  const weeksText = detail('weeks') || (facts.group_weeks ? String(facts.group_weeks) : '');
  const weeks = /^\d+$/.test(weeksText) ? Number(weeksText) : null;
  const fullPrice =
    kopecksOf(detail(isCamp ? 'full_price_camp' : 'full_price')) ?? kopecksOf(facts.full_price);
  const weekPrice =
    kopecksOf(detail('week_price')) ??
    kopecksOf(facts.group_price_per_week) ??
    (fullPrice !== null && weeks ? Math.round(fullPrice / weeks) : null);
  const startDate = detail('start_date') || facts.start_date || '';

  const campStart = detail('campaign_start') || (isCamp ? (facts.group_start ?? facts.start_date ?? '') : '');
  const campEnd = detail('campaign_end') || (isCamp ? (facts.camp_last_day ?? '') : '');
  const totalDaysText = detail('total_days') || (isCamp && facts.camp_days ? String(facts.camp_days) : '');
  const totalDays = /^\d+$/.test(totalDaysText) ? Number(totalDaysText) : null;
  const dayPrice =
    kopecksOf(detail('day_price')) ??
    (isCamp && fullPrice !== null && totalDays ? Math.round(fullPrice / totalDays) : null);

  const schedule = scheduleOf(facts, weeks);
  const prepayment = kopecksOf(detail('prepayment')) ?? (isCamp && schedule[0] ? schedule[0].kopecks : null);
  const lessonPrice =
    kopecksOf(detail('lesson_price')) ?? (isIndividual ? kopecksOf(facts.group_price_per_week) : null);
  const total = schedule.reduce((sum, row) => sum + row.kopecks, 0);

  let endDate = '';
  if (isCamp) endDate = campEnd;
  else if (isIndividual) endDate = schoolYearEnd(facts.contract_date);
  else if (startDate && weeks) endDate = addDays(startDate, weeks * 7 - 1);

  const requisiteName = facts.requisite_name ?? facts.fallback_requisite_name ?? '';
  const requisiteCode = facts.requisite_name !== null ? facts.requisite_code : facts.fallback_requisite_code;

  const payments: PaymentLine[] = schedule.map((row, index) => ({
    n: String(index + 1),
    date: printDate(row.date),
    amount: money(row.kopecks),
    amount_words: words(row.kopecks),
    count_week: row.countWeek,
  }));

  return {
    number: facts.number,
    date: printDate(facts.contract_date),
    city: detail('city') || facts.city,
    location: facts.location,
    location_address: facts.address,
    law: country.law,
    requisite_name: requisiteName,
    requisite_code: requisiteCode ?? '',
    requisite_code_label: country.codeLabel,
    full_name: detail('full_name') || facts.full_name,
    passport_contact: orBlank(detail('passport_contact') || facts.passport_contact),
    registration_contact: orBlank(detail('registration_contact') || facts.registration_contact),
    phone: orBlank(facts.phone),
    kid_name: detail('kid_name') || facts.kid_name,
    year_of_birth: detail('year_of_birth') || (facts.year_of_birth ? String(facts.year_of_birth) : ''),
    course: facts.course,
    group: facts.group_name ?? '',
    currency: country.sign,
    start_date: printDate(startDate),
    end_date: printDate(endDate),
    weeks: weeks === null ? '' : String(weeks),
    // The form's default (money.md section 9) for contracts made before the form's fields were kept.
    hours_per_week: detail('hours_per_week') || '4',
    week_price: money(weekPrice),
    week_price_words: words(weekPrice),
    full_price: money(fullPrice),
    full_price_words: words(fullPrice),
    campaign_start: printDate(campStart),
    campaign_end: printDate(campEnd),
    total_days: totalDays === null ? '' : String(totalDays),
    day_price: money(dayPrice),
    day_price_words: words(dayPrice),
    prepayment: money(prepayment),
    prepayment_words: words(prepayment),
    nutrition: isCamp ? orBlank(detail('nutrition')) : detail('nutrition'),
    schedule: isCamp ? orBlank(detail('schedule')) : detail('schedule'),
    lesson_price: money(lessonPrice),
    lesson_price_words: words(lessonPrice),
    lesson_duration: detail('lesson_duration') || (isIndividual ? '60' : ''),
    payments,
    payments_total: money(total),
    payments_total_words: words(total),
  };
}
