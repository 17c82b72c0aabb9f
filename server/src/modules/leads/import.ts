import {
  LEAD_UPLOAD_COLUMNS,
  MAX_ID,
  leadCreateErrors,
  leadInputSchema,
  type LeadInputParsed,
  type LeadUploadColumn,
  type LeadsUploadResponse,
} from '@school/shared-api/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthContext } from '../../auth/service';
import { auditMany, type AuditEntry } from '../../db/audit';
import type { Db, Queryable } from '../../db/db';
import { timeZoneOf } from '../../db/timeZones';
import { insertRows } from '../../db/insertRows';
import { createYielder, yieldToEventLoop } from '../../lib/eventLoop';
import { IMPORT_COLUMN_LABELS, IMPORT_EXAMPLE_MARKER, UPLOAD_MESSAGES } from './messages';
import * as repo from './repository';
import { parseDue } from './service';
import { SheetTooLarge, readSheet, sheetFormat, type SheetRow } from './spreadsheet';

type RowValues = Partial<Record<LeadUploadColumn, string>>;

type ValidRow = { row: number; lead: LeadInputParsed; managerId: number; dateDue: Date };

/**
 * What an import will write, worked out without writing (prepareLeadsFile): the valid rows, which of them
 * are duplicates, the refused rows; or the answer itself when the file is refused whole.
 */
export type LeadsImportPlan =
  LeadsUploadResponse | { valid: ValidRow[]; duplicates: boolean[]; refused: LeadsUploadResponse['refused'] };

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

/** A header as compared: any case, 'ё' as 'е', spaces collapsed. */
const headerKey = (name: string) => name.trim().toLowerCase().replace(/ё/g, 'е').replace(/\s+/g, ' ');

/**
 * Header names -> columns: the field names (name, phone, ...), the Russian labels of the lead dialog
 * ('Имя', 'Телефон', ...), and a label without its part in brackets ('Кампания').
 */
const COLUMN_BY_HEADER = new Map<string, LeadUploadColumn>(
  LEAD_UPLOAD_COLUMNS.flatMap((column) => {
    const label = IMPORT_COLUMN_LABELS[column];
    return [column, label, label.replace(/\s*\(.*\)$/, '')].map((name) => [headerKey(name), column] as const);
  }),
);

function headerColumns(header: string[]): Map<LeadUploadColumn, number> {
  const columns = new Map<LeadUploadColumn, number>();
  header.forEach((name, index) => {
    const column = COLUMN_BY_HEADER.get(headerKey(name));
    if (column && !columns.has(column)) columns.set(column, index);
  });
  return columns;
}

/** The template's sample row: the first row after the header, its first cell starting with 'Пример:'. */
const isExample = (row: SheetRow) =>
  headerKey(row.cells[0] ?? '').startsWith(headerKey(IMPORT_EXAMPLE_MARKER));

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
 * Leads written per batch (one INSERT each for leads, comments and audit rows); the import yields to other
 * requests between batches. On PGlite a statement runs on the server's own thread: 100 rows take about 20 ms.
 */
const INSERT_BATCH_ROWS = 100;
/** Lead ids taken from the sequence per query. */
const ID_BATCH = 1_000;
/** Identity keys looked up per query when marking duplicates. */
const LOOKUP_BATCH_KEYS = 5_000;

function batches<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

