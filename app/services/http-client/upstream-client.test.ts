import http from "node:http";
import type { AddressInfo } from "node:net";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UpstreamClient, UpstreamError } from "./upstream-client.server";

let script: { status: number; body: string; delayMs?: number; encoding?: "gzip" | "br" }[] = [];
let lastRequest: { method?: string; headers: http.IncomingHttpHeaders; body: string } | undefined;
let hits = 0;
let server: http.Server;
let url = "";

beforeAll(async () => {
  server = http.createServer((req, res) => {
    hits += 1;
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      lastRequest = { method: req.method, headers: req.headers, body };
    });
    const next = script.shift() ?? { status: 200, body: '{"ok":true}' };
    setTimeout(() => {
      if (res.destroyed) return;
      if (next.encoding) {
        const bytes = next.encoding === "gzip" ? gzipSync(next.body) : brotliCompressSync(next.body);
        res
          .writeHead(next.status, { "content-type": "application/json", "content-encoding": next.encoding })
          .end(bytes);
        return;
      }
      res.writeHead(next.status, { "content-type": "application/json" }).end(next.body);
    }, next.delayMs ?? 0);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const client = (extra: Partial<ConstructorParameters<typeof UpstreamClient>[0]> = {}) =>
  new UpstreamClient({ provider: "test", timeoutMs: 3000, retryDelayMs: 10, ...extra });

async function failure(promise: Promise<unknown>): Promise<UpstreamError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof UpstreamError) return error;
    throw error;
  }
  throw new Error("expected a failure");
}

describe("upstream client", () => {
  it("retries once on 429 and 5xx, then succeeds", async () => {
    script = [{ status: 503, body: "{}" }];
    hits = 0;
    const answer = await client().requestJson({ url });
    expect(answer).toMatchObject({ status: 200, data: { ok: true }, attempts: 2 });
    expect(hits).toBe(2);
  });

  it("gives up after one retry and keeps the upstream status and body", async () => {
    script = [
      { status: 429, body: '{"errors":[{"status":429}]}' },
      { status: 429, body: '{"errors":[{"status":429}]}' },
    ];
    hits = 0;
    const error = await failure(client().requestJson({ url }));
    expect(error).toMatchObject({ kind: "http", status: 429, body: { errors: [{ status: 429 }] } });
    expect(hits).toBe(2);
  });

  it("does not retry client errors or malformed JSON", async () => {
    script = [{ status: 400, body: "bad" }];
    hits = 0;
    expect(await failure(client().requestJson({ url }))).toMatchObject({ kind: "http", status: 400, body: "bad" });
    script = [{ status: 200, body: "{nope" }];
    expect(await failure(client().requestJson({ url }))).toMatchObject({ kind: "malformed" });
    expect(hits).toBe(2);
  });

  it("times out, and tells a client abort apart", async () => {
    script = [{ status: 200, body: "{}", delayMs: 2000 }];
    const started = performance.now();
    expect(await failure(client({ timeoutMs: 200 }).requestJson({ url }))).toMatchObject({
      kind: "timeout",
      status: 0,
    });
    // Well before the 2 s the upstream would take: the timeout, not the answer, ended it.
    expect(performance.now() - started).toBeLessThan(1_500);
    script = [{ status: 200, body: "{}", delayMs: 2000 }];
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    expect(await failure(client().requestJson({ url }, controller.signal))).toMatchObject({ kind: "aborted" });
  });

  it("sends method, headers and body, and reads gzip and brotli answers", async () => {
    script = [{ status: 200, body: '{"zipped":"gzip"}', encoding: "gzip" }];
    const posted = await client().requestJson({
      url,
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "accept-encoding": "gzip" },
      body: "grant_type=client_credentials",
    });
    expect(posted.data).toEqual({ zipped: "gzip" });
    expect(lastRequest).toMatchObject({
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "grant_type=client_credentials",
    });
    script = [
      { status: 500, body: '{"error":"br"}', encoding: "br" },
      { status: 500, body: '{"error":"br"}', encoding: "br" },
    ];
    expect(await failure(client().requestJson({ url }))).toMatchObject({ status: 500, body: { error: "br" } });
  });

  it("says a closed port could not be reached", async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const error = await failure(client({ retryDelayMs: 1 }).requestJson({ url: `http://127.0.0.1:${port}/` }));
    expect(error).toMatchObject({ kind: "network", status: 0 });
    expect(error.message).toMatch(/could not be reached/);
  });

  it("opens the circuit after consecutive failures and fails fast, then tries again", async () => {
    const breaker = client({ breakerThreshold: 2, halfOpenAfterMs: 200 });
    script = [
      { status: 500, body: "{}" },
      { status: 500, body: "{}" },
    ];
    hits = 0;
    await failure(breaker.requestJson({ url }));
    expect(breaker.circuitState).toBe("open");
    const fast = await failure(breaker.requestJson({ url }));
    expect(fast.kind).toBe("circuit_open");
    expect(hits).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 250));
    script = [];
    expect((await breaker.requestJson({ url })).status).toBe(200);
    expect(breaker.circuitState).toBe("closed");
  });
});
