import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UpstreamClient, UpstreamError } from "./upstream-client.server";

let script: { status: number; body: string; delayMs?: number }[] = [];
let hits = 0;
let server: http.Server;
let url = "";

beforeAll(async () => {
  server = http.createServer((_req, res) => {
    hits += 1;
    const next = script.shift() ?? { status: 200, body: '{"ok":true}' };
    setTimeout(() => {
      if (!res.destroyed) res.writeHead(next.status, { "content-type": "application/json" }).end(next.body);
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
