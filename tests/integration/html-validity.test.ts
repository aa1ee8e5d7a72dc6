import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publicPages } from "../support/public-pages";
import { type RunningServer, startServer } from "../support/server";

/**
 * Every public page, English and Dutch, is valid HTML: the W3C Nu Html Checker (the vnu-jar
 * package, run with Java) reports no error. The pages are fetched from the built server and
 * checked in one run of the checker, which is much faster than one run per page.
 */
const VNU = path.resolve("node_modules/vnu-jar/build/dist/vnu.jar");

let server: RunningServer;
let dir: string;
beforeAll(async () => {
  [server, dir] = await Promise.all([
    startServer({ env: { USE_DUMMY_DATA: "true" } }),
    fs.mkdtemp(path.join(os.tmpdir(), "fareline-vnu-")),
  ]);
});
afterAll(async () => {
  await server?.stop();
  if (dir) await fs.rm(dir, { recursive: true, force: true });
});

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

describe("valid HTML", () => {
  it("no public page has an error in the Nu Html Checker", { timeout: 180_000 }, async () => {
    const pages = publicPages();
    const files = new Map<string, string>();
    for (const [index, page] of pages.entries()) {
      const response = await fetch(server.url + page);
      expect(response.headers.get("content-type"), page).toMatch(/^text\/html/);
      const file = path.join(dir, `page-${index}.html`);
      await fs.writeFile(file, await response.text());
      files.set(file, page);
    }
    const run = await promisify(execFile)(
      "java",
      ["-jar", VNU, "--errors-only", "--format", "json", "--exit-zero-always", ...files.keys()],
      { maxBuffer: 64 * 1024 * 1024 },
    ).catch((error: { stderr?: string; message: string }) => {
      throw new Error(`the Nu Html Checker did not run (is Java installed?): ${error.stderr || error.message}`);
    });
    const { messages } = JSON.parse(run.stderr) as { messages: VnuMessage[] };
    // Errors, and any page the checker could not read ("non-document-error"): both fail.
    const errors = messages
      .filter((m) => m.type !== "info")
      .map((m) => {
        const file = (m.url ?? "").replace(/^file:/, "");
        return `${files.get(file) ?? m.url}:${m.lastLine ?? "?"}: ${m.message} ${m.extract ?? ""}`.trim();
      });
    expect(errors).toEqual([]);
    expect(files.size).toBe(pages.length);
  });
});
