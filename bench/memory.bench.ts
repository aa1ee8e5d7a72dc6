/**
 * Memory at idle (issue 14), measured side by side in one run:
 * - PGlite's floor: a bare `PGlite.create(dir)` + `select 1` on a migrated data folder, in
 *   its own Node process;
 * - the production server at idle after start on a fresh DATA_DIR (which copies the
 *   cluster prepared at build time instead of running initdb) and after a restart on it;
 * - the same server with initdb in-process (no template), for comparison.
 * RSS is read from /proc after the process has been idle for a few seconds.
 */
import { spawn } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { startServer } from "../tests/support/server";
import type { BenchResult } from "./run";

export const title = "Memory: PGlite's floor and the server at idle";

const IDLE_MS = 5000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function rssMb(pid: number | undefined): Promise<number> {
  const status = await fs.readFile(`/proc/${pid}/status`, "utf8");
  const kb = Number(status.match(/VmRSS:\s+(\d+)/)?.[1]);
  return Math.round(kb / 1024);
}

/** A bare PGlite on a copy of the build's migrated cluster, in a process of its own. */
async function pgliteFloorMb(template: string): Promise<number> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "fareline-bench-floor-"));
  await fs.cp(template, path.join(dir, "pglite"), { recursive: true });
  const script = `
    const { PGlite } = await import("@electric-sql/pglite");
    const db = await PGlite.create(${JSON.stringify(path.join(dir, "pglite"))});
    await db.query("select 1");
    console.log("ready");
    setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ["--input-type=module", "-e", script], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  try {
    await new Promise<void>((resolve, reject) => {
      child.stdout?.on("data", (chunk) => String(chunk).includes("ready") && resolve());
      child.on("exit", (code) => reject(new Error(`PGlite floor process exited with ${code}`)));
    });
    await sleep(IDLE_MS);
    return await rssMb(child.pid);
  } finally {
    child.kill("SIGKILL");
    await fs.rm(dir, { recursive: true, force: true });
  }
}

async function serverIdleMb(dataDir: string, env: Record<string, string> = {}): Promise<number> {
  const server = await startServer({ dataDir, env });
  try {
    await sleep(IDLE_MS);
    return await rssMb(server.process.pid);
  } finally {
    await server.stop();
  }
}

export async function run(): Promise<BenchResult[]> {
  const template = path.resolve("dist/pglite-template");
  const floor = await pgliteFloorMb(template);
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "fareline-bench-memory-"));
  const fresh = await serverIdleMb(dataDir);
  const restart = await serverIdleMb(dataDir);
  await fs.rm(dataDir, { recursive: true, force: true });

  // For comparison: what a fresh DATA_DIR cost when the server ran initdb itself.
  const hidden = `${template}.hidden-for-bench`;
  await fs.rename(template, hidden);
  const initdbDir = await fs.mkdtemp(path.join(os.tmpdir(), "fareline-bench-initdb-"));
  let initdb: number;
  try {
    initdb = await serverIdleMb(initdbDir);
  } finally {
    await fs.rename(hidden, template);
    await fs.rm(initdbDir, { recursive: true, force: true });
  }
  return [
    { label: "PGlite's floor (bare PGlite + select 1, migrated data folder)", value: `${floor} MB` },
    {
      label: "server at idle, fresh DATA_DIR (build's prepared cluster)",
      value: `${fresh} MB (floor + ${fresh - floor} MB)`,
    },
    { label: "server at idle, restart on the same DATA_DIR", value: `${restart} MB (floor + ${restart - floor} MB)` },
    {
      label: "server at idle, fresh DATA_DIR with initdb in-process (before)",
      value: `${initdb} MB (floor + ${initdb - floor} MB)`,
    },
    {
      label: "goal: fresh and restart ≤ floor + 110 MB",
      value: fresh - floor <= 110 && restart - floor <= 110 ? "met" : "missed",
    },
  ];
}
