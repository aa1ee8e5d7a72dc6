// After `react-router build`: moves the prerendered pages out of build/client into
// build/prerendered with a manifest of ETags and inline-script hashes (decision 165).
// Their .data files are dropped: client navigations and the post-hydration refresh load data
// from the server, which knows the visitor; a file would hand everyone the build's anonymous data.
import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { inlineScriptHashes } from "../app/services/http/inline-script-hashes";
import { buildTimeSettings } from "../app/services/prerender/build-time.server";
import {
  PRERENDERED_MANIFEST,
  type PrerenderedManifest,
  type PrerenderedPage,
} from "../app/services/prerender/prerendered-manifest";

const clientDir = path.resolve("build/client");
const targetDir = path.resolve("build/prerendered");
const files = (await fs.readdir(clientDir, { recursive: true })).map(String);
const pageFiles = files.filter((file) => path.basename(file) === "index.html");
if (pageFiles.length === 0) throw new Error("No prerendered pages in build/client: run `react-router build` first.");
await fs.rm(targetDir, { recursive: true, force: true });

for (const file of files.filter((name) => name.endsWith(".data"))) await fs.rm(path.join(clientDir, file));

const { publicSiteUrl, alertCheckCron } = buildTimeSettings();
const pages: Record<string, PrerenderedPage> = {};
for (const file of pageFiles) {
  const html = await fs.readFile(path.join(clientDir, file));
  const urlPath = `/${path.dirname(file).split(path.sep).join("/")}`.replace(/^\/\.$/, "/");
  await fs.mkdir(path.dirname(path.join(targetDir, file)), { recursive: true });
  await fs.rename(path.join(clientDir, file), path.join(targetDir, file));
  // The page's folder is left empty unless it also holds public files (build/client/guides).
  const folder = path.join(clientDir, path.dirname(file));
  if ((await fs.readdir(folder)).length === 0) await fs.rmdir(folder);
  pages[urlPath] = {
    file,
    etag: `"${createHash("sha256").update(html).digest("base64url").slice(0, 27)}"`,
    scriptHashes: inlineScriptHashes(html.toString("utf8")),
  };
}

const manifest: PrerenderedManifest = { builtFor: { publicSiteUrl, alertCheckCron }, pages };
await fs.writeFile(path.join(targetDir, PRERENDERED_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`Prerendered pages: ${Object.keys(pages).length} moved to build/prerendered (${publicSiteUrl}).`);
