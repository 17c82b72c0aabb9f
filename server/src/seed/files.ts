import type { Queryable } from '../db/db';
import type { SchoolData } from './school';

/** A 1x1 PNG image (a classroom photo stands for it in the demo). */
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A one-page PDF with the homework's title (objects and cross-references written out by hand). */
function homeworkPdf(): Buffer {
  const text = 'Homework: repeat the lesson';
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

const FILES = [
  { name: 'Фото с занятия.png', contentType: 'image/png', content: PNG_1X1 },
  { name: 'Домашнее задание.pdf', contentType: 'application/pdf', content: homeworkPdf() },
  {
    name: 'Заметки к уроку.txt',
    contentType: 'text/plain; charset=utf-8',
    content: Buffer.from('Повторить тему занятия.\nПринести тетрадь и ручку.\n', 'utf8'),
  },
];

/**
 * The demo school's lesson files (issue 11): a photo, a homework PDF and a note attached to the three latest
 * recorded lessons of teacher@school.test, uploaded by the teacher (a few hundred bytes in all).
 */
export async function seedLessonFiles(q: Queryable, data: SchoolData, at: Date): Promise<void> {
  const teacher = data.users.find((user) => user.email === 'teacher@school.test');
  if (!teacher) return;
  const lessons = await q.query<{ id: number }>(
    `SELECT l.id FROM lessons l LEFT JOIN appointments a ON a.id = l.appointment_id
     WHERE l.completed AND (l.teacher_id = $1 OR a.teacher_id = $1 OR a.substitute_id = $1)
     ORDER BY l.date DESC, l.id DESC LIMIT $2`,
    [teacher.id, FILES.length],
  );
  for (const [index, lesson] of lessons.entries()) {
    const file = FILES[index];
    await q.query(
      `INSERT INTO files (name, content_type, size, content, lesson_id, created_by, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [file.name, file.contentType, file.content.length, file.content, lesson.id, teacher.id, at],
    );
  }
}
