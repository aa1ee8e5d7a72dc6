import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { start } from "./start";

// Production: the React Router build sits beside dist/ in build/.
const buildDir = path.resolve(process.cwd(), "build");
const build = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as ServerBuild;

await start(
  async () => ({
    getBuild: async () => build,
    clientDir: path.join(buildDir, "client"),
    prerenderedDir: path.join(buildDir, "prerendered"),
  }),
  // Built by scripts/build-pglite-template.ts: a fresh DATA_DIR skips initdb.
  { pgliteTemplate: path.resolve(process.cwd(), "dist/pglite-template") },
);
