import path from "node:path";
import type { ServerBuild } from "react-router";
import { start } from "./start";

/**
 * Production: scripts/build-server.mjs bundles this with the React Router build (build/server)
 * into dist/main.js and calls it with that build; the client files stay beside dist/ in build/.
 */
export async function startProduction(build: ServerBuild): Promise<void> {
  const buildDir = path.resolve(process.cwd(), "build");
  await start(
    async () => ({
      build,
      clientDir: path.join(buildDir, "client"),
      sharedPages: true,
    }),
    // Built by scripts/build-pglite-template.ts: a fresh DATA_DIR skips initdb.
    { pgliteTemplate: path.resolve(process.cwd(), "dist/pglite-template") },
  );
}
