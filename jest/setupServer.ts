// Server tests start and stop real servers and databases (PGlite, a PostgreSQL cluster): a hook or a test
// gets 30 s instead of jest's 5 s, which a teardown ran out of in CI with builds on the same two cores.
// Timing is never what these tests check.
jest.setTimeout(30_000);
