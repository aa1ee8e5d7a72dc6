import path from "node:path";
import express, { type Request, type Router } from "express";
import type { ServerServices } from "../../../server/context";
import {
  amadeusSwitchSchema,
  amadeusTestSchema,
  avsLatestPricesSchema,
  avsPricesForDatesSchema,
  avsWeekMatrixSchema,
  checklistAllSchema,
  checklistSetSchema,
  emptyBodySchema,
  providerTestSchema,
  quotaOverrideSchema,
  setFlagsBodySchema,
  tokenCreateSchema,
} from "../../core/admin/admin-schemas";
import { ApiError } from "../../core/http/api-error";
import { parseInput } from "../../core/http/validation";
import { actorOf, adminAccess } from "../../services/admin/admin-access.server";
import { createAdminToken, listAdminTokens, revokeAdminToken } from "../../services/admin/admin-tokens.server";
import { avsTest } from "../../services/admin/avs-tester.server";
import { backupFilePath, listBackups, runBackup } from "../../services/admin/backups.server";
import { checklist, markAllDone, setChecklistTask } from "../../services/admin/checklist.server";
import { checkIntegrations } from "../../services/admin/integrations.server";
import { amadeusTest, providerTest } from "../../services/admin/provider-tests.server";
import { recentAudit, recordAudit } from "../../services/audit/audit-log.server";
import { buildHealth } from "../../services/health/health.server";
import { QuotaService } from "../../services/search/quotas/quotas.server";
import { healthPayload } from "../functions/functions-router.server";
import { mountAlertsApi } from "./alerts-api.server";
import { mountInboxApi } from "./inbox-api.server";

const json = express.json({ limit: "16kb" });

/** A body must be a JSON object; anything else (a form post, text) is refused before parsing. */
function body(req: Request): unknown {
  if (req.body === undefined || req.body === null) return {};
  return req.body;
}

/**
 * The operator APIs (tokens, audit log, flags, cache, quotas, integrations, backups, provider
 * tests, the Aviasales tester), mounted at /api/admin, /api/providers and /api/avs behind
 * adminAccess. Each answers JSON; validation failures are 400 with a readable message.
 */
