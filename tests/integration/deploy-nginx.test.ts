import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import fs from "node:fs/promises";
import https from "node:https";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ProviderFake, startTravelpayoutsFake } from "../fakes/provider-fakes";
import { createAdminAccount } from "../support/accounts";
import { findFreePort, type RunningServer, startServer } from "../support/server";
import { createIsolatedPostgresUrl } from "../support/test-databases";

/**
 * The deployment of docs/deploy.md, for real: Debian's nginx (installed when missing) terminates
 * TLS on a non-root port and spreads requests over two built servers that share one PostgreSQL
 * and one Redis (TEST_DATABASE_URL, TEST_REDIS_URL). nginx runs with its own configuration, pid
 * file, logs and temporary folders in a temporary directory.
 */

const databaseAdminUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const enabled = Boolean(databaseAdminUrl && redisUrl);
const NOT_CONFIGURED =
  "skipped: the nginx deployment test needs TEST_DATABASE_URL and TEST_REDIS_URL (a PostgreSQL and a Redis shared by two servers)";

const PER_MINUTE = 5;
const AUTH_SECRET = "deploy-test-secret-0123456789abcdefghijklmnop";
const ADMIN = "deploy-operator@example.com";
const PASSWORD = "deploy operator password 1";
/** A client address of its own per run (198.18.0.0/15 is for tests), so reruns on one Redis never share a budget. */
const octet = () => Math.floor(Math.random() * 254) + 1;
const clientAddress = () => `198.${18 + (octet() % 2)}.${octet()}.${octet()}`;

let dir: string;
let nginx: ChildProcess | undefined;
let nginxOutput = "";
let site: string;
let ca: Buffer;
let database: { url: string; drop(): Promise<void> } | undefined;
let tp: ProviderFake | undefined;
const servers: RunningServer[] = [];
let firstTick: Promise<void> | undefined;

/** Debian's nginx, installed the way .ci/run installs it when it is missing. */
function ensureNginx(): string {
  const found = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((candidate) => existsSync(candidate));
  if (found) return found;
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  try {
    execFileSync("apt-get", ["install", "-y", "-qq", "nginx"], { env, stdio: "ignore" });
  } catch {
    execFileSync("apt-get", ["update", "-qq"], { env, stdio: "ignore" });
    execFileSync("apt-get", ["install", "-y", "-qq", "nginx"], { env, stdio: "ignore" });
  }
  return "/usr/sbin/nginx";
}

function nginxConfig(port: number, upstreams: number[]): string {
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, "temp", name)};`;
  return `
