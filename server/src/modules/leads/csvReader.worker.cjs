'use strict';
// Reads an uploaded CSV in a worker thread: decoding and parsing 2 MB of text takes the CPU for a while,
// which on the main thread would hold every other request for that long.
// workerData: { bytes, delimiter, maxRows } -> { rows: [{ row, cells }], truncated } of the records with
// any non-blank cell (row: the record's number in the file), at most maxRows of them.
const { isUtf8 } = require('node:buffer');
const { parentPort, workerData } = require('node:worker_threads');
const { parse } = require('csv-parse/sync');
const iconv = require('iconv-lite');

const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/**
 * A byte order mark or valid UTF-8 is read as UTF-8; anything else as Windows-1251, which Excel in Russian
 * locales writes for 'CSV (разделители - запятые)'. Cyrillic in Windows-1251 is almost never valid UTF-8,
 * so the check tells the two apart.
 */
function decode(buffer) {
  if (buffer.subarray(0, 3).equals(UTF8_BOM) || isUtf8(buffer))
    return new TextDecoder('utf-8').decode(buffer);
  return iconv.decode(buffer, 'win1251');
}

try {
  const { bytes, delimiter, maxRows } = workerData;
  const records = parse(decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)), {
    delimiter,
    bom: true,
    relax_column_count: true,
    // Quotes inside a field, as in ООО "Ромашка", are text.
    relax_quotes: true,
    skip_empty_lines: false,
  });
  const rows = [];
  let truncated = false;
  for (const [index, cells] of records.entries()) {
    if (!cells.some((cell) => cell.trim() !== '')) continue;
    if (rows.length === maxRows) {
      truncated = true;
      break;
    }
    rows.push({ row: index + 1, cells });
  }
  parentPort.postMessage({ rows, truncated });
} catch (error) {
  parentPort.postMessage({ error: `${error.name}: ${error.message}` });
}
