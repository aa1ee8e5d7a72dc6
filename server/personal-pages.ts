import type { RequestHandler } from "express";
import { LRUCache } from "lru-cache";
import { sessionTokenOf } from "../app/core/auth/session-cookie";
import { PERSONAL_CACHE_CONTROL } from "../app/services/http/no-store.server";
import type { ServerServices } from "./context";
import { type KeptPage, keptPages, keptPagesHandler } from "./kept-page";

/** A kept page answers this long at most: the ages on it ("checked 3 min ago") stay right within a minute. */
const MAX_AGE_MS = 60_000;
/** The memory all sessions' kept pages may take together; the least recently asked go first. */
const MAX_BYTES = 24 * 1024 * 1024;
/** At most this many pages, however small. */
const MAX_PAGES = 2_000;

/** A page rendered for one session, and what it was rendered from. */
interface PersonalPage extends KeptPage {
  basis: string;
}

export interface PersonalPagesOptions {
  services: Pick<ServerServices, "config" | "logger">;
  /** Renders a page for the session of the Cookie header it is asked with. */
  render: (request: Request) => Promise<Response>;
  /**
   * What the session's pages show, as a stamp that changes with any of it (the person's counter,
   * app/services/auth/personal-stamp.server.ts), or null when the session may not be answered
   * from memory (unknown, revoked, expired, due for extension).
   */
  sessionStamp: (token: string) => Promise<string | null>;
  /** The paths answered from memory, without a query string (English and Dutch). */
  paths: readonly string[];
  now?: () => number;
}

/**
 * A signed-in person's pages — their account, their alerts, and the pages everyone sees, with
 * their header (account menu, bell) — kept in memory for their session (decision 295): the page
 * is rendered once for the request's Cookie header, and answered again to that same header while
 * the session's stamp, the UTC day and MAX_AGE_MS allow. The stamp is read from the shared
 * database on every request, so signing out, revoking a session, a second factor passed or
 * added, a changed alert or a new notification — through any server — is shown at once. Still
 * `private, no-store` to browsers and proxies (decision 195); never shared between sessions, as
 * the key is the whole Cookie header. A render that is not a plain 200 without a cookie (a
 * redirect to sign in or to the second factor, a session extended) is not kept: such requests
 * go to the per-request renderer until what the page is rendered from changes.
 */
export function personalPages({
  services,
  render,
  sessionStamp,
  paths,
  now = Date.now,
}: PersonalPagesOptions): RequestHandler {
  const served = new Set(paths);
  const refused = new LRUCache<string, string>({ max: MAX_PAGES });
  const { pages, renderPage } = keptPages<PersonalPage, string>({
    services,
    max: MAX_PAGES,
    maxBytes: MAX_BYTES,
    render,
    pageFrom: (rendered, _response, basis) => ({ page: { ...rendered, basis }, keep: true }),
    onRefused: (key, basis) => refused.set(key, basis),
    name: "personal page",
    now,
  });

  return keptPagesHandler(services.config, async (req) => {
    if (!served.has(req.path) || req.originalUrl.includes("?")) return;
    const cookie = req.get("cookie") ?? "";
    const token = sessionTokenOf(cookie);
    if (!token) return;
    // Read before rendering: a change while the page renders makes it stale at once.
    const stamp = await sessionStamp(token);
    if (stamp === null) return;
    const basis = `${new Date(now()).toISOString().slice(0, 10)}|${stamp}`;
    const key = `${req.path}\n${cookie}`;
    if (refused.get(key) === basis) return;
    let page = pages.get(key);
    if (!page || page.basis !== basis || now() - page.renderedAt > MAX_AGE_MS) {
      page = (await renderPage(key, basis, req.path, { cookie })) ?? undefined;
    }
    if (!page) return;
    return { page, cacheControl: PERSONAL_CACHE_CONTROL, routePattern: req.path, kept: "session" };
  });
}
