/**
 * Memory at idle (goals: PGlite's floor + 110 MB embedded, 150 MB on PostgreSQL), measured
 * side by side in one run:
 * - PGlite's floor: a bare `PGlite.create(dir)` + `select 1` on a migrated data folder, in
 *   its own Node process, and bare Node;
 * - the production server at idle after start on a fresh DATA_DIR (which copies the
 *   cluster prepared at build time instead of running initdb), after a restart on it, and
 *   with initdb in-process (no template) for comparison;
 * - the server in PostgreSQL mode (an isolated database on TEST_DATABASE_URL's server), with
 *   its JS heap;
 * - where the restarted server's memory goes (bench/memory-probe.mjs preloaded: WASM heap,
 *   JS heap, the rest), and the places index and offline engine each loaded alone.
 * RSS is read from /proc 5 s after start and again at 30 s. The goals are judged at 30 s, on
 * every process alike (the floor too): by then V8's memory reducer, which runs once a process
 * stops allocating (after ~8 s and more), has given back the young generation and the pages that
 * start-up filled with garbage — ~30 MB in either database mode. The 5 s figure is printed too.
 */
import { execFile, spawn } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { type RunningServer, type StartOptions, startServer } from "../tests/support/server";
import { createIsolatedPostgresUrl } from "../tests/support/test-databases";
import { type IdleRss, idleRss, judged, sleep } from "./measure";
import type { BenchResult } from "./run";

export const title = "Memory: PGlite's floor, the server at idle, and where it goes";

const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

export interface MemoryProbe {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  wasm: number;
  wasmResident: number;
}

/** Environment that preloads bench/memory-probe.mjs into a server. */
export const probeEnv = () => ({ NODE_OPTIONS: `--import=${path.resolve("bench/memory-probe.mjs")}` });

/** Asks a server started with `probeEnv()` for its memory split (after a full GC). */
export async function probe(server: RunningServer): Promise<MemoryProbe> {
  const before = server.logs().filter((l) => l.memoryProbe).length;
  server.process.kill("SIGUSR2");
  for (let waited = 0; waited < 10_000; waited += 100) {
    const reports = server.logs().filter((l) => l.memoryProbe);
    if (reports.length > before) return reports.at(-1)?.memoryProbe as MemoryProbe;
    await sleep(100);
  }
  throw new Error("The memory probe did not answer: is bench/memory-probe.mjs preloaded?");
}

/** RSS of a process of its own once it printed "ready", early and at idle. */
async function idleChildMb(args: string[]): Promise<IdleRss> {
  const child = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "inherit"] });
  try {
    await new Promise<void>((resolve, reject) => {
      child.stdout?.on("data", (chunk) => String(chunk).includes("ready") && resolve());
      child.on("exit", (code) => reject(new Error(`${args.join(" ")} exited with ${code}`)));
    });
    return await idleRss(child.pid);
  } finally {
    child.kill("SIGKILL");
  }
}

