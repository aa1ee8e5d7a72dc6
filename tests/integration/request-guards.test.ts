import { readFileSync } from "node:fs";
import fs from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routeTable from "../../app/routes";
import { createAdminAccount } from "../support/accounts";
import { adminCli } from "../support/admin-console";
import { HttpSession } from "../support/http-session";
import { type RunningServer, startServer } from "../support/server";
import { type SmtpPeer, startSmtpPeer } from "../support/smtp-peer";

/**
 * What every route does with requests it does not take: bodies over the limit (413), bodies
 * and methods a page action does not read (400/405/415), and state changes sent from another
 * site (403). Each answer carries a sentence; none is a 500 and none changes anything.
 */

const VISITOR = "guarded@example.com";
const PASSWORD = "guarded password 1";
const FOREIGN = "https://evil.example";
const TWO_MB = 2 * 1024 * 1024;

/** Every page route whose module exports an action, with its data URL, read from the route table. */
function actionRoutes(): { page: string; data: string }[] {
  const found: { page: string; data: string }[] = [];
  const walk = (entries: RouteConfigEntry[], parents: string[]) => {
    for (const entry of entries) {
      // A traveller route is declared once with an optional `nl?` segment: it answers at both paths.
      const own = entry.path?.replace(/^nl\?\/?/, "");
      const bilingual = entry.path?.startsWith("nl?") === true;
      const paths = parents.flatMap((parent) => {
        const path = own ? `${parent}/${own}` : parent;
        return bilingual ? [path, `/nl${path === "" ? "" : path}`] : [path];
      });
      if (/export (async )?function action\b/.test(readFileSync(`app/${entry.file}`, "utf8"))) {
        // An index route's action is asked for with `?index`; without it the form goes to the parent.
        for (const path of paths) {
          found.push(
            entry.index ? { page: `${path}?index`, data: `${path}.data?index` } : { page: path, data: `${path}.data` },
          );
        }
      }
      walk(entry.children ?? [], paths);
    }
  };
  walk(routeTable, [""]);
  return found;
}

/** A raw request that resolves with the answer even when the server stops reading the body early. */
function rawRequest(
  url: string,
  init: { method?: string; headers?: Record<string, string>; chunks?: Buffer[] },
): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: init.method ?? "POST", headers: init.headers }, (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk) => {
        text += chunk;
      });
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text }));
    });
    // The server may answer and close before the whole body is written: that is the point.
    request.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code !== "EPIPE" && error.code !== "ECONNRESET") reject(error);
    });
    for (const chunk of init.chunks ?? []) request.write(chunk);
    request.end();
  });
}

const sentence = /[A-Z][^.]{8,}\./;

/** A request as a browser on `origin` (null: a client that names no site) would send it. */
function send(
  target: string,
  init: {
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    json?: unknown;
    form?: Record<string, string>;
  },
  origin: string | null = server.url,
) {
  const headers: Record<string, string> = { "x-forwarded-for": "10.9.9.2", ...init.headers };
  if (origin) headers.origin = origin;
  let body = init.body;
  if (init.json !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(init.json);
  } else if (init.form) {
    headers["content-type"] = "application/x-www-form-urlencoded";
    body = new URLSearchParams(init.form).toString();
  }
  return fetch(server.url + target, { method: init.method ?? "POST", headers, body, redirect: "manual" });
}

let server: RunningServer;
let smtp: SmtpPeer;
let dataDir: string;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "fareline-request-guards-"));
  const env = { DATA_DIR: dataDir, AUTH_SECRET: "g".repeat(40) };
  await createAdminAccount(env, VISITOR, PASSWORD);
  await adminCli(env, "revoke", VISITOR);
  server = await startServer({ dataDir, env: { ...env, SMTP_URL: smtp.url } });
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

/** No e-mail to `to` arrives within a second and a half. */
async function expectNoMail(to: string, after: number) {
  await expect(smtp.waitFor(to, /./, { after, timeoutMs: 1500 })).rejects.toThrow(/No e-mail/);
}

describe("body limit", () => {
  const origin = () => ({ origin: server.url, "x-forwarded-for": "10.9.9.1" });

  it("a 2 MB JSON to /api/auth/request-password-reset answers 413 with a sentence and sends nothing", async () => {
    const seen = smtp.messages.length;
    const body = Buffer.from(JSON.stringify({ email: VISITOR, redirectTo: "/auth/reset", pad: "x".repeat(TWO_MB) }));
    for (const headers of <Record<string, string>[]>[
      { "content-type": "application/json", "content-length": String(body.length) },
      { "content-type": "application/json", "transfer-encoding": "chunked" },
    ]) {
      const chunks = [body.subarray(0, 1024), body.subarray(1024)];
      const answer = await rawRequest(`${server.url}/api/auth/request-password-reset`, {
        headers: { ...origin(), ...headers },
        chunks,
      });
      expect(answer.status, JSON.stringify(headers)).toBe(413);
      expect((JSON.parse(answer.text) as { error: string }).error).toMatch(sentence);
    }
    await expectNoMail(VISITOR, seen);
    // The same request, small, does send the e-mail: the silence above is the limit's doing.
    const small = await new HttpSession(server.url).request("/api/auth/request-password-reset", {
      json: { email: VISITOR, redirectTo: "/auth/reset" },
    });
    expect(small.status).toBe(200);
    await smtp.waitFor(VISITOR, /Reset/, { after: seen });
  });

  it("a 2 MB form to /alerts answers 413 with a sentence and creates no alert", async () => {
    const seen = smtp.messages.length;
    const email = "big-form@example.com";
    const fields = { intent: "create", email, origin: "JFK", destination: "LAX", maxPrice: "400" };
    const body = Buffer.from(`${new URLSearchParams(fields)}&pad=${"x".repeat(TWO_MB)}`);
    for (const headers of <Record<string, string>[]>[
      { "content-type": "application/x-www-form-urlencoded", "content-length": String(body.length) },
      { "content-type": "application/x-www-form-urlencoded", "transfer-encoding": "chunked" },
    ]) {
      const answer = await rawRequest(`${server.url}/alerts`, {
        headers: { ...origin(), ...headers },
        chunks: [body.subarray(0, 1024), body.subarray(1024)],
      });
      expect(answer.status, JSON.stringify(headers)).toBe(413);
      expect(answer.text).toMatch(sentence);
    }
    await expectNoMail(email, seen);
  });
});

