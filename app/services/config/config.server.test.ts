import { describe, expect, it } from "vitest";
import { travelpayoutsSource } from "../providers/travelpayouts/travelpayouts-source.server";
import { ConfigError, loadConfig } from "./config.server";

describe("loadConfig", () => {
  it("runs on embedded defaults with an empty environment", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: "0.0.0.0",
      publicSiteUrl: "http://localhost:3000",
      dataDir: "./data",
      databaseUrl: undefined,
      logLevel: "info",
      isProduction: false,
      trustProxy: false,
    });
    expect(loadConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(true);
    expect(() => loadConfig({ TRUST_PROXY: "maybe" })).toThrow(/TRUST_PROXY must be true or false/);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.5, 10.0.1.0/24,fd00::/8" })).toMatchObject({
      trustProxy: true,
      trustedProxies: ["10.0.0.5", "10.0.1.0/24", "fd00::/8"],
    });
    expect(loadConfig({}).trustedProxies).toEqual([]);
    expect(loadConfig({ METRICS_TOKEN: "m".repeat(32) }).secrets.metricsToken).toBe("m".repeat(32));
    expect(() => loadConfig({ METRICS_TOKEN: "short" })).toThrow(
      /METRICS_TOKEN must be 24 to 256 printable characters/,
    );
    expect(() => loadConfig({ TRUST_PROXY: "10.0.0.0/33" })).toThrow(
      /TRUST_PROXY must be true or false, or the proxies'/,
    );
  });

  it("derives the public site URL from PORT and trims a trailing slash when given", () => {
    expect(loadConfig({ PORT: "8080" }).publicSiteUrl).toBe("http://localhost:8080");
    expect(loadConfig({ PUBLIC_SITE_URL: "https://fareline.example/" }).publicSiteUrl).toBe("https://fareline.example");
  });

  it("names the variable and what it accepts when a value is invalid", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT must be a port number between 0 and 65535/);
    expect(() => loadConfig({ LOG_LEVEL: "loud" })).toThrow(/LOG_LEVEL must be one of fatal, error/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL must be a PostgreSQL URL/);
    expect(() => loadConfig({ PUBLIC_SITE_URL: "not a url" })).toThrow(/PUBLIC_SITE_URL must be an absolute/);
  });

  it("requires AUTH_SECRET with DATABASE_URL in production only", () => {
    const env = { NODE_ENV: "production", DATABASE_URL: "postgres://u@h/db" };
    expect(() => loadConfig(env)).toThrow(/AUTH_SECRET is required/);
    expect(loadConfig({ ...env, AUTH_SECRET: "x".repeat(32) }).authSecret).toHaveLength(32);
    expect(loadConfig({ NODE_ENV: "production" }).authSecret).toBeUndefined();
  });

  it("treats empty values as unset", () => {
    expect(loadConfig({ PORT: "", DATA_DIR: " " })).toMatchObject({ port: 3000, dataDir: "./data" });
  });

  it("reads the accounts and e-mail settings: allow-list lower-cased, mail transport, secret kept apart", () => {
    const defaults = loadConfig({});
    expect(defaults.adminEmails).toEqual([]);
    expect(defaults.mail).toEqual({ smtpUrl: undefined, resendBaseUrl: "https://api.resend.com", from: undefined });
    expect(defaults.secrets.resendApiKey).toBeUndefined();
    const set = loadConfig({
      ADMIN_EMAILS: " Ops@Fareline.example, boss@fareline.example ,",
      SMTP_URL: "smtp://user:pass@mail.example:587",
      RESEND_API_KEY: "re_123",
      RESEND_BASE_URL: "http://127.0.0.1:9999/",
      MAIL_FROM: "Fareline <hello@fareline.example>",
    });
    expect(set.adminEmails).toEqual(["ops@fareline.example", "boss@fareline.example"]);
    expect(set.mail).toEqual({
      smtpUrl: "smtp://user:pass@mail.example:587",
      resendBaseUrl: "http://127.0.0.1:9999",
      from: "Fareline <hello@fareline.example>",
    });
    expect(set.secrets.resendApiKey).toBe("re_123");
    expect(() => loadConfig({ ADMIN_EMAILS: "ops" })).toThrow(/ADMIN_EMAILS must be a comma-separated list of e-mail/);
    expect(() => loadConfig({ SMTP_URL: "mail.example" })).toThrow(/SMTP_URL must be an SMTP URL/);
  });
});

describe("each flight source's variables", () => {
  it("are read by the source's own schema and stored under config.sources by its name", () => {
    const config = loadConfig({
      AMADEUS_CLIENT_ID: "id",
      AMADEUS_BASE_URL: "http://127.0.0.1:9000/",
      AMADEUS_QUOTA_FOS: "10",
      TRAVELPAYOUTS_TOKEN: " ",
    });
    expect(config.sources.amadeus).toMatchObject({
      clientId: "id",
      clientSecret: undefined,
      env: "test",
      baseUrl: "http://127.0.0.1:9000",
      quota: { FOS: 10, FOP: 3000, SEATMAPS: 1000, targetPercent: 75 },
    });
    expect(config.sources.travelpayouts).toEqual({ token: undefined, baseUrl: "https://api.travelpayouts.com" });
    expect(() => loadConfig({ AMADEUS_QUOTA_TARGET_PERCENT: "120" })).toThrow(
      /AMADEUS_QUOTA_TARGET_PERCENT must be a percentage between 1 and 100/,
    );
    expect(() => loadConfig({ TRAVELPAYOUTS_BASE_URL: "nowhere" })).toThrow(
      /TRAVELPAYOUTS_BASE_URL must be an absolute/,
    );
  });

  it("are only those of the sources the config is loaded with", () => {
    const config = loadConfig({ AMADEUS_QUOTA_FOS: "not a number" }, [travelpayoutsSource]);
    expect(Object.keys(config.sources)).toEqual(["travelpayouts"]);
  });
});
