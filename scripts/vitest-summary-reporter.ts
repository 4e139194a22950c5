/**
 * Prints each project's wall time, from its first file queued to its last file done ("browser:
 * 301 s"), and one plain closing line, "Tests: N passed, N failed, N skipped", that CI reads to
 * know tests ran.
 */
import type { Reporter, TestModule } from "vitest/node";

export default class SummaryReporter implements Reporter {
  /** Per project: when its first file was queued and its last file ended (ms). */
  private readonly spans = new Map<string, { start: number; end: number }>();

  onTestModuleQueued(module: TestModule) {
    const name = module.project.name;
    if (!this.spans.has(name)) this.spans.set(name, { start: performance.now(), end: performance.now() });
  }

  onTestModuleEnd(module: TestModule) {
    const span = this.spans.get(module.project.name);
    if (span) span.end = performance.now();
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === "passed") passed++;
        else if (state === "failed") failed++;
        else skipped++;
      }
      if (module.state() === "failed" && [...module.children.allTests()].length === 0) failed++;
    }
    const spans = [...this.spans].map(
      ([name, { start, end }]) => `${name}: ${((end - start) / 1000).toFixed(0)} s`,
    );
    process.stdout.write(
      `\nProjects: ${spans.join(", ")}\nTests: ${passed} passed, ${failed} failed, ${skipped} skipped\n`,
    );
  }
}
