import fs from 'node:fs';
import { PGlite, type PGliteOptions, type Transaction } from '@electric-sql/pglite';
import { DATE_OID, type Db, type Queryable } from './db';

const parsers = { [DATE_OID]: (value: string) => value };

function wrap(target: PGlite | Transaction): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<T>(sql, params as unknown[]);
      return result.rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

function fromPglite(pg: PGlite): Db {
  return {
    kind: 'pglite',
    ...wrap(pg),
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
  };
}

/** A PGlite database kept in `dataDir` (created on first use). */
export async function openPgliteFile(dataDir: string): Promise<Db> {
  fs.mkdirSync(dataDir, { recursive: true });
  return fromPglite(await PGlite.create(dataDir, { parsers }));
}

/** An in-memory PGlite, optionally restored from a dump made by `dumpPglite` (much faster than a fresh initdb). */
export async function openPgliteMemory(dump?: Blob): Promise<Db & { dump(): Promise<Blob> }> {
  const options: PGliteOptions = { parsers };
  if (dump) options.loadDataDir = dump;
  const pg = await PGlite.create(options);
  return { ...fromPglite(pg), dump: () => pg.dumpDataDir('none') };
}
