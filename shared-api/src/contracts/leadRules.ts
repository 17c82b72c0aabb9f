import { LEAD_FIELD_LABELS, type LeadInputParsed } from './sales';

/** The lead dialog's Russian messages (sales-people-settings.md section 5 and 8). */
export const LEAD_RULE_MESSAGES = {
  phoneOrNickname: 'Заполните телефон или хотя бы один никнейм',
  dateRequired: 'Дата обязательное поле!',
  nickname: 'Никнейм должен содержать не менее 3 символов и не содержать пробелов',
  required: (label: string) => `Заполните поле «${label}»`,
} as const;

export type LeadRuleErrors = Partial<Record<keyof LeadInputParsed, string>>;

const NICKNAMES = ['nickname_inst', 'nickname_fb', 'nickname_tg'] as const;

function nicknameErrors(lead: LeadInputParsed): LeadRuleErrors {
  const errors: LeadRuleErrors = {};
  for (const field of NICKNAMES) {
    const value = lead[field];
    if (value !== '' && (value.length < 3 || /\s/.test(value))) errors[field] = LEAD_RULE_MESSAGES.nickname;
  }
  return errors;
}

function hasPhoneOrNickname(lead: LeadInputParsed): boolean {
  return lead.phone !== '' || NICKNAMES.some((field) => lead[field] !== '');
}

function required(lead: LeadInputParsed, fields: (keyof typeof LEAD_FIELD_LABELS)[]): LeadRuleErrors {
  const errors: LeadRuleErrors = {};
  for (const field of fields) {
    if (String(lead[field] ?? '').trim() === '') {
      errors[field] =
        field === 'date_due'
          ? LEAD_RULE_MESSAGES.dateRequired
          : LEAD_RULE_MESSAGES.required(LEAD_FIELD_LABELS[field]);
    }
  }
  return errors;
}

/** Creation (also from a contact, and every imported row): name, city, date_due, new_comment, utm_source, phone or a nickname. */
export function leadCreateErrors(lead: LeadInputParsed): LeadRuleErrors {
  const errors = {
    ...required(lead, ['name', 'city', 'date_due', 'new_comment', 'utm_source']),
    ...nicknameErrors(lead),
  };
  if (!hasPhoneOrNickname(lead)) errors.phone = LEAD_RULE_MESSAGES.phoneOrNickname;
  return errors;
}

/** Update: phone or at least one nickname; nicknames of 3 or more characters without spaces. */
export function leadUpdateErrors(lead: LeadInputParsed): LeadRuleErrors {
  const errors = nicknameErrors(lead);
  if (!hasPhoneOrNickname(lead)) errors.phone = LEAD_RULE_MESSAGES.phoneOrNickname;
  return errors;
}

/**
 * Unqualified (a new lead or a saved one): only name and new_comment are asked for, instead of the
 * creation or update rules; a nickname that was typed still keeps its form.
 */
export function leadUnqualifiedErrors(lead: LeadInputParsed): LeadRuleErrors {
  return { ...required(lead, ['name', 'new_comment']), ...nicknameErrors(lead) };
}

/** Contact nicknames follow the same rule. */
export function contactNicknameErrors(
  contact: Pick<LeadInputParsed, (typeof NICKNAMES)[number]>,
): LeadRuleErrors {
  return nicknameErrors({ ...contact } as LeadInputParsed);
}