export function adminApi(context: ServerServices): { admin: Router; providers: Router; avs: Router } {
  // The flags are the search flow's own store, so a change is seen by the very next search.
  const { config, database, search: flow, flags } = context;
  const db = database.db;
  const quotas = new QuotaService(db, config);

  const admin = express.Router();
  // Tokens are made and revoked from the signed-in console itself (no token exists yet for the
  // first one): a session is required, and the Origin must be ours, so another site cannot.
  admin.use("/tokens", adminAccessForTokens(context), json);
  admin.get("/tokens", async (req, res) => {
    res.json({ tokens: await listAdminTokens(db, actorOf(req).userId) });
  });
  admin.post("/tokens", async (req, res) => {
    const input = parseInput(tokenCreateSchema, body(req));
    const actor = actorOf(req);
    const created = await createAdminToken(db, actor.userId, input);
    await recordAudit(db, actor, {
      action: "token.create",
      target: created.id,
      after: { name: input.name, expiresAt: created.expiresAt },
    });
    res.status(201).json(created);
  });
  admin.delete("/tokens/:id", async (req, res) => {
    const actor = actorOf(req);
    const id = String(req.params.id);
    if (!(await revokeAdminToken(db, actor.userId, id))) throw new ApiError(404, "No such token.");
    await recordAudit(db, actor, { action: "token.revoke", target: id });
    res.json({ ok: true });
  });

  admin.use(adminAccess(context), json);

  admin.get("/audit", async (_req, res) => {
    res.json({ entries: await recentAudit(db) });
  });

  admin.get("/flags/get", async (_req, res) => {
    const effective = await flags.effective();
    const health = await buildHealth(config, database, {}, flow.providers.services(), effective.flags);
    res.json({
      flags: effective.flags,
      defaults: effective.defaults,
      overrides: effective.overrides,
      services: health.services,
      environment: health.environment,
      node: health.node,
    });
  });

  admin.post("/flags/set", async (req, res) => {
    const input = parseInput(setFlagsBodySchema, body(req));
    const before = (await flags.effective()).flags;
    const after = await flags.set(input.flags);
    flow.resetHealth();
    await recordAudit(db, actorOf(req), { action: "flags.set", before, after: after.flags });
    res.json({ ok: true, error: null, flags: after.flags, defaults: after.defaults, overrides: after.overrides });
  });

  admin.post("/cache/purge", async (req, res) => {
    parseInput(emptyBodySchema, body(req));
    const purged = await flow.cache.purge();
    await recordAudit(db, actorOf(req), { action: "cache.purge", after: { purged } });
    res.json({ ok: true, purged });
  });

  admin.post("/amadeus/test", async (req, res) => {
    const input = parseInput(amadeusTestSchema, body(req));
    res.json(await amadeusTest(flow, quotas, input, config.upstreamTimeoutMs));
  });

  admin.post("/amadeus/switch", async (req, res) => {
    const { env } = parseInput(amadeusSwitchSchema, body(req));
    const before = (await flags.effective()).flags.AMADEUS_ENV;
    await flags.set({ AMADEUS_ENV: env });
    flow.resetHealth();
    await recordAudit(db, actorOf(req), { action: "amadeus.switch", before: { env: before }, after: { env } });
    res.json({ ok: true, error: null, env });
  });

  admin.get("/quota/status", async (_req, res) => {
    res.json({ rows: await quotas.status() });
  });

  admin.post("/quota/override", async (req, res) => {
    const input = parseInput(quotaOverrideSchema, body(req));
    const before = (await quotas.status()).find((row) => row.api === input.api);
    const row = await quotas.setOverride(input.api, input.force_allow);
    await recordAudit(db, actorOf(req), {
      action: "quota.override",
      target: input.api,
      before: { force_allow: before?.forceAllow ?? false },
      after: { force_allow: row.forceAllow },
    });
    res.json({ ok: true, row });
  });

  admin.get("/integrations/list", async (_req, res) => {
    res.json({ rows: await checkIntegrations(context) });
  });

  admin.post("/integrations/health", async (req, res) => {
    parseInput(emptyBodySchema, body(req));
    const rows = await checkIntegrations(context);
    const failed = rows.find((row) => row.last_status === "error");
    res.json({ ok: !failed, error: failed ? `${failed.name}: ${failed.last_error}` : null, rows });
  });

  admin.get("/integrations/checklist", async (_req, res) => {
    res.json({ tasks: await checklist(db) });
  });

  admin.post("/integrations/checklist", async (req, res) => {
    const raw = body(req);
    const actor = actorOf(req);
    if (raw && typeof raw === "object" && "all" in raw) {
      parseInput(checklistAllSchema, raw);
      const tasks = await markAllDone(db);
      await recordAudit(db, actor, { action: "checklist.all_done" });
      res.json({ tasks });
      return;
    }
    const input = parseInput(checklistSetSchema, raw);
    const tasks = await setChecklistTask(db, input.task, input.done);
    await recordAudit(db, actor, { action: "checklist.set", target: input.task, after: { done: input.done } });
    res.json({ tasks });
  });

  admin.post("/backups/run", async (req, res) => {
    parseInput(emptyBodySchema, body(req));
    const actor = actorOf(req);
    const backup = await runBackup(context, "manual");
    await recordAudit(db, actor, { action: "backup.run", target: backup.backup_id, after: { status: backup.status } });
    if (backup.status === "failed") {
      // The server worked but could not write the dump (disk full, BACKUP_DIR unwritable…):
      // 503 with the reason and the row, which the Backups tab lists as failed (decision 101).
      res.status(503).json({ ok: false, error: `Backup failed: ${backup.error}`, backup });
      return;
    }
    res.json({ ok: true, error: null, backup });
  });

  admin.get("/backups/list", async (_req, res) => {
    res.json({ backups: await listBackups(db) });
  });

  admin.get("/backups/:backupId/download", async (req, res) => {
    const file = await backupFilePath(context, String(req.params.backupId));
    if (!file) throw new ApiError(404, "No completed backup with that id.");
    res.download(file, path.basename(file), { headers: { "Cache-Control": "no-store" } });
  });

  mountInboxApi(admin, context);
  mountAlertsApi(admin, context);

  admin.use((req, res) => {
    res.status(404).json({ error: `No admin API at ${req.method} ${req.baseUrl}${req.path}` });
  });

  const providers = express.Router();
  providers.use(adminAccess(context), json);
  providers.get("/health", async (_req, res) => {
    const health = await healthPayload(config, database, flow);
    const endpoints = Object.fromEntries(
      Object.entries(health.tests).map(([name, test]) => [
        name,
        { ok: test.ok, status: test.status, error: test.error },
      ]),
    );
    res.json({
      environment: health.environment,
      services: health.services,
      tests: health.tests,
      endpoints,
      fxBase: "USD",
      node: health.node,
      timestamp: health.timestamp,
    });
  });
  providers.post("/test/:name", async (req, res) => {
    const name = String(req.params.name);
    const names = flow.providers.sources.map((source) => source.info.name);
    if (!names.includes(name)) throw new ApiError(404, `Test ${names.join(" or ")}.`);
    const input = parseInput(providerTestSchema, body(req));
    res.json(await providerTest(name, flow, quotas, input, config.upstreamTimeoutMs));
  });
  providers.use((req, res) => {
    res.status(404).json({ error: `No provider API at ${req.method} ${req.baseUrl}${req.path}` });
  });

  const avs = express.Router();
  avs.use(adminAccess(context), json);
  avs.post("/prices-for-dates", async (req, res) => {
    const input = parseInput(avsPricesForDatesSchema, body(req));
    res.json(await avsTest(context, { endpoint: "prices-for-dates", input }));
  });
  avs.post("/week-matrix", async (req, res) => {
    const input = parseInput(avsWeekMatrixSchema, body(req));
    res.json(await avsTest(context, { endpoint: "week-matrix", input }));
  });
  avs.post("/get-latest-prices", async (req, res) => {
    const input = parseInput(avsLatestPricesSchema, body(req));
    res.json(await avsTest(context, { endpoint: "get-latest-prices", input }));
  });
  avs.use((req, res) => {
    res.status(404).json({ error: `No Aviasales tester API at ${req.method} ${req.baseUrl}${req.path}` });
  });

  return { admin, providers, avs };
}

/**
 * Token management: an admin session (gate passed) whose request comes from our own origin;
 * a token cannot make or revoke tokens, so a leaked token cannot mint more.
 */
function adminAccessForTokens(context: ServerServices): express.RequestHandler {
  const guard = adminAccess(context, { sessionOnly: true });
  const ownOrigin = new URL(context.config.publicSiteUrl).origin;
  return (req, res, next) => {
    guard(req, res, (error?: unknown) => {
      if (error) return next(error);
      if (req.method !== "GET" && req.get("origin") !== ownOrigin) {
        res.status(403).json({ error: "Cross-site request refused." });
        return;
      }
      next();
    });
  };
}