user root;
worker_processes 1;
daemon off;
pid ${path.join(dir, "nginx.pid")};
error_log ${path.join(dir, "error.log")} warn;
events { worker_connections 256; }
http {
  access_log ${path.join(dir, "access.log")};
  ${temp("client_body")} ${temp("proxy")} ${temp("fastcgi")} ${temp("uwsgi")} ${temp("scgi")}
  upstream fareline {
    ${upstreams.map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=10s;`).join("\n    ")}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${port} ssl;
    ssl_certificate ${path.join(dir, "cert.pem")};
    ssl_certificate_key ${path.join(dir, "key.pem")};
    location / {
      proxy_pass http://fareline;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Forwarded-Host $http_host;
      proxy_next_upstream error timeout;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One HTTPS request to nginx, trusting the test's own certificate. */
function request(
  pathname: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = https.request(
      `${site}${pathname}`,
      { method: init.method ?? "GET", headers: init.headers, ca, agent: false },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => {
          body += chunk;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on("error", reject);
    req.end(init.body);
  });
}

const upstreamOf = (answer: Answer) => String(answer.headers["x-upstream"] ?? "");
const portOf = (server: RunningServer) => `127.0.0.1:${server.port}`;

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

const jobRuns = (server: RunningServer) =>
  server.logs().filter((line) => line.msg === "job finished" && line.job === "alerts-check");

beforeAll(async () => {
  if (!enabled || !databaseAdminUrl || !redisUrl) return;
  const nginxBinary = ensureNginx();
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "fareline-nginx-"));
  for (const name of ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"])
    await fs.mkdir(path.join(dir, "temp", name), { recursive: true });
  execFileSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1"],
      ...["-addext", "subjectAltName=IP:127.0.0.1"],
      ...["-keyout", path.join(dir, "key.pem"), "-out", path.join(dir, "cert.pem")],
    ],
    { stdio: "ignore" },
  );
  ca = readFileSync(path.join(dir, "cert.pem"));
  const port = await findFreePort();
  site = `https://127.0.0.1:${port}`;

  database = await createIsolatedPostgresUrl(databaseAdminUrl);
  tp = await startTravelpayoutsFake();
  const env = {
    NODE_ENV: "production",
    DATABASE_URL: database.url,
    REDIS_URL: redisUrl,
    AUTH_SECRET,
    PUBLIC_SITE_URL: site,
    TRUST_PROXY: "true",
    RATE_LIMIT_PER_MINUTE: String(PER_MINUTE),
    SEARCH_CACHE_PREFIX: `fareline:deploy-test:${Date.now()}:`,
    TRAVELPAYOUTS_BASE_URL: tp.url,
    TRAVELPAYOUTS_TOKEN: "fake-token",
    ALERT_CHECK_CRON: "* * * * *",
    DEALS_CRON: "off",
  };
  // One after the other: the first migrates the database and creates the job tables.
  servers.push(await startServer({ env }));
  const [second] = await Promise.all([
    startServer({ env }),
    createAdminAccount({ DATABASE_URL: database.url, AUTH_SECRET, PUBLIC_SITE_URL: site }, ADMIN, PASSWORD),
  ]);
  servers.push(second);

  await fs.writeFile(
    path.join(dir, "nginx.conf"),
    nginxConfig(
      port,
      servers.map((s) => s.port),
    ),
  );
  nginx = spawn(nginxBinary, ["-p", dir, "-c", path.join(dir, "nginx.conf")], { stdio: ["ignore", "pipe", "pipe"] });
  nginx.stderr?.on("data", (chunk) => {
    nginxOutput += chunk;
  });
  for (let tries = 0; !(await listening(port)); tries++) {
    if (tries > 100 || nginx.exitCode !== null) throw new Error(`nginx did not start:\n${nginxOutput}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // The every-minute job's first tick comes within about a minute: waited for in the background.
  firstTick = (async () => {
    const deadline = Date.now() + 150_000;
    while (servers.every((s) => jobRuns(s).length === 0)) {
      if (Date.now() > deadline) throw new Error("the every-minute job did not run within 150 s");
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  })();
  firstTick.catch(() => {});
}, 240_000);

afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((resolve) => nginx?.once("exit", resolve));
    nginx.kill("SIGQUIT");
    await exited;
  }
  await Promise.all(servers.map((server) => server.stop()));
  await tp?.close();
  await database?.drop();
  if (dir) await fs.rm(dir, { recursive: true, force: true });
}, 60_000);

describe("two servers behind nginx on one PostgreSQL and Redis", () => {
  it("spreads requests over both servers", async ({ skip }) => {
    if (!enabled) skip(NOT_CONFIGURED);
    const seen = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const answer = await request("/livez");
      expect(answer.status).toBe(200);
      seen.add(upstreamOf(answer));
    }
    expect([...seen].sort()).toEqual(servers.map(portOf).sort());
  });

  it("keeps a session made through one server on the other, with Secure cookies and HSTS over https", async ({
    skip,
  }) => {
    if (!enabled) skip(NOT_CONFIGURED);
    const signIn = await request("/api/auth/sign-in/email", {
      method: "POST",
      headers: { origin: site, "content-type": "application/json" },
      body: JSON.stringify({ email: ADMIN, password: PASSWORD }),
    });
    expect(signIn.status).toBe(200);
    expect(signIn.headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
    const cookies = (signIn.headers["set-cookie"] ?? []) as string[];
    const session = cookies.find((cookie) => cookie.startsWith("__Secure-fareline.session_token="));
    expect(session).toMatch(/; Secure/i);
    expect(session).toMatch(/; HttpOnly/i);
    const cookie = cookies.map((c) => c.split(";")[0]).join("; ");

    const seen = new Set<string>();
    for (let i = 0; i < 4; i++) {
      const answer = await request("/api/auth/get-session", { headers: { cookie } });
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)?.user?.email).toBe(ADMIN);
      expect(answer.headers["strict-transport-security"]).toBeDefined();
      seen.add(upstreamOf(answer));
    }
    expect(seen.size).toBe(2);
  });

  it("counts the per-address limit by the client's address from X-Forwarded-For, across both servers", async ({
    skip,
  }) => {
    if (!enabled) skip(NOT_CONFIGURED);
    const search = (address: string) =>
      request("/functions/v1/search-amadeus", {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": address },
        body: JSON.stringify({ from: "JFK", to: "LHR", date: "2027-03-03", tripType: "oneway", adults: 1 }),
      });
    const client = clientAddress();
    const served = new Set<string>();
    for (let i = 0; i < PER_MINUTE; i++) {
      const answer = await search(client);
      expect(answer.status).toBe(200);
      served.add(upstreamOf(answer));
    }
    expect(served.size).toBe(2);
    const over = await search(client);
    expect(over.status).toBe(429);
    expect(JSON.parse(over.body).error).toMatch(/^Too many requests from your address\./);
    // Another client behind the same proxy still has its whole budget: the proxy's address is not what counts.
    expect((await search(clientAddress())).status).toBe(200);
  });

  it("runs the every-minute job once per tick across both servers", async ({ skip }) => {
    if (!enabled) skip(NOT_CONFIGURED);
    await firstTick;
    // Time for a second server to have run the same tick, had it been handed to both.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const runs = servers.flatMap(jobRuns);
    const pg = await import("pg");
    const client = new pg.default.Client({ connectionString: database?.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ jobs: number; ticks: number }>(
        `select count(*)::int as jobs, count(distinct date_trunc('minute', created_on))::int as ticks
           from pgboss.job where name = 'alerts-check' and state = 'completed'`,
      );
      expect(rows[0]?.jobs).toBeGreaterThanOrEqual(1);
      // One job per minute, and each run by one server only.
      expect(rows[0]?.jobs).toBe(rows[0]?.ticks);
      expect(runs.length).toBe(rows[0]?.jobs);
    } finally {
      await client.end();
    }
  }, 180_000);

  it("loses no request in flight when one server stops with SIGTERM", async ({ skip }) => {
    if (!enabled) skip(NOT_CONFIGURED);
    const [first] = servers;
    if (!first || !tp) throw new Error("no servers");
    // Travelpayouts answers after 1.5 s: two searches are under way on the two servers when one stops.
    tp.set({ delayMs: 1_500 });
    const asked = tp.requests.length;
    const client = clientAddress();
    const slow = [45, 46].map((days) => {
      const date = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
      return request(
        `/functions/v1/search-travelpayouts?${new URLSearchParams({ from: "JFK", to: "CDG", date, tripType: "oneway", adults: "1" })}`,
        { headers: { "x-forwarded-for": client } },
      );
    });
    // Both searches have reached Travelpayouts, so each is under way on a server.
    await expect.poll(() => (tp?.requests.length ?? 0) - asked, { timeout: 10_000, interval: 50 }).toBe(2);
    const exited = new Promise<number | null>((resolve) => first.process.once("exit", resolve));
    first.process.kill("SIGTERM");
    // Requests keep arriving while it stops: nginx sends them to the server still running.
    const during: Answer[] = [];
    for (let i = 0; i < 10; i++) {
      during.push(await request("/livez"));
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const answers = await Promise.all(slow);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(new Set(answers.map(upstreamOf)).size).toBe(2);
    for (const answer of answers) expect(JSON.parse(answer.body).items.length).toBeGreaterThan(0);
    expect(during.map((a) => a.status)).toEqual(during.map(() => 200));
    expect(await exited).toBe(0);
  }, 60_000);
});
