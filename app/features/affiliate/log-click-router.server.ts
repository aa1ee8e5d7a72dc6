import express, { type ErrorRequestHandler, type Router } from "express";
import { z } from "zod";
import type { ServerServices } from "../../../server/context";
import { AFFILIATE_PROGRAMS, UNSUPPORTED_PROGRAM } from "../../core/affiliate/affiliate-link";
import { ApiError } from "../../core/http/api-error";
import { parseInput } from "../../core/http/validation";
import { affiliateClicks } from "../../services/db/schema";
import type { RateLimits } from "../../services/http/rate-limit.server";

const place = z
  .string()
  .trim()
  .max(64, { message: "must be at most 64 characters" })
  .regex(/^[A-Za-z0-9 _().,'-]*$/, { message: "must be a place code or name" })
  .transform((v) => (v === "" ? null : v.toUpperCase()))
  .nullish();

/** Body of POST /functions/v1/log-click: what the browser sends before opening a partner. */
const logClickSchema = z.object({
  program: z.enum(AFFILIATE_PROGRAMS, { message: UNSUPPORTED_PROGRAM }),
  sub_id: z.string().regex(/^[A-Za-z0-9_]{1,32}$/, { message: "must be 1-32 letters, digits or underscores" }),
  origin: place,
  destination: place,
});

export interface LogClickOptions {
  /** The server's rate limits (Redis-backed when REDIS_URL is set). */
  limits: RateLimits;
  /** Requests per IP per minute (default 30). */
  perMinute?: number;
}

/** `POST /log-click`: validates, rate-limits per IP and stores one affiliate_clicks row. */
export function logClickRouter(context: ServerServices, options: LogClickOptions): Router {
  const router = express.Router();
  const limiter = options.limits.limiter({
    name: "log-click",
    perMinute: options.perMinute ?? 30,
    message: "Too many clicks recorded from your address. Please wait a minute.",
  });
  router.post("/log-click", limiter, express.json({ limit: "4kb" }), async (req, res) => {
    const body = parseInput(logClickSchema, req.body ?? {});
    try {
      const [row] = await context.database.db
        .insert(affiliateClicks)
        .values({ program: body.program, subId: body.sub_id, origin: body.origin, destination: body.destination })
        .returning({ id: affiliateClicks.id });
      res.status(201).json({ ok: true, id: row?.id });
    } catch (error) {
      req.log?.error({ err: error }, "log-click insert failed");
      throw new ApiError(503, "The click could not be recorded right now.");
    }
  });
  const errors: ErrorRequestHandler = (error, _req, res, next) => {
    if (error instanceof ApiError) {
      res.status(error.status).json(error.toJSON());
      return;
    }
    if (typeof error?.status === "number" && error.status >= 400 && error.status < 500) {
      res.status(error.status).json({
        error: error?.type === "entity.parse.failed" ? "The request body is not valid JSON." : "Bad request.",
      });
      return;
    }
    next(error);
  };
  router.use(errors);
  return router;
}
