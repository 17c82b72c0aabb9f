import type { Attachment } from '@school/shared-api/contracts';
import { type Queryable, rowExists } from '../../db/db';
import { taskVisible } from '../tasks/scope';
import { childHasLesson } from '../journal/scope';
import type { ScopeResolver } from '../../http/scope';

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

/**
 * Scope check (http/scope.ts): a lesson's file by the lesson's branch, a task's file by whether the task is
 * seen; a file not yet saved with a lesson or a task only by its uploader. For a family: a lesson's file
 * when the lesson is in the diary of one of the account's children (it is a pupil of the lesson, or the
 * lesson is of its group while its contract is in force, or of its makeup).
 */
export const fileScope: ScopeResolver = {
  branch: (q, id, { branches, userId }) =>
    rowExists(
      q,
      `SELECT 1 FROM files f LEFT JOIN lessons l ON l.id = f.lesson_id LEFT JOIN groups g ON g.id = l.group_id
       LEFT JOIN tasks t ON t.id = f.task_id
       WHERE f.id = $1 AND (CASE WHEN f.lesson_id IS NOT NULL
                                   THEN ($2::int[] IS NULL OR g.location_id = ANY($2::int[]))
                                 WHEN f.task_id IS NOT NULL THEN ${taskVisible('t', '$2', '$3')}
                                 ELSE f.created_by = $3::int END)`,
      [id, branches, userId],
    ),
  family: (q, id, userId) =>
    rowExists(
      q,
      `SELECT 1 FROM files f JOIN lessons l ON l.id = f.lesson_id
       JOIN customer_contracts cc ON cc.user_id = $2
       JOIN contracts k ON k.id = cc.contract_id AND k.removed_at IS NULL
       WHERE f.id = $1 AND ${childHasLesson('k', 'l.group_id', 'l.date', 'l.id')}`,
      [id, userId],
    ),
};
