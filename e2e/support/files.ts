import ExcelJS from 'exceljs';
import type { Download } from 'playwright-core';

/** A downloaded XLSX, opened: its suggested file name and its sheets by name. */
export async function openXlsx(
  download: Download,
): Promise<{ name: string; sheets: Map<string, ExcelJS.Worksheet> }> {
  const file = await download.path();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  return {
    name: download.suggestedFilename(),
    sheets: new Map(workbook.worksheets.map((sheet) => [sheet.name, sheet])),
  };
}

/** A cell as text: a date cell as its day 'YYYY-MM-DD' (spreadsheet dates carry no zone), others as shown. */
function cellText(cell: ExcelJS.Cell): string {
  return cell.value instanceof Date ? cell.value.toISOString().slice(0, 10) : cell.text;
}

/** A sheet's rows as text cells (empty cells ''; dates 'YYYY-MM-DD'), the first row first. */
export function sheetRows(sheet: ExcelJS.Worksheet): string[][] {
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const cells: string[] = [];
    for (let i = 1; i <= row.cellCount; i += 1) cells.push(cellText(row.getCell(i)));
    rows.push(cells);
  });
  return rows;
}
