'use strict';
// Writes a workbook with exceljs in a worker thread: building and zipping the XML of a 10,000-row export
// takes the CPU for a second or more, which on the main thread would hold every other request for that long.
// workerData.sheets: [{ name, caption: string[], columns: [{ header, width, numFmt }], rows: cell[][] }]
// with every cell already a final value (text neutralised, numbers, { date: ms } for a day, or null).
const { parentPort, workerData } = require('node:worker_threads');
const ExcelJS = require('exceljs');

// Dates come as { date: milliseconds } (what xlsxTable.ts sends); exceljs writes a Date by its UTC fields.
const cell = (value) =>
  value !== null && typeof value === 'object' && 'date' in value ? new Date(value.date) : value;

async function write(sheets) {
  const workbook = new ExcelJS.Workbook();
  for (const sheet of sheets) {
    const ws = workbook.addWorksheet(sheet.name);
    for (const line of sheet.caption) ws.addRow([line]);
    if (sheet.caption.length > 0) ws.addRow([]);
    const header = ws.addRow(sheet.columns.map((column) => column.header));
    header.font = { bold: true };
    sheet.columns.forEach((column, i) => {
      const col = ws.getColumn(i + 1);
      col.width = column.width;
      if (column.numFmt) col.numFmt = column.numFmt;
    });
    for (const row of sheet.rows) ws.addRow(row.map(cell));
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

write(workerData.sheets).then(
  (bytes) => parentPort.postMessage({ bytes }, [bytes.buffer]),
  (error) => parentPort.postMessage({ error: `${error.name}: ${error.message}` }),
);
