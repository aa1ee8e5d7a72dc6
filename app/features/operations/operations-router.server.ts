import { createHash, timingSafeEqual } from "node:crypto";
import express, { type RequestHandler, type Router } from "express";
import type { ServerServices } from "../../../server/context";
import { adminAccess } from "../../services/admin/admin-access.server";
import { readiness } from "../../services/health/readiness.server";

/**
 * What an operator's tools read (decision 286): GET /livez (the process answers), GET /readyz
 * (ready for traffic, else 503 with the reason) and GET /metrics (Prometheus text, behind
 * METRICS_TOKEN as a bearer token or an admin's credentials as for the admin API).
 */

const MESSAGES = {
  tokenRequired:
    "Metrics need a token: send METRICS_TOKEN as a bearer token (Authorization: Bearer …) or an admin token in x-admin-token.",
  tokenInvalid: "This metrics token is not valid: send the value of METRICS_TOKEN as the bearer token.",
} as const;

const digest = (value: string) => createHash("sha256").update(value).digest();

/** The bearer token matches METRICS_TOKEN (compared in constant time). */
function metricsTokenMatches(header: string | undefined, expected: string | undefined): boolean | null {
  const given = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "")?.[1];
  if (!given) return null;
  return expected !== undefined && timingSafeEqual(digest(given), digest(expected));
}

/** METRICS_TOKEN, else the admin API's own check (an admin token, or an admin's session). */
function metricsAccess(context: ServerServices): RequestHandler {
  const asAdmin = adminAccess(context);
  return (req, res, next) => {
    res.set("Cache-Control", "no-store");
    const bearer = metricsTokenMatches(req.get("authorization"), context.config.secrets.metricsToken);
    if (bearer === true) return next();
    if (req.get("x-admin-token")?.trim() || (bearer === null && req.get("cookie"))) return asAdmin(req, res, next);
    res.status(401).json({ error: bearer === false ? MESSAGES.tokenInvalid : MESSAGES.tokenRequired });
  };
}

export function operationsRouter(context: ServerServices): Router {
  const router = express.Router();
  const { config, database, lifecycle, limits, metrics } = context;

  router.get("/livez", (_req, res) => {
    res.set("Cache-Control", "no-store").json({ status: "alive" });
  });

  router.get("/readyz", async (_req, res, next) => {
    try {
      const answer = await readiness({
        database,
        dataDir: config.dataDir,
        lifecycle,
        ...(config.redisUrl ? { redis: (timeoutMs: number) => limits.ping(timeoutMs) } : {}),
      });
      res
        .set("Cache-Control", "no-store")
        .status(answer.ready ? 200 : 503)
        .json({ status: answer.ready ? "ready" : "not ready", reason: answer.reason, checks: answer.checks });
    } catch (error) {
      next(error);
    }
  });

  router.get("/metrics", metricsAccess(context), async (_req, res, next) => {
    try {
      const { contentType, body } = await metrics.exposition();
      res.type(contentType).send(body);
    } catch (error) {
      next(error);
    }
  });

  return router;
}