/** The stored leads' and contacts' identity keys among the valid rows', a batch of keys per query. */
async function storedIdentityKeys(q: Queryable, valid: readonly ValidRow[]): Promise<Set<string>> {
  const phones = [...new Set(valid.map((v) => v.lead.phone).filter(Boolean))];
  const emails = [...new Set(valid.map((v) => v.lead.email.toLowerCase()).filter(Boolean))];
  const nicknames = [
    ...new Set(valid.flatMap((v) => keysOf(v.lead).filter((key) => !/^(phone|email):/.test(key)))),
  ];
  const seen = new Set<string>();
  const rounds = Math.ceil(Math.max(phones.length, emails.length, nicknames.length) / LOOKUP_BATCH_KEYS);
  for (let round = 0; round < rounds; round += 1) {
    const part = <T>(items: T[]) => items.slice(round * LOOKUP_BATCH_KEYS, (round + 1) * LOOKUP_BATCH_KEYS);
    const existing = await repo.existingIdentityKeys(q, {
      phones: part(phones),
      emails: part(emails),
      nicknames: part(nicknames),
    });
    existing.phones.forEach((phone) => seen.add(`phone:${phone}`));
    existing.emails.forEach((email) => seen.add(`email:${email}`));
    existing.nicknames.forEach((nickname) => seen.add(nickname));
    await yieldToEventLoop();
  }
  return seen;
}

/**
 * Validates every row with the lead dialog's creation rules and marks duplicates (of stored leads and
 * contacts, and of earlier rows of the file); writeLeadsImport then imports the valid rows in one
 * transaction with multi-row INSERTs: leads, their first comments and their audit rows. The work goes in
 * slices and batches that yield to the event loop, so other requests are answered meanwhile; the
 * transaction holds only the inserts (on PGlite, whose one connection it holds, other requests' queries
 * wait for it), and for a keyed upload it is the key's transaction (route.ts, PreparedHandler).
 */
