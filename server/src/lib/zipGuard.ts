import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';

/**
 * Checks a zip archive (an XLSX) before a streaming reader unpacks it, so that a small file cannot unpack
 * into gigabytes (a "zip bomb"):
 * - the central directory's sizes must add up to at most `maxUnpackedBytes`;
 * - every entry is inflated once here, counting bytes, and must not give more than its declared size;
 * - the local entries must be exactly those of the central directory, back to back, with the same names and
 *   sizes, because a streaming reader (read-excel-file through unzipper) reads the local headers one after the
 *   other and never looks at the central directory.
 * Only stored and deflated entries, no encryption, no zip64 (an upload is far below 4 GB).
 */

export type ZipLimits = {
  /** Total unpacked bytes allowed. */
  maxUnpackedBytes: number;
  /** Entries allowed (an XLSX has a few dozen). */
  maxEntries: number;
};

export type ZipEntryInfo = { name: string; unpackedBytes: number };

export type ZipRefusalReason = 'too-large' | 'malformed';

export class ZipRefused extends Error {
  constructor(
    readonly reason: ZipRefusalReason,
    detail: string,
  ) {
    super(`zip refused (${reason}): ${detail}`);
    this.name = 'ZipRefused';
  }
}

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_HEADER = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const DATA_DESCRIPTOR = 0x08074b50;
const ZIP64_MARK = 0xffffffff;
const STORED = 0;
const DEFLATED = 8;
const FLAG_ENCRYPTED = 0x1;
const FLAG_DATA_DESCRIPTOR = 0x8;
/** Inflate input slices: small enough to stop early, large enough to be cheap. */
const SLICE_BYTES = 64 * 1024;

type CentralEntry = {
  name: string;
  flags: number;
  method: number;
  packedBytes: number;
  unpackedBytes: number;
  localOffset: number;
};

const malformed = (detail: string) => new ZipRefused('malformed', detail);

function readUInt16(buffer: Buffer, at: number): number {
  if (at + 2 > buffer.length) throw malformed('truncated');
  return buffer.readUInt16LE(at);
}

function readUInt32(buffer: Buffer, at: number): number {
  if (at + 4 > buffer.length) throw malformed('truncated');
  return buffer.readUInt32LE(at);
}

function findEndOfCentralDirectory(buffer: Buffer): number {
  // 22 bytes of record and at most 65535 of comment, at the very end.
  const lowest = Math.max(0, buffer.length - 22 - 0xffff);
  for (let at = buffer.length - 22; at >= lowest; at -= 1) {
    if (
      buffer.readUInt32LE(at) === END_OF_CENTRAL_DIRECTORY &&
      at + 22 + buffer.readUInt16LE(at + 20) === buffer.length
    )
      return at;
  }
  throw malformed('no end of central directory');
}

function centralDirectory(buffer: Buffer, limits: ZipLimits): { entries: CentralEntry[]; offset: number } {
  if (buffer.length < 22) throw malformed('too short');
  const end = findEndOfCentralDirectory(buffer);
  const disk = readUInt16(buffer, end + 4);
  const directoryDisk = readUInt16(buffer, end + 6);
  const entriesOnDisk = readUInt16(buffer, end + 8);
  const count = readUInt16(buffer, end + 10);
  const size = readUInt32(buffer, end + 12);
  const offset = readUInt32(buffer, end + 16);
  if (disk !== 0 || directoryDisk !== 0 || entriesOnDisk !== count) throw malformed('multi-disk archive');
  if (count === 0xffff || offset === ZIP64_MARK || size === ZIP64_MARK) throw malformed('zip64');
  if (count > limits.maxEntries) throw new ZipRefused('too-large', `${count} entries`);
  if (offset + size !== end) throw malformed('central directory out of place');

  const entries: CentralEntry[] = [];
  let at = offset;
  for (let i = 0; i < count; i += 1) {
    if (readUInt32(buffer, at) !== CENTRAL_HEADER) throw malformed('bad central header');
    const nameLength = readUInt16(buffer, at + 28);
    const extraLength = readUInt16(buffer, at + 30);
    const commentLength = readUInt16(buffer, at + 32);
    if (at + 46 + nameLength > end) throw malformed('truncated central header');
    const entry: CentralEntry = {
      flags: readUInt16(buffer, at + 8),
      method: readUInt16(buffer, at + 10),
      packedBytes: readUInt32(buffer, at + 20),
      unpackedBytes: readUInt32(buffer, at + 24),
      localOffset: readUInt32(buffer, at + 42),
      name: buffer.toString('utf8', at + 46, at + 46 + nameLength),
    };
    if (entry.flags & FLAG_ENCRYPTED) throw malformed('encrypted entry');
    if (entry.method !== STORED && entry.method !== DEFLATED) throw malformed(`method ${entry.method}`);
    if ([entry.packedBytes, entry.unpackedBytes, entry.localOffset].includes(ZIP64_MARK))
      throw malformed('zip64 entry');
    if (entry.method === STORED && entry.packedBytes !== entry.unpackedBytes)
      throw malformed('stored entry with two sizes');
    entries.push(entry);
    at += 46 + nameLength + extraLength + commentLength;
  }
  if (at !== end) throw malformed('central directory size');
  return { entries, offset };
}

