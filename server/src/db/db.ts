/** How a statement is run. */
export type QueryOptions = {
  /**
   * Keep the statement prepared on each connection that runs it (PostgreSQL; PGlite runs it as usual):
   * parsed once, and its plan cached by PostgreSQL's rules (a generic plan when it costs no more than the
   * plans made for the values). For statements of nearly every request, whose text takes few shapes: each
   * shape stays prepared for the connection's life.
   */
  prepare?: boolean;
};

/** A connection or an open transaction: what repositories need. */
export type Queryable = {
  /** One statement with $1.. parameters; resolves to the result rows. */
  query<T = Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
    options?: QueryOptions,
  ): Promise<T[]>;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
};

/** Whether a statement (`SELECT 1 ... WHERE <the row> AND <a rule>`) finds a row. */
export async function rowExists(q: Queryable, sql: string, params: readonly unknown[]): Promise<boolean> {
  return (await q.query(sql, params)).length > 0;
}

export type DbKind = 'pglite' | 'postgres';

/** The database of the server: PGlite embedded, or PostgreSQL when DATABASE_URL is set. */
export type Db = Queryable & {
  readonly kind: DbKind;
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

/** OID of DATE: both drivers return it as the plain 'YYYY-MM-DD' text, never a JS Date in some time zone. */
export const DATE_OID = 1082;
