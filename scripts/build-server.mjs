// Bundles the Express server into dist/; dependencies stay external.
import { writeFile } from "node:fs/promises";
import { build } from "esbuild";

await build({
  entryPoints: ["server/main.ts"],
  outfile: "dist/main.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});

// React picks its build from NODE_ENV when first imported, so the entry sets it
// before any module loads, then hands over to the bundle. Source maps stay off: with them
// on, Node keeps the map of every module that has one (PGlite's, Better Auth's, …), ~29 MB
// of JS heap at idle (decision 160); NODE_OPTIONS=--enable-source-maps turns them on.
await writeFile("dist/server.js", 'process.env.NODE_ENV ??= "production";\nawait import("./main.js");\n');
