import fs from "node:fs/promises";
import path from "node:path";
import { Redis } from "ioredis";
import { simpleParser } from "mailparser";
import { afterAll, describe, expect, it } from "vitest";
import { type ResendFake, startResendFake } from "../fakes/resend-fake";
import { HttpSession } from "../support/http-session";
import { type RunningServer, startServer } from "../support/server";

const servers: RunningServer[] = [];
let resend: ResendFake | undefined;
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await resend?.close();
});

describe("e-mail without any mail service (the embedded default)", () => {
  it("writes the confirmation to DATA_DIR/outbox and prints its link in the log; the link signs in", async () => {
    const server = await startServer({ env: { ADMIN_EMAILS: "Boss@Example.com" } });
    servers.push(server);
    const email = "fresh.clone@example.com";
    const client = new HttpSession(server.url);
    await client.request("/api/auth/sign-up/email", { json: { email, password: "first pass 1", name: "f" } });

    const outbox = path.join(server.dataDir, "outbox");
    // The e-mail is written after the sign-up answers: a loaded machine may take seconds.
    await expect.poll(async () => (await fs.readdir(outbox).catch(() => [])).length, { timeout: 20_000 }).toBe(1);
    const [file] = await fs.readdir(outbox);
    const mail = await simpleParser(await fs.readFile(path.join(outbox, file as string)));
    expect(mail.subject).toBe("Confirm your Fareline account");
    const link = mail.text?.match(/http\S+\/auth\/callback\?\S+/)?.[0] as string;
    expect(link).toBeDefined();
    const logged = server.logs().find((l) => l.msg === "e-mail written to the local outbox");
    expect(logged?.links).toContain(link);

    await client.open(link);
    expect(await client.viewerEmail()).toBe(email);
    // ADMIN_EMAILS is set and this address is not in it.
    expect((await client.request("/admin")).headers.get("location")).toBe("/admin-auth?error=not_authorized");
  }, 120_000);
});

describe("e-mail through Resend's HTTP API", () => {
  it("sends the magic link through the Resend fake when RESEND_API_KEY is set", async () => {
    resend = await startResendFake("re_integration");
    const server = await startServer({ env: { RESEND_API_KEY: resend.apiKey, RESEND_BASE_URL: resend.url } });
    servers.push(server);
    const client = new HttpSession(server.url);
    const response = await client.request("/functions/v1/auth-magiclink", {
      json: { email: "resend.user@example.com", origin: server.url },
    });
    expect(response.status).toBe(200);
    await expect.poll(() => resend?.emails.length).toBe(1);
    const sent = resend.emails[0];
    expect(sent?.to).toEqual(["resend.user@example.com"]);
    expect(sent?.subject).toBe("Your Fareline sign-in link");
    const link = sent?.text?.match(/http\S+\/auth\/callback\?\S+/)?.[0] as string;
    await client.open(link);
    expect(await client.viewerEmail()).toBe("resend.user@example.com");
    // The key never reaches the health report.
    const health = await (await fetch(`${server.url}/api/health`)).text();
    expect(health).toContain('"resendKey":"ok"');
    expect(health).not.toContain("re_integration");
  }, 120_000);
});

describe.skipIf(!process.env.TEST_REDIS_URL)("auth rate limits in Redis (REDIS_URL set)", () => {
  it("counts sign-in attempts per IP in Redis and answers 429 with Retry-After", async () => {
    const server = await startServer({ env: { REDIS_URL: process.env.TEST_REDIS_URL } });
    servers.push(server);
    const attacker = new HttpSession(server.url);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await attacker.request("/api/auth/sign-in/email", {
        json: { email: `redis-${i}@example.com`, password: "guess" },
      });
      statuses.push(response.status);
      if (response.status === 429) expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    const redis = new Redis(process.env.TEST_REDIS_URL as string);
    try {
      expect(await redis.get(`fareline:ratelimit:${attacker.ip}|/sign-in/email`)).toBe("11");
    } finally {
      redis.disconnect();
    }
  }, 120_000);
});
