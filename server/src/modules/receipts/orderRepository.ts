import type { Queryable } from '../../db/db';

// SQL of order documents: the order template (migration 017) and what an order lists.

const bytes = (value: Uint8Array) => (Buffer.isBuffer(value) ? value : Buffer.from(value));

/** Stores a template as the next version of the order template (versions taken one at a time). */
export async function insertOrderTemplate(
  tx: Queryable,
  template: { fileName: string; content: Buffer; uploadedBy: number | null; at: Date },
): Promise<{ id: number; version: number }> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', ['order_templates']);
  const [row] = await tx.query<{ id: number; version: number }>(
    `INSERT INTO order_templates (version, file_name, content, uploaded_by, uploaded_at)
     SELECT COALESCE(max(version), 0) + 1, $1::text, $2::bytea, $3::int, $4::timestamptz FROM order_templates
     RETURNING id, version`,
    [template.fileName, template.content, template.uploadedBy, template.at],
  );
  return row;
}

/** The newest order template's file, or null when none was stored. */
export async function latestOrderTemplate(q: Queryable): Promise<Buffer | null> {
  const [row] = await q.query<{ content: Uint8Array }>(
    'SELECT content FROM order_templates ORDER BY version DESC LIMIT 1',
  );
  return row ? bytes(row.content) : null;
}

/** The branch of an order, its country's first active requisite and its today at `now`. */
export type OrderBranch = {
  name: string;
  city: string;
  address: string;
  country: 'BY' | 'GE';
  today: string;
  requisite_name: string | null;
  requisite_code: string | null;
};

export async function orderBranch(q: Queryable, locationId: number, now: Date): Promise<OrderBranch | null> {
  const [row] = await q.query<OrderBranch>(
    `SELECT l.name, l.city, l.address, co.code AS country,
            ($2::timestamptz AT TIME ZONE l.time_zone)::date::text AS today,
            r.short_name AS requisite_name, r.legal_entity_id AS requisite_code
     FROM locations l JOIN countries co ON co.id = l.country_id
     LEFT JOIN LATERAL (
       SELECT short_name, legal_entity_id FROM requisites
       WHERE country_id = l.country_id AND status = 'active' ORDER BY id LIMIT 1
     ) r ON true
     WHERE l.id = $1`,
    [locationId, now],
  );
  return row ?? null;
}

/** A pupil of an order: a contract of the branch that started in the period. */
export type OrderPupil = {
  contract_id: number;
  number: string;
  kid_name: string;
  /** The year of the contract's birth date or year, or ''. */
  year_of_birth: string;
  course: string;
  group_name: string | null;
  start_date: string;
};

/**
 * The contracts of a branch whose start date is in the period, by programme, group and pupil: not removed
 * (made by mistake), and not cancelled on or before their start (the pupil never came).
 */
export function orderPupils(
  q: Queryable,
  locationId: number,
  from: string,
  to: string,
): Promise<OrderPupil[]> {
  return q.query<OrderPupil>(
    `SELECT c.id AS contract_id, c.number, c.kid_name,
            left(COALESCE(NULLIF(c.details->>'year_of_birth', ''), ct.year_of_birth::text, ''), 4) AS year_of_birth,
            co.name AS course,
            g.short_name AS group_name, c.start_date::text AS start_date
     FROM contracts c
     JOIN courses co ON co.id = c.course_id
     LEFT JOIN groups g ON g.id = c.group_id
     LEFT JOIN contacts ct ON ct.id = c.contact_id
     WHERE c.location_id = $1 AND c.start_date BETWEEN $2::date AND $3::date AND c.removed_at IS NULL
       AND NOT (c.status = 'cancelled' AND c.cancelled_on IS NOT NULL AND c.cancelled_on <= c.start_date)
     ORDER BY co.name, g.short_name NULLS LAST, c.kid_name, c.id`,
    [locationId, from, to],
  );
}
