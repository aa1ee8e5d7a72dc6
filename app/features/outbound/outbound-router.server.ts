import { createHmac } from "node:crypto";
import express, { type Request, type Router } from "express";
import { z } from "zod";
import { BRAND_NAME } from "../../brand/brand";
import { buildAllowList } from "../../core/outbound/allow-list";
import { serverTranslator } from "../../i18n/catalogue.server";
import { type Locale, localeFromAcceptLanguage, localizedPath } from "../../i18n/locales";
import type { MessageKey } from "../../i18n/message-key";
import type { Config } from "../../services/config/config.server";
import type { DatabaseHandle } from "../../services/db/database.server";
import { affiliateClicks } from "../../services/db/schema";
import type { Logger } from "../../services/logging/logger.server";

const querySchema = z.object({
  to: z.string().regex(/^[a-z0-9-]{1,40}$/),
  src: z
    .string()
    .regex(/^[a-z0-9_-]{1,32}$/)
    .optional(),
});

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/**
 * A small, self-contained HTML page: /api/out is opened in a new tab, so the answer must make sense
 * alone. The tools' links send no referrer, so the browser's languages choose English or Dutch.
 */
function rejectionPage(locale: Locale, reason: MessageKey): string {
  const t = serverTranslator(locale);
  return `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(t("results.outbound.title", { brand: BRAND_NAME }))}</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#0f172a;line-height:1.5}a{color:#174ca8}</style>
</head>
<body><main><h1>${escapeHtml(t("results.outbound.heading"))}</h1><p>${escapeHtml(t(reason))}</p>
<p><a href="${localizedPath("/tools", locale)}">${escapeHtml(t("results.outbound.backToTools"))}</a> · <a href="${localizedPath("/", locale)}">${escapeHtml(t("results.outbound.searchFlights"))}</a></p></main></body>
</html>`;
}

interface OutboundDeps {
  config: Pick<Config, "toolUrls" | "authSecret">;
  database: DatabaseHandle;
  logger: Logger;
}

/**
 * The click's de-duplication key: one click per client address, partner and UTC minute.
 * Keyed with the server secret, so the stored value does not reveal the address.
 */
function clickDedupKey(secret: string, ip: string, partner: string, now: Date): string {
  const minute = Math.floor(now.getTime() / 60_000);
  return createHmac("sha256", secret).update(`${ip}|${partner}|${minute}`).digest("base64url");
}

/**
 * GET /out?to={partner}&src={source}: redirects (302) to an allow-listed partner and
 * records the click (affiliate_clicks, program = partner, sub_id = source) — at most one
 * per address, partner and minute, enforced by a unique key in the database so it holds
 * across servers. HEAD answers the same redirect and records nothing. Anything else gets
 * a 400 page and no Location header; no URL is ever taken from the request.
 */
export function outboundRouter({ config, database, logger }: OutboundDeps): Router {
  const allow = buildAllowList(config.toolUrls);
  const secret = config.authSecret ?? "fareline-click-dedup";
  const router = express.Router();
  const record = async (req: Request, partner: string, src: string) => {
    if (req.method !== "GET") return; // HEAD (link checkers, previews) is not a click
    const dedupKey = clickDedupKey(secret, req.ip ?? "", partner, new Date());
    try {
      const inserted = await database.db
        .insert(affiliateClicks)
        .values({ program: partner, subId: src, dedupKey })
        .onConflictDoNothing({ target: affiliateClicks.dedupKey })
        .returning({ id: affiliateClicks.id });
      logger.info({ event: "outbound_click", partner, src, recorded: inserted.length > 0 }, "outbound click");
    } catch (error) {
      // Losing one click record must not strand the traveller.
      logger.error({ err: error, event: "outbound_click_log_failed", partner }, "could not record outbound click");
    }
  };
  router.get("/out", async (req, res) => {
    res.set("Cache-Control", "no-store");
    res.set("X-Robots-Tag", "noindex");
    const parsed = querySchema.safeParse(req.query);
    const target = parsed.success ? allow.get(parsed.data.to) : undefined;
    if (!parsed.success || !target) {
      const raw = typeof req.query.to === "string" ? req.query.to.slice(0, 100) : null;
      logger.warn({ event: "outbound_rejected", to: raw }, "outbound link refused");
      res
        .status(400)
        .type("html")
        .send(
          rejectionPage(
            localeFromAcceptLanguage(req.get("accept-language")),
            parsed.success ? "results.outbound.unknownPartner" : "results.outbound.missingPartner",
          ),
        );
      return;
    }
    const { to: partner, src = "tools" } = parsed.data;
    await record(req, partner, src);
    res.redirect(302, target);
  });
  return router;
}
