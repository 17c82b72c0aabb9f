import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  leadCreateErrors,
  leadUnqualifiedErrors,
  leadUpdateErrors,
  type LeadRuleErrors,
} from '@school/shared-api';
import { parseDate } from '@school/shared-ui';
import { LEAD_MESSAGES as M } from '../messages';
import { toLeadInput, type LeadFormValues } from './leadForm';

/** Which button is validating: each has its rule set (sales-people-settings.md section 5). */
export type LeadAction = 'save' | 'unqualified';

export type LeadResolverContext = {
  /** Set by the button's handler just before it validates. */
  action: { current: LeadAction };
  /** Editing a saved lead (update rules) rather than creating one. */
  existing: boolean;
  /** The saved next-contact moment (datetime-local format): an unchanged past date does not block an update. */
  savedDateDue: string;
  now: () => number;
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const YEAR_OF_BIRTH = /^\d{4}(-\d{2}-\d{2})?$/;

/** Every message the given action would show, keyed by form field; {} when the form may be sent. */
export function leadFormErrors(
  values: LeadFormValues,
  context: Omit<LeadResolverContext, 'action'> & { action: LeadAction },
): LeadRuleErrors {
  const input = toLeadInput(values);
  // Unqualified asks only for name and comment (sales-people-settings.md section 5), as the server does.
  if (context.action === 'unqualified') return leadUnqualifiedErrors(input);

  const errors: LeadRuleErrors = context.existing ? leadUpdateErrors(input) : leadCreateErrors(input);
  if (input.email && !EMAIL.test(input.email)) errors.email ??= M.emailFormat;
  if (input.year_of_birth && !YEAR_OF_BIRTH.test(input.year_of_birth)) errors.year_of_birth ??= M.yearFormat;
  const due = parseDate(input.date_due);
  const changed = !context.existing || values.date_due !== context.savedDateDue;
  // The datetime-local input has minute precision: a moment in the current minute still counts as now.
  if (due && changed && due.toMillis() < context.now() - 60_000) errors.date_due ??= M.dateInPast;
  if (context.existing && input.status === 'rejected' && !input.rejected) {
    errors.rejected = M.chooseReason;
  }
  return errors;
}

/** react-hook-form resolver over the shared lead rules, so the dialog and the server say the same. */
export const leadFormResolver: Resolver<LeadFormValues, LeadResolverContext> = (values, context) => {
  if (!context) throw new Error('leadFormResolver needs its context');
  const messages = leadFormErrors(values, { ...context, action: context.action.current });
  const fields = Object.keys(messages) as (keyof LeadFormValues)[];
  if (fields.length === 0) return { values, errors: {} };
  const errors: FieldErrors<LeadFormValues> = {};
  for (const field of fields) {
    const message = messages[field as keyof LeadRuleErrors];
    if (message) errors[field] = { type: 'rule', message };
  }
  return { values: {}, errors };
};