describe("page actions and the bodies and methods they do not take", () => {
  const routes = actionRoutes();

  it("finds the action routes in the route table", () => {
    expect(routes.map((route) => route.page)).toEqual(
      expect.arrayContaining([
        "/auth",
        "/alerts",
        "/alerts/notifications",
        "/contact",
        "/account?index",
        "/account/password",
        "/nl/contact",
        "/nl/account/password",
      ]),
    );
  });

  const kinds: { name: string; method: string; headers: Record<string, string>; body?: string; status: number }[] = [
    { name: "JSON", method: "POST", headers: { "content-type": "application/json" }, body: '{"a":1}', status: 415 },
    { name: "text", method: "POST", headers: { "content-type": "text/plain" }, body: "hello", status: 415 },
    { name: "no content type", method: "POST", headers: {}, body: "hello", status: 415 },
    {
      name: "multipart without a boundary",
      method: "POST",
      headers: { "content-type": "multipart/form-data" },
      body: "x",
      status: 400,
    },
    {
      name: "broken multipart",
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=abc" },
      body: "--abc\r\nnonsense",
      status: 400,
    },
    { name: "PUT", method: "PUT", headers: {}, status: 405 },
    { name: "PATCH", method: "PATCH", headers: {}, status: 405 },
    { name: "DELETE", method: "DELETE", headers: {}, status: 405 },
  ];

  it("answers each kind with its 4xx and a sentence on every action route and its .data URL, never a 500", async () => {
    for (const route of routes) {
      for (const target of [route.page, route.data]) {
        for (const kind of kinds) {
          const response = await send(target, kind);
          const text = await response.text();
          expect(response.status, `${kind.name} ${target}`).toBe(kind.status);
          expect(text, `${kind.name} ${target}`).toMatch(sentence);
          if (kind.status === 405) expect(response.headers.get("allow")).toBe("GET, HEAD, POST");
        }
        // A lenient form body (percent signs that decode to nothing) is still a form: never a 500.
        const lenient = await send(target, {
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: "%zz=%%&intent=%",
        });
        expect(lenient.status, `lenient form ${target}`).toBeLessThan(500);
      }
    }
  });
});

describe("state changes from another site", () => {
  const targets: { path: string; json?: unknown; form?: Record<string, string> }[] = [
    { path: "/alerts/notifications", form: { redirectTo: "/" } },
    { path: "/contact", form: { message: "hi" } },
    { path: "/auth", form: { intent: "magic-link", email: VISITOR } },
    { path: "/auth/sign-out", form: { redirectTo: "/" } },
    { path: "/api/auth/request-password-reset", json: { email: VISITOR, redirectTo: "/auth/reset" } },
    { path: "/functions/v1/auth-reset", json: { email: VISITOR, origin: "x" } },
    { path: "/functions/v1/log-click", json: {} },
    { path: "/api/admin/tokens", json: { name: "x" } },
  ];
  const foreign: Record<string, { origin: string | null; headers: Record<string, string> }> = {
    "a foreign Origin": { origin: FOREIGN, headers: {} },
    'Origin "null"': { origin: "null", headers: {} },
    "no Origin and a foreign Referer": { origin: null, headers: { referer: `${FOREIGN}/page` } },
    "no Origin and Sec-Fetch-Site: cross-site": { origin: null, headers: { "sec-fetch-site": "cross-site" } },
  };

  it("answers 403 with a sentence and sends nothing", async () => {
    const seen = smtp.messages.length;
    for (const [label, { origin, headers }] of Object.entries(foreign)) {
      for (const target of targets) {
        const response = await send(target.path, { json: target.json, form: target.form, headers }, origin);
        expect(response.status, `${label} ${target.path}`).toBe(403);
        expect(await response.text(), `${label} ${target.path}`).toMatch(sentence);
      }
    }
    await expectNoMail(VISITOR, seen);
  });

  it("takes the same requests from our own pages and from clients that send no Origin", async () => {
    // Taken: the contact form's own rules answer (400, its other fields are missing), not the guard.
    const own = await send("/contact", { form: { message: "hi" } });
    expect(own.status).toBe(400);
    const referred = await send(
      "/contact",
      { form: { message: "hi" }, headers: { referer: `${server.url}/contact`, "sec-fetch-site": "same-origin" } },
      null,
    );
    expect(referred.status).toBe(400);
    const script = await send(
      "/functions/v1/log-click",
      { json: { program: "kiwi", sub_id: "t", origin: "JFK", destination: "LAX" } },
      null,
    );
    expect(script.status).toBeLessThan(300);
  });
});
