import type { Request, Router } from "express";
import type { ServerServices } from "../../../server/context";
import { alertChangeSchema, pathIdSchema } from "../../core/admin/admin-schemas";
import { ApiError } from "../../core/http/api-error";
import { parseInput } from "../../core/http/validation";
import { actorOf } from "../../services/admin/admin-access.server";
import { alertDetail, controlAlert, listAlerts } from "../../services/admin/alert-controls.server";

const idOf = (req: Request) => parseInput(pathIdSchema, req.params.id);
const NO_SUCH_ALERT = "No price alert with that id.";

/**
 * The Alerts tab's API on the admin router (behind adminAccess): find alerts by e-mail or route,
 * read one with its price history and e-mails, and check now, pause, resume or delete it, audited.
 */
export function mountAlertsApi(admin: Router, context: ServerServices) {
  const db = context.database.db;
  admin.get("/alerts", async (req, res) => {
    const query = typeof req.query.q === "string" ? req.query.q.slice(0, 200) : "";
    res.json({ alerts: await listAlerts(db, { query }) });
  });
  admin.get("/alerts/:id", async (req, res) => {
    const detail = await alertDetail(db, idOf(req));
    if (!detail) throw new ApiError(404, NO_SUCH_ALERT);
    res.json(detail);
  });
  const control = (action: "check" | "pause" | "resume" | "delete", req: Request) =>
    controlAlert(context, actorOf(req), idOf(req), action).then((outcome) => {
      if (outcome.kind === "missing") throw new ApiError(404, NO_SUCH_ALERT);
      if (outcome.kind === "refused") throw new ApiError(409, outcome.reason);
      return outcome;
    });
  admin.post("/alerts/:id/check", async (req, res) => {
    const outcome = await control("check", req);
    res.json({ ok: true, status: outcome.status, check: outcome.check });
  });
  admin.post("/alerts/:id/status", async (req, res) => {
    const { action } = parseInput(alertChangeSchema, req.body ?? {});
    const outcome = await control(action, req);
    res.json({ ok: true, status: outcome.status });
  });
  admin.delete("/alerts/:id", async (req, res) => {
    await control("delete", req);
    res.json({ ok: true, status: null });
  });
}
