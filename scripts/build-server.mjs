// Bundles the production server into dist/main.js: the Express server (server/main.ts), the
// React Router server build (build/server/index.js) and their dependencies in one file
// (decision 170). One copy of each package, tree-shaken, production React only, ASCII source:
// about 14 MB less JS heap at idle than loading ~1,300 modules from node_modules.
import { readFile, writeFile } from "node:fs/promises";
import { build } from "esbuild";

/**
 * Left in node_modules: PGlite finds its WebAssembly and data files beside its own module;
 * ioredis and pino resolve files from __dirname (error stacks, transport workers). Left out of
 * the bundle because the server never runs it: react-dom/client, the browser's renderer
 * (app/ui/toast.tsx imports it on the first toast).
 */
const EXTERNAL = ["@electric-sql/pglite", "ioredis", "pino", "pino-http", "react-dom/client"];

await build({
  stdin: {
    contents: [
      'import * as reactRouterBuild from "./build/server/index.js";',
      'import { startProduction } from "./server/main.ts";',
      "await startProduction(reactRouterBuild);",
    ].join("\n"),
    resolveDir: process.cwd(),
    sourcefile: "server-entry.ts",
    loader: "ts",
  },
  outfile: "dist/main.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  external: EXTERNAL.flatMap((name) => [name, `${name}/*`]),
  // The bundle only ever runs as production: React's and Express's development branches go.
  define: { "process.env.NODE_ENV": '"production"' },
  // Whitespace and syntax only: function and variable names stay readable in stack traces.
  minifyWhitespace: true,
  minifySyntax: true,
  // ASCII keeps V8's copy of the source one byte per character (any other character doubles it).
  charset: "ascii",
  legalComments: "linked",
  // Bundled CommonJS packages require Node's built-ins at run time.
  banner: {
    js: 'import { createRequire as __fareline_createRequire } from "node:module";\nconst require = __fareline_createRequire(import.meta.url);',
  },
  sourcemap: true,
  logLevel: "warning",
});

// esbuild escapes non-ASCII characters everywhere but in regular expression literals: one there
// and V8 keeps the whole bundle's source at two bytes per character (~8 MB more heap).
const bundle = await readFile("dist/main.js", "latin1");
const wide = bundle.search(/[\x80-\xff]/);
if (wide >= 0) {
  throw new Error(
    `dist/main.js has a non-ASCII character near "${bundle.slice(Math.max(0, wide - 60), wide + 20)}": write it as \\uXXXX in the regular expression.`,
  );
}

// React picks its build from NODE_ENV when first imported, so the entry sets it
// before any module loads, then hands over to the bundle. Source maps stay off: with them
// on, Node keeps the map of every module that has one, ~29 MB of JS heap at idle
// (decision 160); NODE_OPTIONS=--enable-source-maps turns them on.
await writeFile("dist/server.js", 'process.env.NODE_ENV ??= "production";\nawait import("./main.js");\n');
