import {
  LEAD_UPLOAD_COLUMNS,
  leadCreateErrors,
  leadInputSchema,
  type LeadInputParsed,
  type LeadUploadColumn,
  type LeadsUploadResponse,
} from 'shared-api/contracts';
import type { AuthContext } from '../../auth/service';
import type { Db } from '../../db/db';
import { insertRows } from '../../db/insertRows';
import { UPLOAD_MESSAGES } from './messages';
import * as repo from './repository';
import { parseDue, timeZoneOf } from './service';
import type { SheetRow } from './spreadsheet';

type RowValues = Partial<Record<LeadUploadColumn, string>>;

type ValidRow = { row: number; lead: LeadInputParsed; managerId: number; dateDue: Date };

const PHONE_CHARACTERS = /^[\d\s()+\-.]*$/;

/** Date forms people type in spreadsheets -> the API's 'YYYY-MM-DD HH:mm:ss'; anything else as it is. */
export function normaliseDue(text: string): string {
  let match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text);
  if (match) {
    const [, y, m, d, hh = '00', mm = '00', ss = '00'] = match;
    return `${y}-${m}-${d} ${hh}:${mm}:${ss}`;
  }
  match = /^(\d{1,2})\.(\d{1,2})\.(\d{4})(?: (\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(text);
  if (match) {
    const [, d, m, y, hh = '0', mm = '00', ss = '00'] = match;
    return `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')} ${hh.padStart(2, '0')}:${mm}:${ss}`;
  }
  return text;
}

/** Cells of the known columns; a phone typed with spaces, '+' or dashes keeps its digits. */
function rowValues(cells: string[], columns: Map<LeadUploadColumn, number>): RowValues {
  const values: RowValues = {};
  for (const [column, index] of columns) values[column] = cells[index] ?? '';
  if (values.phone && PHONE_CHARACTERS.test(values.phone)) values.phone = values.phone.replace(/\D/g, '');
  if (values.date_due) values.date_due = normaliseDue(values.date_due);
  // A year of birth typed as a date comes out of XLSX with a midnight time.
  if (values.year_of_birth) values.year_of_birth = values.year_of_birth.replace(/ 00:00:00$/, '');
  return values;
}

function headerColumns(header: string[]): Map<LeadUploadColumn, number> {
  const columns = new Map<LeadUploadColumn, number>();
  header.forEach((name, index) => {
    const key = name.trim().toLowerCase() as LeadUploadColumn;
    if ((LEAD_UPLOAD_COLUMNS as readonly string[]).includes(key) && !columns.has(key))
      columns.set(key, index);
  });
  return columns;
}

const unique = (messages: string[]) => [...new Set(messages)].join('; ');

const errorAnswer = (message: string): LeadsUploadResponse => ({
  status: 'error',
  message,
  imported: 0,
  duplicates: 0,
  refused: [],
});

export { errorAnswer as uploadError };

/** Identity keys of a lead as the import compares them: digits, lower-case e-mail, network-tagged nicknames. */
function keysOf(lead: LeadInputParsed): string[] {
  return [
    lead.phone ? `phone:${lead.phone}` : '',
    lead.email ? `email:${lead.email.toLowerCase()}` : '',
    lead.nickname_inst ? `inst:${lead.nickname_inst.toLowerCase()}` : '',
    lead.nickname_fb ? `fb:${lead.nickname_fb.toLowerCase()}` : '',
    lead.nickname_tg ? `tg:${lead.nickname_tg.toLowerCase()}` : '',
  ].filter(Boolean);
}

/**
 * Validates every row with the lead dialog's creation rules, marks duplicates (of stored leads and
 * contacts, and of earlier rows of the file) and imports the valid rows in one transaction with
 * multi-row INSERTs: leads, their first comments and their audit rows.
 */
export async function importLeads(
  db: Db,
  auth: AuthContext,
  sheet: SheetRow[],
  now: Date,
): Promise<LeadsUploadResponse> {
  if (sheet.length === 0) return errorAnswer(UPLOAD_MESSAGES.noRows);
  const [header, ...rows] = sheet;
  const columns = headerColumns(header.cells);
  if (columns.size === 0) return errorAnswer(UPLOAD_MESSAGES.noHeader);
  if (rows.length === 0) return errorAnswer(UPLOAD_MESSAGES.noRows);

  const zone = await timeZoneOf(db, auth);
  const raw = rows.map((row) => ({ row: row.row, values: rowValues(row.cells, columns) }));
  const managerIds = new Set<number>([auth.userId]);
  const managerEmails = new Set<string>();
  for (const { values } of raw) {
    const manager = values.manager ?? '';
    if (/^\d+$/.test(manager)) managerIds.add(Number(manager));
    else if (manager.includes('@')) managerEmails.add(manager.toLowerCase());
  }
  const [activeIds, byEmail] = await Promise.all([
    repo.activeEmployees(db, [...managerIds]),
    repo.activeEmployeesByEmail(db, [...managerEmails]),
  ]);
  const managerOf = (manager: string): number | undefined => {
    if (manager === '') return auth.userId;
    if (/^\d+$/.test(manager)) return activeIds.has(Number(manager)) ? Number(manager) : undefined;
    return byEmail.get(manager.toLowerCase());
  };

  const refused: LeadsUploadResponse['refused'] = [];
  const valid: ValidRow[] = [];
  for (const { row, values } of raw) {
    const { manager = '', ...fields } = values;
    const parsed = leadInputSchema.safeParse(fields);
    if (!parsed.success) {
      const fieldNames = parsed.error.issues.map((issue) => String(issue.path[0] ?? ''));
      refused.push({ row, reason: unique(fieldNames.map((field) => UPLOAD_MESSAGES.fieldInvalid(field))) });
      continue;
    }
    const lead = parsed.data;
    const messages = Object.values(leadCreateErrors(lead)).filter((message): message is string =>
      Boolean(message),
    );
    const dateDue = lead.date_due ? parseDue(lead.date_due, zone) : null;
    if (lead.date_due && !dateDue) messages.push(UPLOAD_MESSAGES.dateInvalid);
    const managerId = managerOf(manager);
    if (managerId === undefined) messages.push(UPLOAD_MESSAGES.managerUnknown);
    if (messages.length > 0 || !dateDue || managerId === undefined) {
      refused.push({ row, reason: unique(messages) });
      continue;
    }
    valid.push({ row, lead, managerId, dateDue });
  }

  const existing = await repo.existingIdentityKeys(db, {
    phones: [...new Set(valid.map((v) => v.lead.phone).filter(Boolean))],
    emails: [...new Set(valid.map((v) => v.lead.email.toLowerCase()).filter(Boolean))],
    nicknames: [
      ...new Set(valid.flatMap((v) => keysOf(v.lead).filter((key) => !/^(phone|email):/.test(key)))),
    ],
  });
  const seen = new Set<string>([
    ...[...existing.phones].map((phone) => `phone:${phone}`),
    ...[...existing.emails].map((email) => `email:${email}`),
    ...existing.nicknames,
  ]);
  const duplicates = valid.map(({ lead }) => {
    const keys = keysOf(lead);
    const duplicate = keys.some((key) => seen.has(key));
    keys.forEach((key) => seen.add(key));
    return duplicate;
  });

  if (valid.length > 0) {
    await db.transaction(async (tx) => {
      const ids = await repo.reserveLeadIds(tx, valid.length);
      const leads = valid.map(({ lead, managerId, dateDue }, i) => ({
        id: ids[i],
        contact_id: null,
        name: lead.name,
        nickname_inst: lead.nickname_inst,
        nickname_fb: lead.nickname_fb,
        nickname_tg: lead.nickname_tg,
        city: lead.city,
        year_of_birth: lead.year_of_birth,
        phone: lead.phone,
        email: lead.email,
        manager_id: managerId,
        interested: lead.interested,
        utm_source: lead.utm_source,
        utm_campaign: lead.utm_campaign,
        utm_term: lead.utm_term,
        date_due: dateDue,
        date_created: now,
        updated_at: now,
        status: 'new',
        duplicate: duplicates[i],
        rejected: '',
        disqualified: false,
        created_by: auth.userId,
      }));
      await insertRows(tx, 'leads', leads);
      await insertRows(
        tx,
        'crm_comments',
        valid
          .map(({ lead }, i) => ({
            lead_id: ids[i],
            author_id: auth.userId,
            comment: lead.new_comment,
            created_at: now,
            updated_at: now,
          }))
          .filter((comment) => comment.comment !== ''),
      );
      await insertRows(
        tx,
        'audit_log',
        leads.map((lead, i) => ({
          actor_id: auth.userId,
          at: now,
          entity: 'lead',
          entity_id: String(lead.id),
          action: 'import',
          before: null,
          after: JSON.stringify({ ...lead, row: valid[i].row }),
        })),
      );
    });
  }

  const duplicateCount = duplicates.filter(Boolean).length;
  return {
    status: valid.length > 0 ? 'ok' : 'error',
    message: UPLOAD_MESSAGES.summary(valid.length, duplicateCount, refused.length),
    imported: valid.length,
    duplicates: duplicateCount,
    refused,
  };
}
