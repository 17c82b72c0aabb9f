// Prints the ten slowest test files at the end of a jest run (README, "Testing"): a suite that grows slow shows
// here, and is made fast again in the work that slowed it. Jest runs the files over all cores, so the run is
// about as long as the sum of the files' times divided by the number of workers, or the slowest file, if longer.
class SlowestReporter {
  constructor(globalConfig) {
    this.root = globalConfig.rootDir;
  }

  onRunComplete(_contexts, results) {
    const files = results.testResults
      .map((file) => ({
        path: file.testFilePath.startsWith(this.root)
          ? file.testFilePath.slice(this.root.length + 1)
          : file.testFilePath,
        seconds: (file.perfStats.end - file.perfStats.start) / 1000,
      }))
      .sort((a, b) => b.seconds - a.seconds);
    if (files.length === 0) return;
    const total = files.reduce((sum, file) => sum + file.seconds, 0);
    const lines = files
      .slice(0, 10)
      .map((file) => `  ${file.seconds.toFixed(1).padStart(6)} s  ${file.path}`);
    process.stdout.write(
      `\nThe ten slowest test files (of ${files.length}, ${Math.round(total)} s in all):\n${lines.join('\n')}\n`,
    );
  }
}
module.exports = SlowestReporter;
