import { execFileSync } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer } from "../support/server";

/**
 * A data folder the server cannot write stops start-up with a sentence that names the folder
 * and the fix, exit code 1, and no half-copied database left behind. Tests run as root, which
 * ignores permission bits, so the read-only and full folders are real tmpfs mounts (read-only,
 * and 64 KiB for the 40 MB database template); where mounting is not allowed those two are
 * skipped and the file-in-the-way case still runs.
 */

let root: string;
const mounts: string[] = [];

function tryMount(dir: string, options: string): boolean {
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", options, "tmpfs", dir], { stdio: "ignore" });
    mounts.push(dir);
    return true;
  } catch {
    return false;
  }
}

let readOnly: string;
let full: string;
let canMount = false;

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), "fareline-unwritable-"));
  readOnly = path.join(root, "read-only");
  full = path.join(root, "full");
  await fs.mkdir(readOnly);
  await fs.mkdir(full);
  canMount = tryMount(readOnly, "ro,size=64k") && tryMount(full, "size=64k");
});
afterAll(async () => {
  for (const dir of mounts) execFileSync("umount", [dir]);
  await fs.rm(root, { recursive: true, force: true });
});

/** Starts the built server on `dataDir` and returns what it printed before it exited. */
async function failedStart(dataDir: string): Promise<string> {
  const error = await startServer({ dataDir }).then(
    () => null,
    (e: Error) => e,
  );
  expect(error?.message).toMatch(/^Server exited with code 1:/);
  return error?.message ?? "";
}

describe("a data folder that cannot be written", () => {
  it("read-only: names the folder and the fix", async ({ skip }) => {
    if (!canMount) skip("mount is not permitted here");
    const output = await failedStart(readOnly);
    expect(output).toContain(
      `Fareline cannot write to its data folder ${readOnly} (read-only file system). Give the server's user write access to it, or set DATA_DIR to a writable folder.`,
    );
  });

  it("full: names the folder and the fix, and leaves no partial copy of the database", async ({ skip }) => {
    if (!canMount) skip("mount is not permitted here");
    const dataDir = path.join(full, "data");
    const output = await failedStart(dataDir);
    expect(output).toContain(
      `Fareline cannot write to its data folder ${dataDir} (no space left on the device). Free some space on that disk, or set DATA_DIR to a folder on another disk.`,
    );
    expect((await fs.readdir(dataDir)).filter((name) => name.startsWith("pglite"))).toEqual([]);
  });

  it("a file where the folder should be: names it and the fix", async () => {
    const file = path.join(root, "not-a-folder");
    await fs.writeFile(file, "");
    const dataDir = path.join(file, "data");
    const output = await failedStart(dataDir);
    expect(output).toContain(
      `Fareline cannot create its data folder ${dataDir} (a file stands where a folder is expected). Remove or rename that file, or set DATA_DIR to a folder.`,
    );
  });
});
