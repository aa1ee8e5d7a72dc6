import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/** One pg-core schema for PGlite and PostgreSQL alike. */

export const profiles = pgTable("profiles", {
  userId: text("user_id").primaryKey(),
  role: text("role").notNull().default("user"),
});

export const affiliateClicks = pgTable(
  "affiliate_clicks",
  {
    id: serial("id").primaryKey(),
    program: text("program").notNull(),
    subId: text("sub_id").notNull(),
    origin: text("origin"),
    destination: text("destination"),
    /**
     * /api/out clicks: hash of (client address, partner, minute), so one address records at
     * most one click per partner and minute across every server (unique; NULL for log-click rows).
     */
    dedupKey: text("dedup_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("affiliate_clicks_created_at_idx").on(table.createdAt),
    uniqueIndex("affiliate_clicks_dedup_key_idx").on(table.dedupKey),
  ],
);

/** Operator overrides of the environment's flags (USE_DUMMY_DATA, FORCE_PROVIDER, AMADEUS_ENV); see app/flags. */
export const featureFlags = pgTable("feature_flags", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Amadeus quota counters, one row per API and UTC month; `day`/`day_used` hold the
 * current UTC day's count. Updated by one atomic upsert (app/quotas).
 */
export const quotaCounters = pgTable(
  "quota_counters",
  {
    api: text("api").notNull(),
    month: text("month").notNull(),
    monthUsed: integer("month_used").notNull().default(0),
    day: text("day").notNull(),
    dayUsed: integer("day_used").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.api, table.month] })],
);

/** Force-allow switch per Amadeus API, set from the admin console. */
export const quotaOverrides = pgTable("quota_overrides", {
  api: text("api").primaryKey(),
  forceAllow: boolean("force_allow").notNull().default(false),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/*
 * Better Auth's tables (app/auth), written by hand from `getAuthTables` (better-auth/db) for
 * e-mail + password, two-factor, magic link, passkey and the database rate limiter. The
 * adapter maps models by these export names (user, session, …); columns are snake_case.
 */
const authTimestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

export const user = pgTable("user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  twoFactorEnabled: boolean("two_factor_enabled").default(false),
  /** The language of the page the person signed up on ("en" or "nl"): account e-mails use it. */
  locale: text("locale").notNull().default("en"),
  ...authTimestamps,
});

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** Assurance level: aal2 once this session passed a second factor (TOTP, backup code or passkey). */
    aal: text("aal").notNull().default("aal1"),
    ...authTimestamps,
  },
  (table) => [index("session_user_id_idx").on(table.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    ...authTimestamps,
  },
  (table) => [index("account_user_id_idx").on(table.userId)],
);

export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ...authTimestamps,
  },
  (table) => [index("verification_identifier_idx").on(table.identifier)],
);

export const twoFactor = pgTable(
  "two_factor",
  {
    id: text("id").primaryKey(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    verified: boolean("verified").default(true),
    failedVerificationCount: integer("failed_verification_count").default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
  },
  (table) => [index("two_factor_secret_idx").on(table.secret), index("two_factor_user_id_idx").on(table.userId)],
);

export const passkey = pgTable(
  "passkey",
  {
    id: text("id").primaryKey(),
    name: text("name"),
    publicKey: text("public_key").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    credentialID: text("credential_id").notNull(),
    counter: integer("counter").notNull(),
    deviceType: text("device_type").notNull(),
    backedUp: boolean("backed_up").notNull(),
    transports: text("transports"),
    createdAt: timestamp("created_at", { withTimezone: true }),
    aaguid: text("aaguid"),
  },
  (table) => [index("passkey_user_id_idx").on(table.userId), index("passkey_credential_id_idx").on(table.credentialID)],
);

/**
 * A counter per e-mail address that triggers raise (drizzle/0012_personal_stamps.sql) whenever
 * anything that person's pages show changes: their user row, sessions, sign-in methods, second
 * factor, role, alerts, alert prices and notifications. A page kept in memory for one session
 * answers only while the counter is unchanged (server/personal-pages.ts), on every server alike.
 */
export const personalStamps = pgTable("personal_stamps", {
  email: text("email").primaryKey(),
  stamp: bigint("stamp", { mode: "number" }).notNull().default(0),
});

/** Rate-limit counters shared by every server instance (Better Auth's limiter and the per-e-mail limit). */
export const rateLimit = pgTable("rate_limit", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

/** Per-e-mail attempt counters for sign-in, sign-up, magic link and reset (app/services/auth/email-rate-limit.server.ts). */
export const emailRateLimits = pgTable("email_rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowStart: bigint("window_start", { mode: "number" }).notNull(),
});

/*
 * Admin console (app/features/admin; decision 100). Operator tokens are stored only as a SHA-256 hash of
 * a 32-byte random secret; the audit log keeps who changed what, never a secret.
 */
export const adminTokens = pgTable(
  "admin_tokens",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** Hex SHA-256 of the secret part; the token itself is shown once and never stored. */
    secretHash: text("secret_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    /** The client address (Express's req.ip) of the last request the token authorised. */
    lastUsedIp: text("last_used_ip"),
    /** After this the token answers 401 (default 30 days, at most a year; rows from before expiry existed got 30 days). */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull().default(sql`now() + interval '30 days'`),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [index("admin_tokens_user_id_idx").on(table.userId)],
);

export const adminAuditLog = pgTable(
  "admin_audit_log",
  {
    id: serial("id").primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actorUserId: text("actor_user_id"),
    actorEmail: text("actor_email").notNull(),
    /** session, token, cli or config (which credential authorised the change). */
    via: text("via").notNull(),
    action: text("action").notNull(),
    target: text("target"),
    /** JSON text of the state before and after (never a secret). */
    before: text("before"),
    after: text("after"),
  },
  (table) => [index("admin_audit_log_at_idx").on(table.at)],
);

/** One row per search answered by the flow (no personal data), pruned after 90 days. */
export const searchLog = pgTable(
  "search_log",
  {
    id: serial("id").primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** The function or page that asked: search-amadeus, search-travelpayouts, … */
    fn: text("fn").notNull(),
    provider: text("provider").notNull(),
    /** live, cache, offline or none. */
    source: text("source").notNull(),
    route: text("route").notNull(),
    latencyMs: integer("latency_ms").notNull(),
    resultCount: integer("result_count").notNull(),
    cacheHit: boolean("cache_hit").notNull(),
  },
  (table) => [index("search_log_at_idx").on(table.at)],
);

export const integrationChecklist = pgTable("integration_checklist", {
  task: text("task").primaryKey(),
  done: boolean("done").notNull().default(false),
  position: integer("position").notNull().default(0),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The last measured state of each integration row (keys_present/reachable are measured live). */
export const integrationStatus = pgTable("integration_status", {
  key: text("key").primaryKey(),
  lastStatus: text("last_status").notNull(),
  lastError: text("last_error"),
  lastCheckedAt: timestamp("last_checked_at", { withTimezone: true }).notNull().defaultNow(),
});

export const backups = pgTable(
  "backups",
  {
    id: serial("id").primaryKey(),
    backupId: text("backup_id").notNull().unique(),
    /** manual or scheduled. */
    type: text("type").notNull(),
    /** triggered (running), completed or failed. */
    status: text("status").notNull(),
    fileName: text("file_name"),
    fileSize: bigint("file_size", { mode: "number" }),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (table) => [index("backups_created_at_idx").on(table.createdAt)],
);

// The price alerts' tables live in their own module.
export * from "./alert-tables";
// The contact form's inbox lives in its own module.
export * from "./contact-tables";
// The price history and the deals built on it live in their own module.
export * from "./price-tables";
