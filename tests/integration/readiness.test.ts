import { execFileSync } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDataDir, type RunningServer, startServer } from "../support/server";

/**
 * /readyz answers 503 with the reason while the data folder is read-only, and 200 again once it
 * can be written; /livez stays 200 throughout (the process answers). The folder is a real tmpfs
 * remounted read-only (tests run as root, which ignores permission bits); the embedded database
 * sits on a tmpfs of its own inside it, since a file system with files open for writing cannot
 * be remounted read-only. Where mounting is not allowed the test is skipped.
 */

let root: string;
let database: string;
let mounted = false;
let server: RunningServer | undefined;

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), "fareline-readyz-"));
  database = path.join(root, "pglite");
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=16m", "tmpfs", root], { stdio: "ignore" });
    mounted = true;
    await fs.mkdir(database);
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=256m", "tmpfs", database], { stdio: "ignore" });
  } catch {
    return;
  }
  const template = await freshDataDir();
  await fs.cp(path.join(template, "pglite"), database, { recursive: true });
  await fs.rm(template, { recursive: true, force: true });
  server = await startServer({ dataDir: root });
}, 90_000);
afterAll(async () => {
  await server?.stop();
  if (mounted) {
    execFileSync("mount", ["-o", "remount,rw", root], { stdio: "ignore" });
    execFileSync("umount", ["-R", root]);
  }
  await fs.rm(root, { recursive: true, force: true });
});

interface Check {
  ok: boolean;
  error: string | null;
}
async function ready(): Promise<{
  status: number;
  body: { status: string; reason: string | null; checks: Record<string, Check> };
}> {
  const response = await fetch(`${server?.url}/readyz`);
  return { status: response.status, body: await response.json() };
}

/** The server reuses a write probe's answer for 2 s: wait that out. */
const probeReused = () => new Promise((resolve) => setTimeout(resolve, 2_100));

describe("/readyz and a data folder that becomes read-only", () => {
  it("answers 503 with the reason while the folder is read-only, and 200 once it is writable again", async ({
    skip,
  }) => {
    if (!mounted) skip("mount is not permitted here");
    expect((await ready()).status).toBe(200);

    execFileSync("mount", ["-o", "remount,ro", root]);
    try {
      await probeReused();
      await expect.poll(async () => (await ready()).status, { timeout: 15_000, interval: 500 }).toBe(503);
      const readOnly = await ready();
      expect(readOnly.status).toBe(503);
      expect(readOnly.body.status).toBe("not ready");
      expect(readOnly.body.checks.storage?.ok).toBe(false);
      expect(readOnly.body.reason).toBe(readOnly.body.checks.storage?.error);
      expect(readOnly.body.reason).toMatch(
        new RegExp(`^Fareline cannot write to its data folder ${root} \\(.+\\)\\. `),
      );
      expect(readOnly.body.checks.database?.ok).toBe(true);
      // Alive all the same: a restart would not make the disk writable.
      expect((await fetch(`${server?.url}/livez`)).status).toBe(200);
    } finally {
      execFileSync("mount", ["-o", "remount,rw", root]);
    }
    await probeReused();
    await expect.poll(async () => (await ready()).status, { timeout: 15_000, interval: 500 }).toBe(200);
    expect(await ready()).toMatchObject({ status: 200, body: { status: "ready", reason: null } });
  }, 90_000);
});
