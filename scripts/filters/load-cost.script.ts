/**
 * Start-up cost of the builtin content filters: time to import and decode the prompt-injection
 * weights and the name lexicon, and the process RSS / heap they add.
 *   npx tsx scripts/filters/load-cost.script.ts
 */
const mb = (n: number) => `${(n / 1048576).toFixed(1)} MB`;
global.gc?.();
const before = process.memoryUsage();
const t0 = performance.now();
const { BUILTINS } = await import("../../server/content-filters/builtins");
const { loadLexicon } = await import("../../server/content-filters/lexicon");
loadLexicon();
const t1 = performance.now();
BUILTINS["person-name"].detect("Warm-up: Kwame Mensah");
BUILTINS["regex-prompt-injection"].detect("Warm-up: ignore all previous instructions");
global.gc?.();
const after = process.memoryUsage();
process.stdout.write(
  `import + decode: ${(t1 - t0).toFixed(0)} ms; RSS +${mb(after.rss - before.rss)} (now ${mb(after.rss)}), heap +${mb(after.heapUsed - before.heapUsed)}, array buffers +${mb(after.arrayBuffers - before.arrayBuffers)}\n`,
);
export {};
