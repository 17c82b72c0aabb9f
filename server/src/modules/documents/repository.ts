import type { TemplateName } from '@school/shared-api/contracts';
import type { Queryable } from '../../db/db';

// SQL of contract templates and documents. Files are bytea: pg answers a Buffer, PGlite a Uint8Array
// (through the test worker, a copy of one), so every read goes through bytes().

const bytes = (value: Uint8Array) => (Buffer.isBuffer(value) ? value : Buffer.from(value));

export type TemplateRecord = {
  id: number;
  name: TemplateName;
  version: number;
  file_name: string;
  size: number;
  uploaded_at: Date;
};

export type TemplateFile = TemplateRecord & { content: Buffer };

const TEMPLATE_COLUMNS = 'id, name, version, file_name, octet_length(content) AS size, uploaded_at';

/** Stores an upload as the next version of its name (versions of one name are taken one at a time). */
export async function insertTemplate(
  tx: Queryable,
  template: { name: TemplateName; fileName: string; content: Buffer; uploadedBy: number | null; at: Date },
): Promise<TemplateRecord> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`contract_templates:${template.name}`]);
  const [row] = await tx.query<TemplateRecord>(
    `INSERT INTO contract_templates (name, version, file_name, content, uploaded_by, uploaded_at)
     SELECT $1::text, COALESCE(max(version), 0) + 1, $2::text, $3::bytea, $4::int, $5::timestamptz
     FROM contract_templates WHERE name = $1::text
     RETURNING ${TEMPLATE_COLUMNS}`,
    [template.name, template.fileName, template.content, template.uploadedBy, template.at],
  );
  return row;
}

/** The newest version of every uploaded name. */
export async function latestTemplates(q: Queryable): Promise<TemplateRecord[]> {
  return q.query<TemplateRecord>(
    `SELECT DISTINCT ON (name) ${TEMPLATE_COLUMNS} FROM contract_templates ORDER BY name, version DESC`,
  );
}

/** The newest version of a name with its file, or null when it was never uploaded. */
export async function latestTemplate(q: Queryable, name: TemplateName): Promise<TemplateFile | null> {
  const [row] = await q.query<TemplateRecord & { content: Uint8Array }>(
    `SELECT ${TEMPLATE_COLUMNS}, content FROM contract_templates WHERE name = $1 ORDER BY version DESC LIMIT 1`,
    [name],
  );
  return row ? { ...row, content: bytes(row.content) } : null;
}

/** Every version of a name, newest first (without the files). */
export async function templateVersions(q: Queryable, name: TemplateName): Promise<TemplateRecord[]> {
  return q.query<TemplateRecord>(
    `SELECT ${TEMPLATE_COLUMNS} FROM contract_templates WHERE name = $1 ORDER BY version DESC`,
    [name],
  );
}

/** What a contract's document is filled from: the contract, its contact, course, group, branch and requisite. */
export type ContractFacts = {
  id: number;
  number: string;
  contract_date: string;
  full_name: string;
  phone: string;
  kid_name: string;
  start_date: string | null;
  full_price: string;
  lessons_type: 'academic_year' | 'camp' | 'individual';
  details: Record<string, unknown>;
  course: string;
  course_type: 'course' | 'camp_program' | 'individual';
  kindergarten: boolean;
  group_name: string | null;
  group_weeks: number | null;
  group_price_per_week: string | null;
  group_start: string | null;
  camp_last_day: string | null;
  camp_days: number | null;
  location: string;
  city: string;
  address: string;
  country: 'BY' | 'GE';
  passport_contact: string | null;
  registration_contact: string | null;
  year_of_birth: number | null;
  /** The contract's own requisite (null when it names none). */
  requisite_name: string | null;
  requisite_code: string | null;
  /** The first active requisite of the branch's country, for a contract that names none. */
  fallback_requisite_name: string | null;
  fallback_requisite_code: string | null;
  /** The tuition rows of its schedule (void ones too: the document is the contract as signed). */
  tuition: { date: string; amount: string }[] | null;
};

