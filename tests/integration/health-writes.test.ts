import { execFileSync } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../support/server";

/**
 * While the data folder cannot be written, /api/health answers 503 with the reason, and 200
 * again once it can. The folder is a real 256 MiB tmpfs filled to the last byte (tests run as
 * root, which ignores permission bits); where mounting is not allowed the test is skipped.
 */

let root: string;
let mounted = false;
let server: RunningServer | undefined;

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), "fareline-health-disk-"));
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=256m", "tmpfs", root], { stdio: "ignore" });
    mounted = true;
  } catch {
    return;
  }
  server = await startServer({ dataDir: path.join(root, "data") });
}, 90_000);
afterAll(async () => {
  await server?.stop();
  if (mounted) execFileSync("umount", [root]);
  await fs.rm(root, { recursive: true, force: true });
});

interface StorageTest {
  ok: boolean;
  error: string | null;
}
async function health(): Promise<{ status: number; storage: StorageTest | undefined }> {
  const response = await fetch(`${server?.url}/api/health`);
  const body = (await response.json()) as { tests: { storage?: StorageTest } };
  return { status: response.status, storage: body.tests.storage };
}

/** The server reuses a write probe's answer for 2 s: wait that out. */
const probeReused = () => new Promise((resolve) => setTimeout(resolve, 2_100));

describe("/api/health and a data folder that cannot be written", () => {
  it("answers 503 with the reason while the disk is full, and 200 once there is room", async ({ skip }) => {
    if (!mounted) skip("mount is not permitted here");
    expect((await health()).status).toBe(200);
    // The deals job prices its trips once at start-up; the disk fills only after it has written
    // them (a database write on a full disk is not what this test is about).
    await expect
      .poll(() => server?.output().includes('"deals computed"'), { timeout: 60_000, interval: 250 })
      .toBe(true);

    const filler = path.join(root, "filler");
    // dd stops with "No space left on device" once the tmpfs is full.
    try {
      execFileSync("dd", ["if=/dev/zero", `of=${filler}`, "bs=1M"], { stdio: "ignore" });
    } catch {}
    await probeReused();
    const full = await health();
    expect(full.status).toBe(503);
    expect((await fetch(`${server?.url}/functions/v1/health`)).status).toBe(503);
    expect(full.storage?.ok).toBe(false);
    expect(full.storage?.error).toBe(
      `Fareline cannot write to its data folder ${path.join(root, "data")} (no space left on the device). Free some space on that disk, or set DATA_DIR to a folder on another disk.`,
    );

    await fs.rm(filler);
    await probeReused();
    expect(await health()).toMatchObject({ status: 200, storage: { ok: true, error: null } });
  });
});
