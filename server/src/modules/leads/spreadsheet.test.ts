import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { readSheet } from './spreadsheet';

const xlsx = async (workbook: ExcelJS.Workbook) => Buffer.from(await workbook.xlsx.writeBuffer());

describe('readSheet (XLSX)', () => {
  it("reads the first sheet's cells as text: dates as wall time, numbers, formulas' results, rich text", async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Лиды');
    sheet.addRow(['name', 'phone', 'date_due', 'year_of_birth', 'city', 'new_comment']);
    sheet.addRow([
      { richText: [{ text: 'Иванова ', font: { bold: true } }, { text: 'Анна' }] },
      375291234567,
      // 10:02 is a serial number that the reader floors to 10:01:59.999.
      new Date(Date.UTC(2026, 3, 1, 10, 2)),
      { formula: '2000+16', result: 2016 },
      { formula: 'CONCATENATE("Мин","ск")', result: 'Минск' },
      true,
    ]);
    sheet.getCell('C2').numFmt = 'dd.mm.yyyy hh:mm';
    // An empty row in between does not shift the numbers of the rows after it.
    sheet.getCell('A4').value = '  Петров  ';
    sheet.getCell('D4').value = 2.5;
    workbook.addWorksheet('Другой').addRow(['не отсюда']);

    expect(await readSheet(await xlsx(workbook), 'xlsx', { maxRows: 10 })).toEqual([
      { row: 1, cells: ['name', 'phone', 'date_due', 'year_of_birth', 'city', 'new_comment'] },
      { row: 2, cells: ['Иванова Анна', '375291234567', '2026-04-01 10:02:00', '2016', 'Минск', 'true'] },
      { row: 4, cells: ['Петров', '', '', '2.5', '', ''] },
    ]);
  });

  it('stops a reader that takes longer than its time limit, and the file counts as unreadable', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Лиды');
    for (let row = 0; row < 2000; row += 1) sheet.addRow([`Имя ${row}`, row, 'Минск']);
    const file = await xlsx(workbook);
    await expect(readSheet(file, 'xlsx', { maxRows: 5000, readTimeLimitMs: 1 })).rejects.toThrow(
      'the XLSX reader took more than 1 ms',
    );
    // The same file within the default limit.
    expect(await readSheet(file, 'xlsx', { maxRows: 5000 })).toHaveLength(2000);
  });
});

describe('readSheet (CSV, in a worker thread)', () => {
  const win1251 = (text: string) => iconv.encode(text, 'win1251');

  it('reads UTF-8 and Windows-1251, skips blank records, keeps the record numbers', async () => {
    const text = 'name;phone;city\r\n"ООО ""Ромашка""";375291234567;Минск\r\n;;\r\n  Петров  ;;Брест\r\n';
    const expected = [
      { row: 1, cells: ['name', 'phone', 'city'] },
      { row: 2, cells: ['ООО "Ромашка"', '375291234567', 'Минск'] },
      { row: 4, cells: ['Петров', '', 'Брест'] },
    ];
    expect(await readSheet(Buffer.from(`\uFEFF${text}`), 'csv', { maxRows: 10 })).toEqual(expected);
    expect(await readSheet(win1251(text), 'csv', { maxRows: 10 })).toEqual(expected);
  });

  it('refuses more rows than allowed, and stops a reader over its time limit', async () => {
    const lines = Array.from({ length: 2001 }, (_, i) => (i === 0 ? 'name,phone' : `Имя ${i},${i}`));
    const file = Buffer.from(lines.join('\n'));
    await expect(readSheet(file, 'csv', { maxRows: 1999 })).rejects.toThrow('more than 1999 rows');
    expect(await readSheet(file, 'csv', { maxRows: 2000 })).toHaveLength(2001);
    await expect(readSheet(file, 'csv', { maxRows: 5000, readTimeLimitMs: 1 })).rejects.toThrow(
      'the CSV reader took more than 1 ms',
    );
  });
});
