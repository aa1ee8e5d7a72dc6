import type { Request } from "express";
import { serverTranslator } from "../../i18n/catalogue.server";
import { localeFromAcceptLanguage, localeFromPath } from "../../i18n/locales";
import type { Logger } from "../logging/logger.server";
import { OUTAGE_LOG_INTERVAL_MS } from "../logging/throttled-warn.server";

/**
 * A state change whose page was served by this very server at another address than
 * PUBLIC_SITE_URL (decision 285): the request names as its origin the host it was sent to
 * (`Host` or the proxy's `X-Forwarded-Host`), so no other site sent it — the site was opened at
 * an address it is not set up for. It is still refused (cookies, links and the accounts' trusted
 * origins all follow PUBLIC_SITE_URL), but the visitor is told the site is misconfigured, in the
 * page's language, and the log says at most once a minute which variable to set.
 */
export interface SiteAddressCheck {
  /** The sentence for the visitor when `opened` is this server's own address, else null. */
  misconfigured(req: Request, opened: string, isApi: boolean): string | null;
}

export function siteAddressCheck(
  siteUrl: string,
  logger: Pick<Logger, "warn">,
  now: () => number = Date.now,
): SiteAddressCheck {
  const configured = new URL(siteUrl).origin;
  let lastLoggedAt = Number.NEGATIVE_INFINITY;
  let held = 0;
  return {
    misconfigured(req, opened, isApi) {
      let host: string;
      try {
        host = new URL(opened).host;
      } catch {
        return null;
      }
      const reachedAt = [req.get("host"), ...(req.get("x-forwarded-host")?.split(",") ?? [])].map((h) =>
        h?.trim().toLowerCase(),
      );
      if (!host || !reachedAt.includes(host.toLowerCase())) return null;
      if (now() - lastLoggedAt >= OUTAGE_LOG_INTERVAL_MS) {
        logger.warn(
          { opened, configured, variable: "PUBLIC_SITE_URL", path: req.path, notLoggedSinceLast: held },
          `a form was refused: the site was opened at ${opened} but PUBLIC_SITE_URL is ${configured}; set PUBLIC_SITE_URL to the address visitors use`,
        );
        lastLoggedAt = now();
        held = 0;
      } else {
        held += 1;
      }
      const locale = isApi ? localeFromAcceptLanguage(req.get("accept-language")) : localeFromPath(req.path);
      return serverTranslator(locale)("operations.misconfiguredOrigin", { opened, configured });
    },
  };
}
