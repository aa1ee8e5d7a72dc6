// `npm start` serves the production build; build it first on a fresh clone.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

if (!["dist/server.js", "build/server/index.js", "dist/pglite-template/PG_VERSION"].every((file) => existsSync(file))) {
  console.log("No production build yet: running `npm run build` first…");
  execSync("npm run build", { stdio: "inherit" });
}
