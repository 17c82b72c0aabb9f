/**
 * The placeholders a contract template may use ({number}, {full_price_words}, the {#payments}...{/payments}
 * loop of the schedule table). An upload whose template names another field is refused: a misspelt
 * placeholder would otherwise print nothing in every contract.
 */

/** One row of the payment schedule table. */
export type PaymentLine = {
  /** 1, 2, 3... */
  n: string;
  /** dd.MM.yyyy */
  date: string;
  /** '1 620,00 руб.' */
  amount: string;
  amount_words: string;
  count_week: string;
};

/** What a template is filled with: every value is text, already formatted for print. */
export type DocumentData = {
  number: string;
  /** The contract's date, dd.MM.yyyy. */
  date: string;
  city: string;
  location: string;
  location_address: string;
  /** 'Республики Беларусь' or 'Грузии' ('в соответствии с законодательством {law}'). */
  law: string;
  requisite_name: string;
  /** The requisite's registration number (УНП in Belarus, identification code in Georgia). */
  requisite_code: string;
  /** 'УНП' or 'Идентификационный код'. */
  requisite_code_label: string;
  full_name: string;
  passport_contact: string;
  registration_contact: string;
  phone: string;
  kid_name: string;
  year_of_birth: string;
  course: string;
  group: string;
  /** 'руб.' or 'лари'. */
  currency: string;
  start_date: string;
  end_date: string;
  weeks: string;
  hours_per_week: string;
  week_price: string;
  week_price_words: string;
  full_price: string;
  full_price_words: string;
  campaign_start: string;
  campaign_end: string;
  total_days: string;
  day_price: string;
  day_price_words: string;
  prepayment: string;
  prepayment_words: string;
  nutrition: string;
  schedule: string;
  lesson_price: string;
  lesson_price_words: string;
  lesson_duration: string;
  payments: PaymentLine[];
  payments_total: string;
  payments_total_words: string;
};

const PAYMENT_FIELDS: readonly (keyof PaymentLine)[] = ['n', 'date', 'amount', 'amount_words', 'count_week'];

const FIELDS: Readonly<Record<Exclude<keyof DocumentData, 'payments'>, true>> = {
  number: true,
  date: true,
  city: true,
  location: true,
  location_address: true,
  law: true,
  requisite_name: true,
  requisite_code: true,
  requisite_code_label: true,
  full_name: true,
  passport_contact: true,
  registration_contact: true,
  phone: true,
  kid_name: true,
  year_of_birth: true,
  course: true,
  group: true,
  currency: true,
  start_date: true,
  end_date: true,
  weeks: true,
  hours_per_week: true,
  week_price: true,
  week_price_words: true,
  full_price: true,
  full_price_words: true,
  campaign_start: true,
  campaign_end: true,
  total_days: true,
  day_price: true,
  day_price_words: true,
  prepayment: true,
  prepayment_words: true,
  nutrition: true,
  schedule: true,
  lesson_price: true,
  lesson_price_words: true,
  lesson_duration: true,
  payments_total: true,
  payments_total_words: true,
};

/** The fields a template may name outside the loop. */
export const TEMPLATE_FIELDS: readonly string[] = Object.keys(FIELDS);
/** The fields a template may name inside {#payments}...{/payments} (and the outer ones). */
export const PAYMENT_LINE_FIELDS: readonly string[] = PAYMENT_FIELDS;

/** A placeholder as docxtemplater's InspectModule lists it (getAllStructuredTags): a loop holds its own. */
export type TemplateTag = { value: string; subparsed?: readonly TemplateTag[] };

const OUTER = new Set(TEMPLATE_FIELDS);
const IN_PAYMENTS = new Set([...PAYMENT_LINE_FIELDS, ...TEMPLATE_FIELDS]);

/**
 * The placeholders of a template that no contract fills, each once, in the template's order: '{nmae}',
 * '{#payments}{summ}'. Names are looked up as the fields' own (a Set): {constructor}, {__proto__} and
 * {toString} are unknown like any other, where an object's inherited keys made them vanish from
 * getAllTags' tree and render as JavaScript's own functions.
 */
export function unknownPlaceholders(
  tags: readonly TemplateTag[],
  known: ReadonlySet<string> = OUTER,
): string[] {
  const unknown = new Set<string>();
  for (const tag of tags) {
    const paymentsLoop = tag.value === 'payments' && tag.subparsed !== undefined && known === OUTER;
    if (!known.has(tag.value) && !paymentsLoop) unknown.add(tag.value);
    if (tag.subparsed) {
      const inner = tag.value === 'payments' ? IN_PAYMENTS : known;
      for (const name of unknownPlaceholders(tag.subparsed, inner)) unknown.add(name);
    }
  }
  return [...unknown];
}
