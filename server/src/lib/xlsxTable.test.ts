import ExcelJS from 'exceljs';
import { xlsxSheet, xlsxWorkbook } from './xlsxTable';

type Row = { name: string; amount: string; date: string; count: number; present: boolean };

async function read(buffer: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  return workbook.worksheets[0] as ExcelJS.Worksheet;
}

describe('xlsxWorkbook', () => {
  it('writes a caption, a bold header and typed cells, and neutralises text that would be a formula', async () => {
    const buffer = await xlsxWorkbook([
      xlsxSheet<Row>({
        name: 'Платежи: по/дням',
        caption: ['Платежи по дням', '=HYPERLINK("http://evil")'],
        columns: [
          { header: 'Имя', value: (r) => r.name },
          { header: 'Сумма', value: (r) => r.amount, kind: 'money' },
          { header: 'Дата', value: (r) => r.date, kind: 'date' },
          { header: 'Кол-во', value: (r) => r.count, kind: 'number' },
          { header: 'Был', value: (r) => r.present, kind: 'tick' },
        ],
        rows: [
          { name: '=1+2', amount: '1234.50', date: '2026-03-16', count: 3, present: true },
          { name: 'Иванова', amount: '-0.01', date: '', count: 0, present: false },
        ],
      }),
    ]);
    const ws = await read(buffer);
    expect(ws.name).toBe('Платежи  по дням');
    expect(ws.getCell('A1').value).toBe('Платежи по дням');
    expect(ws.getCell('A2').value).toBe('\'=HYPERLINK("http://evil")');
    expect(ws.getRow(4).values).toEqual([undefined, 'Имя', 'Сумма', 'Дата', 'Кол-во', 'Был']);
    expect(ws.getCell('A4').font?.bold).toBe(true);
    expect(ws.getCell('A5').value).toBe("'=1+2");
    expect(ws.getCell('B5').value).toBe(1234.5);
    expect(ws.getCell('B5').numFmt).toBe('#,##0.00');
    expect((ws.getCell('C5').value as Date).toISOString()).toBe('2026-03-16T00:00:00.000Z');
    expect(ws.getCell('D5').value).toBe(3);
    expect(ws.getCell('E5').value).toBe('✓');
    expect(ws.getCell('B6').value).toBe(-0.01);
    expect(ws.getCell('C6').value).toBeNull();
    expect(ws.getCell('E6').value).toBeNull();
  });
});