/** A bare PGlite on a copy of the build's migrated cluster, in a process of its own. */
async function pgliteFloorMb(template: string): Promise<IdleRss> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "fareline-bench-floor-"));
  await fs.cp(template, path.join(dir, "pglite"), { recursive: true });
  const script = `
    const { PGlite } = await import("@electric-sql/pglite");
    const db = await PGlite.create(${JSON.stringify(path.join(dir, "pglite"))});
    await db.query("select 1");
    console.log("ready");
    // The timer holds on to db: a PGlite nothing references is collected, WASM heap and all
    // (an earlier version of this floor fell to ~140 MB at idle that way).
    setInterval(() => db, 1000);`;
  try {
    return await idleChildMb(["--input-type=module", "-e", script]);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

async function serverIdleMb(options: StartOptions): Promise<IdleRss> {
  const server = await startServer(options);
  try {
    return await idleRss(server.process.pid);
  } finally {
    await server.stop();
  }
}

/** RSS at idle, then the memory split from the preloaded probe. */
async function serverIdleSplit(options: StartOptions): Promise<{ rss: IdleRss; split: MemoryProbe }> {
  const server = await startServer({ ...options, env: { ...options.env, ...probeEnv() } });
  try {
    const rss = await idleRss(server.process.pid);
    return { rss, split: await probe(server) };
  } finally {
    await server.stop();
  }
}

/** RSS and JS heap of one part of the server loaded alone (bench/memory-component.ts). */
async function componentMb(part: string): Promise<{ rss: number; heap: number }> {
  const { stdout } = await promisify(execFile)(process.execPath, [
    "--import",
    "tsx",
    "bench/memory-component.ts",
    part,
  ]);
  const { rss, heapUsed } = JSON.parse(stdout) as { rss: number; heapUsed: number };
  return { rss: rss / 1048576, heap: heapUsed / 1048576 };
}

async function postgresIdle(): Promise<{ rss: IdleRss; split: MemoryProbe } | string> {
  let database: Awaited<ReturnType<typeof createIsolatedPostgresUrl>>;
  try {
    database = await createIsolatedPostgresUrl(POSTGRES_URL);
  } catch (error) {
    return `not measured: PostgreSQL at ${new URL(POSTGRES_URL).host} is unreachable (${(error as Error).message})`;
  }
  try {
    return await serverIdleSplit({
      env: { DATABASE_URL: database.url, AUTH_SECRET: "bench-secret-bench-secret-bench-secret-0" },
    });
  } finally {
    await database.drop();
  }
}

export async function run(): Promise<BenchResult[]> {
  const template = path.resolve("dist/pglite-template");
  const floor = await pgliteFloorMb(template);
  const bareNode = await idleChildMb(["-e", `console.log("ready"); setInterval(() => {}, 1000);`]);
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "fareline-bench-memory-"));
  const fresh = await serverIdleMb({ dataDir });
  const restart = await serverIdleMb({ dataDir });

  // Where the restarted server's memory goes.
  const { split } = await serverIdleSplit({ dataDir });
  await fs.rm(dataDir, { recursive: true, force: true });
  const none = await componentMb("none");
  const places = await componentMb("places");
  const engine = await componentMb("engine");

  // For comparison: what a fresh DATA_DIR cost when the server ran initdb itself.
  const hidden = `${template}.hidden-for-bench`;
  await fs.rename(template, hidden);
  const initdbDir = await fs.mkdtemp(path.join(os.tmpdir(), "fareline-bench-initdb-"));
  let initdb: IdleRss;
  try {
    initdb = await serverIdleMb({ dataDir: initdbDir });
  } finally {
    await fs.rename(hidden, template);
    await fs.rm(initdbDir, { recursive: true, force: true });
  }
  const postgres = await postgresIdle();

  const early = (rss: IdleRss) => `${rss.early} MB at 5 s → `;
  const overFloor = (rss: IdleRss) =>
    judged(
      `${early(rss)}${rss.idle} MB at idle (floor + ${rss.idle - floor.idle} MB)`,
      "≤ floor + 110 MB",
      rss.idle - floor.idle <= 110,
    );
  const mb = (n: number) => `${n.toFixed(1)} MB`;
  const delta = (part: { rss: number; heap: number }) =>
    `JS heap +${mb(part.heap - none.heap)}, RSS +${mb(part.rss - none.rss)} (alone, vs Node + tsx)`;
  return [
    {
      label: "PGlite's floor (bare PGlite + select 1, migrated data folder)",
      value: `${early(floor)}${floor.idle} MB at idle`,
    },
    { label: "bare Node (an idle `node -e`)", value: `${early(bareNode)}${bareNode.idle} MB at idle` },
    { label: "server, PGlite, fresh DATA_DIR (build's prepared cluster)", value: overFloor(fresh) },
    { label: "server, PGlite, restart on the same DATA_DIR", value: overFloor(restart) },
    {
      label: "server, PGlite, fresh DATA_DIR, initdb in-process (before)",
      value: `${early(initdb)}${initdb.idle} MB at idle (floor + ${initdb.idle - floor.idle} MB; reference)`,
    },
    {
      label: "server, PostgreSQL mode",
      value:
        typeof postgres === "string"
          ? postgres
          : judged(
              `${early(postgres.rss)}${postgres.rss.idle} MB at idle (bare Node + ${postgres.rss.idle - bareNode.idle} MB)`,
              "≤ 150 MB",
              postgres.rss.idle <= 150,
            ),
    },
    ...(typeof postgres === "string"
      ? []
      : [
          {
            label: "  PostgreSQL mode, after GC: JS heap used / reserved, the rest",
            value: `${mb(postgres.split.heapUsed)} / ${mb(postgres.split.heapTotal)}, ${mb(postgres.split.rss - postgres.split.heapTotal)}`,
          },
        ]),
    { label: "breakdown (restart, after GC): RSS", value: mb(split.rss) },
    {
      label: "  PGlite WASM heap: resident / size",
      value: `${mb(split.wasmResident)} / ${mb(split.wasm)}`,
    },
    { label: "  JS heap: used / reserved", value: `${mb(split.heapUsed)} / ${mb(split.heapTotal)}` },
    {
      label: "  the rest (Node and V8 code, native allocations, buffers)",
      value: mb(split.rss - split.wasmResident - split.heapTotal),
    },
    { label: "  places index (in the JS heap)", value: delta(places) },
    { label: "  offline engine tables (in the JS heap)", value: delta(engine) },
  ];
}
