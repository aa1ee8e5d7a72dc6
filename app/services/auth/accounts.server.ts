import type { AppLoadContext } from "react-router";
import { CLIENT_IP_HEADER } from "../../core/auth/client-ip";
import { type Locale, localeFromPath } from "../../i18n/locales";
import type { Mailer } from "../email/mailer.server";
import { AUTH_BASE_PATH, type Auth } from "./auth.server";

/** Better Auth and the mailer, built once at start-up by the composition root (server/services.ts). */
export interface Accounts {
  auth: Auth;
  mailer: Mailer;
}

type AccountsContext = Pick<AppLoadContext, "config" | "accounts">;

export interface AuthCallResult<T = Record<string, unknown>> {
  status: number;
  ok: boolean;
  data: T | null;
  /** Better Auth's error message, when it answered with one. */
  message: string | null;
  code: string | null;
  setCookies: string[];
  retryAfter: string | null;
  /** Where Better Auth redirected, for endpoints that answer with a redirect. */
  location: string | null;
}

/**
 * Calls a Better Auth endpoint through its full request pipeline (rate limits, hooks,
 * origin check), as the browser would, on behalf of a page action or function endpoint, in the
 * language of the page that asked.
 * The URL comes from PUBLIC_SITE_URL, never from request headers; the caller's cookies,
 * user agent and client IP are passed on.
 */
export async function callAuth<T = Record<string, unknown>>(
  context: AccountsContext,
  request: Request,
  path: string,
  init: {
    method?: "GET" | "POST";
    body?: unknown;
    query?: Record<string, string>;
    cookies?: string[];
    /** The language Better Auth answers in; the page's (from its URL) when not given. */
    locale?: Locale;
  } = {},
): Promise<AuthCallResult<T>> {
  const { auth } = context.accounts;
  const url = new URL(`${AUTH_BASE_PATH}${path}`, context.config.publicSiteUrl);
  for (const [key, value] of Object.entries(init.query ?? {})) url.searchParams.set(key, value);
  const headers = new Headers({
    origin: new URL(context.config.publicSiteUrl).origin,
    accept: "application/json",
    // Never the browser's own languages: the page's language decides (request-locale.ts).
    "accept-language": init.locale ?? localeFromPath(new URL(request.url).pathname),
  });
  const cookie = [request.headers.get("cookie"), ...(init.cookies ?? []).map((c) => c.split(";")[0])]
    .filter(Boolean)
    .join("; ");
  if (cookie) headers.set("cookie", cookie);
  for (const name of ["user-agent", CLIENT_IP_HEADER]) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  const method = init.method ?? "POST";
  if (method === "POST") headers.set("content-type", "application/json");
  const response = await auth.handler(
    new Request(url, { method, headers, body: method === "POST" ? JSON.stringify(init.body ?? {}) : undefined }),
  );
  const text = await response.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  const error = !response.ok && data && typeof data === "object" ? (data as { message?: string; code?: string }) : null;
  return {
    status: response.status,
    ok: response.ok,
    data: response.ok ? (data as T) : null,
    message: error?.message ?? null,
    code: error?.code ?? null,
    setCookies: response.headers.getSetCookie(),
    retryAfter: response.headers.get("retry-after") ?? response.headers.get("x-retry-after"),
    location: response.headers.get("location"),
  };
}

/** Headers carrying Better Auth's cookies on to the browser. */
export function cookieHeaders(setCookies: string[]): Headers {
  const headers = new Headers();
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  return headers;
}
