import type { Attachment } from '@school/shared-api/contracts';
import type { Queryable } from '../../db/db';

// SQL of lesson and task files. Files are bytea: pg answers a Buffer, PGlite a Uint8Array, so reads go through bytes().

const bytes = (value: Uint8Array) => (Buffer.isBuffer(value) ? value : Buffer.from(value));

/** A stored file without its content, and who may reach it. */
export type FileRecord = Attachment & {
  lesson_id: number | null;
  task_id: number | null;
  created_by: number | null;
};

const COLUMNS = 'f.id, f.name, f.size, f.content_type, f.lesson_id, f.task_id, f.created_by';

export async function insertFile(
  q: Queryable,
  file: {
    name: string;
    contentType: string;
    content: Buffer;
    lessonId: number | null;
    createdBy: number;
    at: Date;
  },
): Promise<FileRecord> {
  const [row] = await q.query<FileRecord>(
    `INSERT INTO files AS f (name, content_type, size, content, lesson_id, created_by, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     RETURNING ${COLUMNS}`,
    [file.name, file.contentType, file.content.length, file.content, file.lessonId, file.createdBy, file.at],
  );
  return row;
}

export async function findFile(q: Queryable, id: number): Promise<FileRecord | null> {
  const [row] = await q.query<FileRecord>(`SELECT ${COLUMNS} FROM files f WHERE f.id = $1`, [id]);
  return row ?? null;
}

export async function readFileContent(q: Queryable, id: number): Promise<Buffer | null> {
  const [row] = await q.query<{ content: Uint8Array }>(`SELECT content FROM files WHERE id = $1`, [id]);
  return row ? bytes(row.content) : null;
}

/** Deletes the file; the deleted row, or null when it was gone already. */
export async function deleteFile(q: Queryable, id: number): Promise<FileRecord | null> {
  const [row] = await q.query<FileRecord>(`DELETE FROM files f WHERE f.id = $1 RETURNING ${COLUMNS}`, [id]);
  return row ?? null;
}

/**
 * Whether the lesson is the user's own: they taught it, or its appointment is theirs as the teacher or as
 * the substitute (DESIGN.md section 4: a teacher sees and records only their own lessons).
 */
export async function isOwnLesson(q: Queryable, lessonId: number, userId: number): Promise<boolean> {
  const rows = await q.query(
    `SELECT 1 FROM lessons l LEFT JOIN appointments a ON a.id = l.appointment_id
     WHERE l.id = $1 AND (l.teacher_id = $2 OR a.teacher_id = $2 OR a.substitute_id = $2)`,
    [lessonId, userId],
  );
  return rows.length > 0;
}
