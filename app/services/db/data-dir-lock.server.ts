import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import lockfile from "proper-lockfile";
import { BRAND_NAME } from "../../brand/brand";

class DataDirLockedError extends Error {
  constructor(readonly dataDir: string) {
    super(
      `Another ${BRAND_NAME} process is already using DATA_DIR ${path.resolve(dataDir)}. ` +
        "PGlite cannot share its data folder: stop the other process, or point DATA_DIR elsewhere.",
    );
    this.name = "DataDirLockedError";
  }
}

/**
 * Who holds the lock, written beside the lock directory: a file inside it would change
 * the directory's mtime, which proper-lockfile reads as the lock being compromised.
 */
interface LockOwner {
  pid: number;
  host: string;
}

const ownerFile = (lockPath: string) => `${lockPath}.owner.json`;

async function readOwner(lockPath: string): Promise<LockOwner | null> {
  try {
    const owner = JSON.parse(await fs.readFile(ownerFile(lockPath), "utf8")) as Partial<LockOwner>;
    return typeof owner.pid === "number" && typeof owner.host === "string"
      ? { pid: owner.pid, host: owner.host }
      : null;
  } catch {
    return null;
  }
}

/**
 * A process killed with SIGKILL stays a zombie (state Z, or X while being reaped) until its
 * parent waits for it: it still answers kill(pid, 0) but can no longer hold anything. Linux
 * shows the state in /proc/<pid>/stat after the command name, which may itself contain ")".
 */
async function isZombie(pid: number): Promise<boolean> {
  try {
    const stat = await fs.readFile(`/proc/${pid}/stat`, "utf8");
    const state = stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3);
    return state === "Z" || state === "X";
  } catch {
    // No /proc (not Linux) or the process was reaped in between: kill(pid, 0) decides.
    return false;
  }
}

async function processIsAlive(pid: number): Promise<boolean> {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  return !(await isZombie(pid));
}

/**
 * The lock's owner died without releasing it (kill -9, power loss): it was written by
 * this host and that process is gone or a zombie. A lock without a readable owner (written by an
 * older version) is never treated as dead; it still goes stale after 10 s. Two processes
 * restarting on one DATA_DIR in the same instant after a crash could both pass this
 * check; the second one's lock attempt then normally fails, and DATA_DIR is one
 * process's folder by design.
 */
async function ownerIsGone(lockPath: string): Promise<boolean> {
  const owner = await readOwner(lockPath);
  return (
    owner !== null && owner.host === os.hostname() && owner.pid !== process.pid && !(await processIsAlive(owner.pid))
  );
}

/**
 * PGlite has no lock of its own: two processes on one folder silently diverge.
 * We hold a lock (refreshed while we run, stale after 10 s) and refuse to start while
 * another live process owns it. When its owner process is gone, a restart takes the
 * lock at once instead of waiting for it to go stale.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  await fs.mkdir(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, "fareline.lock");
  const acquire = async () => {
    const release = await lockfile.lock(dataDir, { lockfilePath: lockPath, stale: 10_000, update: 2_000, retries: 0 });
    const owner: LockOwner = { pid: process.pid, host: os.hostname() };
    await fs.writeFile(ownerFile(lockPath), JSON.stringify(owner));
    return async () => {
      await fs.rm(ownerFile(lockPath), { force: true });
      await release();
    };
  };
  try {
    return await acquire();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ELOCKED") throw error;
    if (!(await ownerIsGone(lockPath))) throw new DataDirLockedError(dataDir);
  }
  await fs.rm(lockPath, { recursive: true, force: true });
  try {
    return await acquire();
  } catch (error) {
    // Another process restarting at the same moment won the lock.
    if ((error as NodeJS.ErrnoException).code === "ELOCKED") throw new DataDirLockedError(dataDir);
    throw error;
  }
}
