import type { RequestHandler } from "express";

/**
 * Answers 405 with `Allow` when a known path is asked with a method it does not take
 * (TRACE included), before any parser or handler runs. Paths not in the table pass on.
 */
export function methodGuard(allowed: Record<string, readonly string[]>): RequestHandler {
  const table = new Map(
    Object.entries(allowed).map(([path, methods]) => {
      const set = new Set(methods.map((m) => m.toUpperCase()));
      if (set.has("GET")) set.add("HEAD");
      return [path, set] as const;
    }),
  );
  return (req, res, next) => {
    const methods = table.get(req.path);
    if (!methods || methods.has(req.method) || req.method === "OPTIONS") {
      next();
      return;
    }
    const allow = [...methods].join(", ");
    res.set("Allow", allow);
    res.status(405).json({ error: `${req.method} is not supported here; use ${allow}.` });
  };
}

/** Methods the site serves at all; anything else (TRACE, CONNECT, …) is a 405 everywhere. */
const SITE_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

export const siteMethodGuard: RequestHandler = (req, res, next) => {
  if ((SITE_METHODS as readonly string[]).includes(req.method)) {
    next();
    return;
  }
  res.set("Allow", "GET, HEAD, POST");
  res.status(405).json({ error: `${req.method} is not supported.` });
};
