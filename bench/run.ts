/**
 * `npm run bench`: runs every bench/*.bench.ts in turn (each against its own
 * servers and fakes on loopback) and prints its figures. Ratios are measured side
 * by side within one run because these machines are noisy.
 */
import { readdir } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";

export interface BenchResult {
  label: string;
  value: string;
}

const dir = path.dirname(new URL(import.meta.url).pathname);
const files = (await readdir(dir)).filter((f) => f.endsWith(".bench.ts")).sort();
const only = process.argv[2];
for (const file of files) {
  if (only && !file.includes(only)) continue;
  const mod = (await import(pathToFileURL(path.join(dir, file)).href)) as {
    title: string;
    run: () => Promise<BenchResult[]>;
  };
  console.log(`\n## ${mod.title}`);
  for (const result of await mod.run()) console.log(`${result.label.padEnd(64)} ${result.value}`);
}
