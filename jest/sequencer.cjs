// Jest runs the longest files first when its cache knows their times; a clean clone (CI) has no cache, and
// jest falls back to file size. The parts of the access matrix and the fuzzer are files of five lines that
// run for one to two minutes: ordered by size they would start last and leave one worker running alone.
// Files without a known time start with these, the slowest of the last runs (jest/slowestReporter.cjs
// prints them), then go by size as before.
const Sequencer = require('@jest/test-sequencer').default;

const KNOWN_LONG = [
  /server\/src\/test\/accessMatrix\.probes\.test\.ts$/,
  /server\/src\/test\/accessMatrix\.calls\.test\.ts$/,
  /server\/src\/modules\/leads\/importLimits\.test\.ts$/,
  /server\/src\/http\/heavyRequests\.test\.ts$/,
  /server\/src\/test\/accessMatrix\.lists\.test\.ts$/,
  /server\/src\/test\/fuzz\.test\.ts$/,
  /server\/src\/test\/fuzz\.routes\.test\.ts$/,
  // The browser tests (e2e/jest.config.cjs): the release journey builds a remote; then the longest journeys.
  /e2e\/tests\/stages\.e2e\.ts$/,
  /e2e\/tests\/crm\.e2e\.ts$/,
  /e2e\/tests\/contracts\.e2e\.ts$/,
  /e2e\/tests\/tasks\.e2e\.ts$/,
];

const rank = (test) => {
  const index = KNOWN_LONG.findIndex((pattern) => pattern.test(test.path));
  return index === -1 ? KNOWN_LONG.length : index;
};

class KnownLongFirst extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    const failed = sorted.filter((test) => this.hasFailed(test));
    const rest = sorted.filter((test) => !this.hasFailed(test));
    const untimed = rest.filter((test) => test.duration == null);
    const timed = rest.filter((test) => test.duration != null);
    // Array.prototype.sort is stable: within a rank the files keep jest's order.
    return [...failed, ...untimed.sort((a, b) => rank(a) - rank(b)), ...timed];
  }
}

module.exports = KnownLongFirst;