/** Where each entry's packed data is; the local entries must tile the archive up to the central directory. */
function localData(
  buffer: Buffer,
  entries: CentralEntry[],
  directoryOffset: number,
): Map<CentralEntry, Buffer> {
  const data = new Map<CentralEntry, Buffer>();
  let expected = 0;
  for (const entry of [...entries].sort((a, b) => a.localOffset - b.localOffset)) {
    const at = entry.localOffset;
    if (at !== expected) throw malformed('gap or overlap between entries');
    if (readUInt32(buffer, at) !== LOCAL_HEADER) throw malformed('bad local header');
    const flags = readUInt16(buffer, at + 6);
    const method = readUInt16(buffer, at + 8);
    const packedBytes = readUInt32(buffer, at + 18);
    const unpackedBytes = readUInt32(buffer, at + 22);
    const nameLength = readUInt16(buffer, at + 26);
    const extraLength = readUInt16(buffer, at + 28);
    const start = at + 30 + nameLength + extraLength;
    if (start > directoryOffset) throw malformed('truncated local header');
    if (buffer.toString('utf8', at + 30, at + 30 + nameLength) !== entry.name || method !== entry.method)
      throw malformed('local header differs from the central directory');
    const dataEnd = start + entry.packedBytes;
    if (dataEnd > directoryOffset) throw malformed('entry runs into the central directory');
    if (flags & FLAG_DATA_DESCRIPTOR) {
      const descriptorStart = dataEnd;
      const signed =
        descriptorStart + 4 <= directoryOffset && buffer.readUInt32LE(descriptorStart) === DATA_DESCRIPTOR;
      const fields = descriptorStart + (signed ? 4 : 0);
      if (fields + 12 > directoryOffset) throw malformed('truncated data descriptor');
      if (
        readUInt32(buffer, fields + 4) !== entry.packedBytes ||
        readUInt32(buffer, fields + 8) !== entry.unpackedBytes
      )
        throw malformed('data descriptor differs from the central directory');
      expected = fields + 12;
    } else {
      if (packedBytes !== entry.packedBytes || unpackedBytes !== entry.unpackedBytes)
        throw malformed('local sizes differ from the central directory');
      expected = dataEnd;
    }
    data.set(entry, buffer.subarray(start, dataEnd));
  }
  if (expected !== directoryOffset) throw malformed('data between the entries and the central directory');
  return data;
}

function* slices(buffer: Buffer): Generator<Buffer> {
  for (let at = 0; at < buffer.length; at += SLICE_BYTES) yield buffer.subarray(at, at + SLICE_BYTES);
}

/** Inflates one entry, counting and dropping the output; refuses it as soon as it gives more than `allowed`. */
async function inflatedBytes(packed: Buffer, allowed: number, name: string): Promise<number> {
  let count = 0;
  const counter = new Writable({
    write(chunk: Buffer, _encoding, done) {
      count += chunk.length;
      done(count > allowed ? new ZipRefused('too-large', `${name} unpacks to more than it declares`) : null);
    },
  });
  try {
    await pipeline(Readable.from(slices(packed)), zlib.createInflateRaw(), counter);
  } catch (error) {
    if (error instanceof ZipRefused) throw error;
    throw malformed(`${name}: ${(error as Error).message}`);
  }
  return count;
}

/**
 * Refuses (throws ZipRefused) an archive that would unpack to more than the limits allow or that a
 * streaming reader could read differently from its central directory; resolves to its entries.
 * Inflating runs on libuv's thread pool: other requests go on meanwhile.
 */
export async function checkZipArchive(buffer: Buffer, limits: ZipLimits): Promise<ZipEntryInfo[]> {
  const { entries, offset } = centralDirectory(buffer, limits);
  const declared = entries.reduce((sum, entry) => sum + entry.unpackedBytes, 0);
  if (declared > limits.maxUnpackedBytes) throw new ZipRefused('too-large', `declares ${declared} bytes`);
  const data = localData(buffer, entries, offset);
  for (const entry of entries) {
    const packed = data.get(entry)!;
    const unpacked =
      entry.method === STORED ? packed.length : await inflatedBytes(packed, entry.unpackedBytes, entry.name);
    if (unpacked !== entry.unpackedBytes)
      throw malformed(`${entry.name} unpacks to another size than declared`);
  }
  return entries.map((entry) => ({ name: entry.name, unpackedBytes: entry.unpackedBytes }));
}
