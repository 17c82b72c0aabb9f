'use strict';
// Reads the first sheet of an XLSX in a worker thread: read-excel-file parses a sheet in one go (about a
// second for 40,000 rows), which on the main thread would hold every other request for that long.
const { parentPort, workerData } = require('node:worker_threads');
const { readSheet } = require('read-excel-file/node');

// Dates go back as { date: milliseconds }: a Date cloned into another realm (jest's) fails instanceof Date.
const cell = (value) => (value instanceof Date ? { date: value.getTime() } : value);

const bytes = workerData.bytes;
readSheet(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), 1, { trim: false }).then(
  (rows) => parentPort.postMessage({ rows: rows.map((row) => row.map(cell)) }),
  (error) => parentPort.postMessage({ error: `${error.name}: ${error.message}` }),
);