async function planLeads(db: Db, auth: AuthContext, sheet: SheetRow[]): Promise<LeadsImportPlan> {
  if (sheet.length === 0) return errorAnswer(UPLOAD_MESSAGES.noRows);
  const [header, ...all] = sheet;
  const columns = headerColumns(header.cells);
  if (columns.size === 0) return errorAnswer(UPLOAD_MESSAGES.noHeader);
  const rows = all.length > 0 && isExample(all[0]) ? all.slice(1) : all;
  if (rows.length === 0) return errorAnswer(UPLOAD_MESSAGES.noRows);
  const yieldNow = createYielder();

  const zone = await timeZoneOf(db, auth);
  const raw: { row: number; values: RowValues }[] = [];
  const managerIds = new Set<number>([auth.userId]);
  const managerEmails = new Set<string>();
  for (const row of rows) {
    const values = rowValues(row.cells, columns);
    raw.push({ row: row.row, values });
    const manager = values.manager ?? '';
    if (/^\d+$/.test(manager)) {
      // A number beyond the id range names no one (and does not fit the integer array of the lookup).
      if (Number(manager) <= MAX_ID) managerIds.add(Number(manager));
    } else if (manager.includes('@')) managerEmails.add(manager.toLowerCase());
    await yieldNow();
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
    await yieldNow();
    const { manager = '', ...fields } = values;
    const parsed = leadInputSchema.safeParse(fields);
    if (!parsed.success) {
      // The reason names the column as the file and the lead dialog do, in Russian.
      const labels = parsed.error.issues.map((issue) => {
        const field = String(issue.path[0] ?? '');
        return field in IMPORT_COLUMN_LABELS ? IMPORT_COLUMN_LABELS[field as LeadUploadColumn] : field;
      });
      refused.push({ row, reason: unique(labels.map((label) => UPLOAD_MESSAGES.fieldInvalid(label))) });
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

  const seen = await storedIdentityKeys(db, valid);
  const duplicates: boolean[] = [];
  for (const { lead } of valid) {
    const keys = keysOf(lead);
    duplicates.push(keys.some((key) => seen.has(key)));
    keys.forEach((key) => seen.add(key));
    await yieldNow();
  }
  return { valid, duplicates, refused };
}

/** The writing part of an import: the planned rows' ids, then the leads, comments and audit rows. */
export async function writeLeadsImport(
  db: Db,
  auth: AuthContext,
  plan: LeadsImportPlan,
  now: Date,
): Promise<LeadsUploadResponse> {
  if ('status' in plan) return plan;
  const { valid, duplicates, refused } = plan;
  if (valid.length > 0) {
    // Sequences are not transactional: the ids are taken before the inserts, a batch at a time.
    const ids: number[] = [];
    for (const batch of batches(valid, ID_BATCH)) {
      ids.push(...(await repo.reserveLeadIds(db, batch.length)));
      await yieldToEventLoop();
    }
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
    await db.transaction(async (tx) => {
      for (let start = 0; start < leads.length; start += INSERT_BATCH_ROWS) {
        const batch = leads.slice(start, start + INSERT_BATCH_ROWS);
        const rowsOfBatch = valid.slice(start, start + INSERT_BATCH_ROWS);
        await insertRows(tx, 'leads', batch);
        const comments = await repo.insertLeadComments(
          tx,
          rowsOfBatch
            .map(({ lead }, i) => ({ lead_id: batch[i].id, comment: lead.new_comment }))
            .filter((comment) => comment.comment !== ''),
          auth.userId,
          now,
        );
        // One audit shape for every table: the leads, and their comments as rows of their own.
        await auditMany(tx, [
          ...batch.map((lead): AuditEntry => ({
            actorId: auth.userId,
            at: now,
            entity: 'lead',
            entityId: lead.id,
            action: 'import',
            before: null,
            after: { ...lead, version: 1 },
          })),
          ...comments.map((comment): AuditEntry => ({
            actorId: auth.userId,
            at: now,
            entity: 'comment',
            entityId: comment.id,
            action: 'create',
            before: null,
            after: comment,
          })),
        ]);
        await yieldToEventLoop();
      }
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

export type ImportFileOptions = {
  /** Rows after the header a file may have (IMPORT_MAX_ROWS); a file with more is refused whole. */
  maxRows: number;
  log: FastifyBaseLogger;
  /** Bytes an XLSX may unpack to (XLSX_MAX_UNPACKED_BYTES unless given). */
  maxUnpackedBytes?: number;
};

/**
 * The whole import of an uploaded file, what POST /leads/upload answers: the file's kind, its rows parsed
 * as a stream (refused above `maxRows` or, for XLSX, above the unpacked size), then importLeads. Every
 * outcome is a LeadsUploadResponse; nothing is imported from a refused file.
 */
export async function importLeadsFile(
  db: Db,
  auth: AuthContext,
  file: { buffer: Buffer; filename: string },
  now: Date,
  options: ImportFileOptions,
): Promise<LeadsUploadResponse> {
  return writeLeadsImport(db, auth, await prepareLeadsFile(db, auth, file, options), now);
}

/**
 * The reading part of POST /leads/upload: the file's kind, its rows parsed as a stream (refused above
 * `maxRows` or, for XLSX, above the unpacked size), each row checked, duplicates marked. Nothing written.
 */
export async function prepareLeadsFile(
  db: Db,
  auth: AuthContext,
  file: { buffer: Buffer; filename: string },
  options: ImportFileOptions,
): Promise<LeadsImportPlan> {
  const format = sheetFormat(file.buffer, file.filename);
  if (!format) return errorAnswer(UPLOAD_MESSAGES.unsupported);
  let sheet: SheetRow[];
  try {
    sheet = await readSheet(file.buffer, format, {
      maxRows: options.maxRows,
      maxUnpackedBytes: options.maxUnpackedBytes,
    });
  } catch (error) {
    if (error instanceof SheetTooLarge) {
      options.log.info({ err: error, filename: file.filename }, 'uploaded leads file refused for its size');
      return errorAnswer(
        'rows' in error.limit
          ? UPLOAD_MESSAGES.tooManyRows(error.limit.rows)
          : UPLOAD_MESSAGES.unpackedTooLarge(Math.floor(error.limit.unpackedBytes / 1024 / 1024)),
      );
    }
    options.log.info({ err: error, filename: file.filename }, 'uploaded leads file could not be read');
    return errorAnswer(UPLOAD_MESSAGES.unreadable);
  }
  return planLeads(db, auth, sheet);
}
