import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { inject } from "vitest";

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  /** Everything the server printed so far (JSON log lines). */
  output(): string;
  /** Parsed JSON log lines. */
  logs(): Record<string, unknown>[];
  stop(): Promise<void>;
  process: ChildProcess;
}

export interface StartOptions {
  env?: Record<string, string | undefined>;
  dataDir?: string;
  /** Keep the data directory after stop (for restart tests). */
  keepData?: boolean;
}

/** Boots the built production server (dist/server.js) on a free port with its own DATA_DIR. */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  if (!existsSync("dist/server.js") || !existsSync("build/server/index.js")) {
    throw new Error("No production build: run `npm run build` before the integration and e2e tests.");
  }
  const dataDir = options.dataDir ?? (await freshDataDir());
  const freePort = await findFreePort();
  const child = spawn(process.execPath, ["dist/server.js"], {
    env: {
      PATH: process.env.PATH,
      PORT: String(freePort),
      HOST: "127.0.0.1",
      PUBLIC_SITE_URL: `http://127.0.0.1:${freePort}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: "info",
      // Tests fire far faster than people: the per-IP limits are tested where a test sets them.
      RATE_LIMIT_PER_MINUTE: "100000",
      RATE_LIMIT_DEBUG_PER_MINUTE: "100000",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const parse = () =>
    output
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => {
        try {
          return JSON.parse(line) as Record<string, unknown>;
        } catch {
          return {};
        }
      });

  const port = await new Promise<number>((resolve, reject) => {
    const deadline = setTimeout(() => reject(new Error(`Server did not start in time:\n${output}`)), 60_000);
    const check = () => {
      const ready = parse().find((l) => typeof l.port === "number" && String(l.msg).includes("listening"));
      if (ready) {
        clearTimeout(deadline);
        // Once listening, stop re-reading the whole log on every chunk: under load (the bench's
        // thousands of request lines) that quadratic work starved the process running autocannon.
        child.stdout?.off("data", check);
        resolve(ready.port as number);
      }
    };
    child.stdout?.on("data", check);
    child.on("exit", (code) => {
      clearTimeout(deadline);
      reject(new Error(`Server exited with code ${code}:\n${output}`));
    });
  });

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    dataDir,
    output: () => output,
    logs: parse,
    process: child,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      if (!options.keepData && !options.dataDir) await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Asks the OS for a free loopback port, so the site URL is known before the server starts. */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

let template: string | null | undefined;

/** The template from global-setup.ts; none outside Vitest (benchmarks pay a fresh initdb). */
function pgliteTemplate(): string | null {
  try {
    return inject("pgliteTemplate") ?? null;
  } catch {
    return null;
  }
}

/** A new DATA_DIR holding a copy of the migrated PGlite template (see global-setup.ts). */
export async function freshDataDir(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "fareline-test-"));
  if (template === undefined) template = pgliteTemplate();
  if (template) await fs.cp(path.join(template, "pglite"), path.join(dir, "pglite"), { recursive: true });
  return dir;
}
