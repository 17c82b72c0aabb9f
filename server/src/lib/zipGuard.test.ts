import ExcelJS from 'exceljs';
import { makeZip } from '../test/zip';
import { ZipRefused, checkZipArchive } from './zipGuard';

const LIMITS = { maxUnpackedBytes: 1024 * 1024, maxEntries: 50 };

const refusal = (buffer: Buffer, limits = LIMITS) =>
  checkZipArchive(buffer, limits).then(
    () => null,
    (error: unknown) => (error instanceof ZipRefused ? error.reason : error),
  );

describe('zip archive check', () => {
  it('passes a workbook as exceljs writes it and lists its parts', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Лиды').addRow(['name', 'phone']);
    const entries = await checkZipArchive(Buffer.from(await workbook.xlsx.writeBuffer()), LIMITS);
    expect(entries.map((entry) => entry.name)).toEqual(
      expect.arrayContaining(['xl/workbook.xml', 'xl/worksheets/sheet1.xml']),
    );
  });

  it('passes stored and deflated entries within the limits', async () => {
    const zip = makeZip([
      { name: 'a.txt', content: 'stored', stored: true },
      { name: 'b.txt', content: 'x'.repeat(500_000) },
    ]);
    expect(await checkZipArchive(zip, LIMITS)).toEqual([
      { name: 'a.txt', unpackedBytes: 6 },
      { name: 'b.txt', unpackedBytes: 500_000 },
    ]);
  });

  it('refuses more unpacked bytes than allowed, declared or found while inflating', async () => {
    const big = 'x'.repeat(2 * 1024 * 1024);
    expect(await refusal(makeZip([{ name: 'big.txt', content: big }]))).toBe('too-large');
    expect(await refusal(makeZip([{ name: 'big.txt', content: big, declaredBytes: 100 }]))).toBe('too-large');
    // Declaring more than it holds is a broken archive.
    expect(await refusal(makeZip([{ name: 'small.txt', content: 'x', declaredBytes: 100 }]))).toBe(
      'malformed',
    );
  });

  it('refuses too many entries', async () => {
    const entries = Array.from({ length: 51 }, (_, i) => ({ name: `${i}.txt`, content: 'x' }));
    expect(await refusal(makeZip(entries))).toBe('too-large');
  });

  it('refuses a local entry the central directory does not list (a streaming reader would read it)', async () => {
    const zip = makeZip([
      { name: 'listed.txt', content: 'listed' },
      { name: 'hidden.txt', content: 'x'.repeat(100_000) },
    ]);
    // Drop the second central record: the directory lists one entry, the hidden one stays in the data.
    const end = zip.length - 22;
    const directoryOffset = zip.readUInt32LE(end + 16);
    const firstRecord = 46 + 'listed.txt'.length;
    const trimmed = Buffer.concat([
      zip.subarray(0, directoryOffset + firstRecord),
      zip.subarray(end, zip.length),
    ]);
    trimmed.writeUInt16LE(1, trimmed.length - 22 + 8);
    trimmed.writeUInt16LE(1, trimmed.length - 22 + 10);
    trimmed.writeUInt32LE(firstRecord, trimmed.length - 22 + 12);
    expect(await refusal(trimmed)).toBe('malformed');
  });

  it('refuses what is not a whole zip archive', async () => {
    const zip = makeZip([{ name: 'a.txt', content: 'abc' }]);
    for (const broken of [
      Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5]),
      Buffer.alloc(0),
      zip.subarray(0, zip.length - 5),
      Buffer.concat([zip, Buffer.from('trailing')]),
    ])
      expect(await refusal(broken)).toBe('malformed');
  });
});