/** The facts of each contract of `ids` (missing ids are left out). */
export async function contractFacts(q: Queryable, ids: readonly number[]): Promise<ContractFacts[]> {
  return q.query<ContractFacts>(
    `SELECT c.id, c.number, (c.date_created AT TIME ZONE l.time_zone)::date::text AS contract_date,
            c.full_name, c.phone, c.kid_name, c.start_date::text AS start_date, c.full_price::text AS full_price,
            c.lessons_type, c.details,
            co.name AS course, co.type AS course_type, co.kindergarten,
            g.short_name AS group_name, g.weeks AS group_weeks, g.price_per_week::text AS group_price_per_week,
            g.start_date::text AS group_start,
            (SELECT max(day) FROM unnest(g.training_day) AS day)::text AS camp_last_day,
            cardinality(g.training_day) AS camp_days,
            l.name AS location, l.city, l.address, cn.code AS country,
            ct.passport_contact, ct.registration_contact, ct.year_of_birth,
            r.short_name AS requisite_name, r.legal_entity_id AS requisite_code,
            fr.short_name AS fallback_requisite_name, fr.legal_entity_id AS fallback_requisite_code,
            (SELECT json_agg(json_build_object('date', rc.due_date::text, 'amount', rc.amount::text)
                             ORDER BY rc.due_date, rc.id)
             FROM receivables rc WHERE rc.contract_id = c.id AND rc.type = 'tuition') AS tuition
     FROM contracts c
     JOIN courses co ON co.id = c.course_id
     JOIN locations l ON l.id = c.location_id
     JOIN countries cn ON cn.id = l.country_id
     LEFT JOIN groups g ON g.id = c.group_id
     LEFT JOIN contacts ct ON ct.id = c.contact_id
     LEFT JOIN requisites r ON r.id = c.requisite_id
     LEFT JOIN LATERAL (
       SELECT short_name, legal_entity_id FROM requisites
       WHERE country_id = l.country_id AND status = 'active' ORDER BY id LIMIT 1
     ) fr ON true
     WHERE c.id = ANY($1::int[])
     ORDER BY c.id`,
    [ids],
  );
}

export type StoredDocument = { contractId: number; name: string; content: Buffer; templateId: number };

/** Stores documents (a contract's earlier document is replaced) and sets each contract's doc_name. */
export async function saveDocuments(tx: Queryable, documents: readonly StoredDocument[]): Promise<void> {
  if (documents.length === 0) return;
  const params: unknown[] = [];
  const values = documents.map((document) => {
    params.push(document.contractId, document.name, document.content, document.templateId);
    const at = params.length - 3;
    return `($${at}::int, $${at + 1}::text, $${at + 2}::bytea, $${at + 3}::int)`;
  });
  await tx.query(
    `INSERT INTO contract_documents (contract_id, name, content, template_id) VALUES ${values.join(', ')}
     ON CONFLICT (contract_id) DO UPDATE
       SET name = EXCLUDED.name, content = EXCLUDED.content, template_id = EXCLUDED.template_id,
           created_at = now()`,
    params,
  );
  await tx.query(
    `UPDATE contracts c SET doc_name = d.name
     FROM unnest($1::int[], $2::text[]) AS d(id, name)
     WHERE c.id = d.id AND c.doc_name IS DISTINCT FROM d.name`,
    [documents.map((document) => document.contractId), documents.map((document) => document.name)],
  );
}

/**
 * The document stored under a contract's doc_name, when the contract is in the caller's branches (null:
 * every branch) and not removed; the newest contract wins should two share a name.
 */
export async function documentByName(
  q: Queryable,
  name: string,
  locations: readonly number[] | null,
): Promise<{ name: string; content: Buffer } | null> {
  const [row] = await q.query<{ name: string; content: Uint8Array }>(
    `SELECT d.name, d.content FROM contracts c JOIN contract_documents d ON d.contract_id = c.id
     WHERE c.doc_name = $1 AND d.name = c.doc_name AND c.removed_at IS NULL
       AND ($2::int[] IS NULL OR c.location_id = ANY($2::int[]))
     ORDER BY c.id DESC LIMIT 1`,
    [name, locations],
  );
  return row ? { name: row.name, content: bytes(row.content) } : null;
}
