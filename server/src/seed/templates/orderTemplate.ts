import { clause, docx, paragraph, table, type Cell } from './wordml';

/**
 * The demo school's order template ('Приказ'): the order of enrolment of the pupils whose contracts started
 * in a period at a branch, with their programmes and groups, written with the placeholders of
 * modules/receipts/orderDocument.ts ({location}, {from}, the {#pupils} table loop...).
 */

const TEXT_WIDTH = 16.5;

function pupilsTable(): string {
  const header: Cell[] = [
    '№',
    'Обучающийся',
    'Год рожд.',
    'Программа',
    'Группа',
    'Договор',
    'Дата начала',
  ].map((text) => ({ text, shade: true, options: { bold: true, align: 'center', size: 10 } }));
  const cell = (text: string, align: 'left' | 'center' = 'left'): Cell => ({
    text,
    options: { align, size: 10 },
  });
  const row: Cell[] = [
    cell('{#pupils}{n}', 'center'),
    cell('{kid_name}'),
    cell('{year_of_birth}', 'center'),
    cell('{course}'),
    cell('{group}'),
    cell('{number}', 'center'),
    cell('{start_date}{/pupils}', 'center'),
  ];
  return table([header, row], {
    widths: [0.9, 3.9, 1.6, 3.6, 2.2, 2.1, 2.2],
    borders: true,
    headerRow: true,
  });
}

function body(): string[] {
  return [
    paragraph('**{requisite_name}**', { align: 'center', after: 0 }),
    paragraph('{requisite_code_label} {requisite_code}', { align: 'center', after: 12 }),
    paragraph('ПРИКАЗ', { align: 'center', bold: true, size: 14, after: 6 }),
    table(
      [
        [
          { text: '{date}', options: { align: 'left' } },
          { text: '№ ________', options: { align: 'right' } },
        ],
      ],
      { widths: [TEXT_WIDTH / 2, TEXT_WIDTH / 2], borders: false },
    ),
    paragraph('г. {city}', { align: 'center', before: 4, after: 10 }),
    paragraph('**О зачислении обучающихся**', { align: 'left', after: 8 }),
    paragraph(
      'На основании договоров возмездного оказания образовательных услуг, заключённых с законными ' +
        'представителями обучающихся,',
      { indent: 1 },
    ),
    paragraph('ПРИКАЗЫВАЮ:', { bold: true, before: 6, after: 4 }),
    clause(
      '1',
      'Зачислить в филиал «{location}» (г. {city}, {location_address}) обучающихся, договоры с которыми ' +
        'начались в период с **{from}** по **{to}**, в группы согласно списку:',
    ),
    pupilsTable(),
    paragraph('{^pupils}В этот период договоров, начавшихся в филиале, нет.{/pupils}', { before: 4 }),
    paragraph('Всего зачислено: **{count}**.', { before: 4 }),
    clause('2', 'Администратору филиала внести обучающихся в журналы групп с указанных дат.'),
    clause('3', 'Контроль за исполнением приказа оставляю за собой.'),
    paragraph('Руководитель  _______________ / _______________ /', { before: 24 }),
  ];
}

/** The demo order template: a DOCX file. */
export function demoOrderTemplate(): Buffer {
  return docx('Приказ о зачислении', body());
}
