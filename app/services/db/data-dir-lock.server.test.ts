import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { lockDataDir } from "./data-dir-lock.server";

const dirs: string[] = [];
async function tempDir(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "fareline-lock-"));
  dirs.push(dir);
  return dir;
}
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => fs.rm(d, { recursive: true, force: true })));
});

/** A child process that takes the lock, says so, then waits to be killed. */
function lockInChild(dataDir: string) {
  const lockModule = path.resolve("app/services/db/data-dir-lock.server.ts");
  const child = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      "--input-type=module",
      "-e",
      `const { lockDataDir } = await import(${JSON.stringify(lockModule)});
       await lockDataDir(${JSON.stringify(dataDir)});
       console.log("locked");
       setInterval(() => {}, 1000);`,
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  const locked = new Promise<void>((resolve, reject) => {
    child.stdout?.on("data", (chunk) => String(chunk).includes("locked") && resolve());
    child.on("exit", (code) => reject(new Error(`child exited with ${code}`)));
  });
  return { child, locked };
}

describe("DATA_DIR lock", () => {
  it("refuses a second owner while the first lives, and frees the folder on release", async () => {
    const dir = await tempDir();
    const release = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toThrow(/already using DATA_DIR/);
    await release();
    const again = await lockDataDir(dir);
    await again();
  });

  it("keeps the lock across its refreshes (held longer than the 2 s update interval)", async () => {
    const dir = await tempDir();
    const release = await lockDataDir(dir);
    // A compromised lock throws from proper-lockfile's timer and fails the run.
    await new Promise((resolve) => setTimeout(resolve, 4_500));
    await expect(lockDataDir(dir)).rejects.toThrow(/already using DATA_DIR/);
    await release();
  });

  it("refuses while another live process holds it", async () => {
    const dir = await tempDir();
    const { child, locked } = lockInChild(dir);
    try {
      await locked;
      await expect(lockDataDir(dir)).rejects.toThrow(/already using DATA_DIR/);
    } finally {
      child.kill("SIGKILL");
    }
  });

  it("takes the lock at once after its owner was killed with SIGKILL", async () => {
    const dir = await tempDir();
    const { child, locked } = lockInChild(dir);
    await locked;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGKILL");
    await exited;
    // Well inside the 10 s after which the lock would go stale on its own.
    const release = await lockDataDir(dir);
    await release();
  });

  it("takes the lock at once while its killed owner is still an unreaped zombie", async () => {
    const dir = await tempDir();
    // sh starts the holder in the background, then becomes `sleep`, which never waits for it:
    // once killed, the holder stays a zombie (state Z) until sleep ends.
    const lockModule = path.resolve("app/services/db/data-dir-lock.server.ts");
    const holder = `const { lockDataDir } = await import(${JSON.stringify(lockModule)});
      await lockDataDir(${JSON.stringify(dir)});
      console.log("locked " + process.pid);
      setInterval(() => {}, 1000);`;
    const parent = spawn(
      "sh",
      ["-c", `"$0" --import tsx --input-type=module -e "$1" & exec sleep 60`, process.execPath, holder],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    try {
      const pid = await new Promise<number>((resolve) => {
        parent.stdout?.on("data", (chunk) => {
          const match = String(chunk).match(/locked (\d+)/);
          if (match) resolve(Number(match[1]));
        });
      });
      process.kill(pid, "SIGKILL");
      const state = () => readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.[0];
      while (state() !== "Z") await new Promise((resolve) => setTimeout(resolve, 20));
      const release = await lockDataDir(dir);
      await release();
    } finally {
      parent.kill("SIGKILL");
    }
  });
});
