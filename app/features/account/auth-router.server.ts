import express, { type RequestHandler, type Router } from "express";
import { z } from "zod";
import type { ServerServices } from "../../../server/context";
import { AUTH_MESSAGES, type AuthMessage, authText } from "../../core/auth/auth-rules";
import { CLIENT_IP_HEADER } from "../../core/auth/client-ip";
import { safeRedirectPath } from "../../core/auth/redirect-target";
import { ApiError } from "../../core/http/api-error";
import { parseInput } from "../../core/http/validation";
import { serverTranslator } from "../../i18n/catalogue.server";
import { type Locale, localeFromAcceptLanguage } from "../../i18n/locales";
import { callAuth } from "../../services/auth/accounts.server";

/** Overwrites the client-IP header with Express's req.ip (trust proxy decides), for every request. */
export const clientIpHeader: RequestHandler = (req, _res, next) => {
  req.headers[CLIENT_IP_HEADER] = req.ip ?? req.socket.remoteAddress ?? "";
  next();
};

/**
 * /api/auth/* → Better Auth. The request URL is rebuilt on PUBLIC_SITE_URL (never the Host
 * header). Every 429 gets our one message and the standard Retry-After (Better Auth's own
 * limiter only sends X-Retry-After).
 * The body arrives whole in req.body (a Buffer read within the one limit, server/app.ts).
 */
export function authHandler(context: ServerServices): RequestHandler {
  return async (req, res, next) => {
    try {
      const { auth } = context.accounts;
      const url = new URL(req.originalUrl, context.config.publicSiteUrl);
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (typeof value === "string") headers.set(name, value);
        else if (Array.isArray(value)) for (const v of value) headers.append(name, v);
      }
      const hasBody = req.method !== "GET" && req.method !== "HEAD" && Buffer.isBuffer(req.body);
      const response = await auth.handler(
        new Request(url, { method: req.method, headers, body: hasBody ? req.body : undefined }),
      );
      res.status(response.status);
      for (const [name, value] of response.headers) {
        if (name !== "set-cookie") res.setHeader(name, value);
      }
      const cookies = response.headers.getSetCookie();
      if (cookies.length) res.setHeader("set-cookie", cookies);
      res.setHeader("Cache-Control", "no-store");
      if (response.status === 429) {
        // The per-IP limiter (Better Auth's) and the per-e-mail limit (our hook) answer alike.
        const retryAfter = response.headers.get("retry-after") ?? response.headers.get("x-retry-after") ?? "60";
        res.setHeader("Retry-After", retryAfter);
        res.json({ message: say(callerLocale(req), AUTH_MESSAGES.tooManyAttempts), code: "TOO_MANY_ATTEMPTS" });
        return;
      }
      res.end(Buffer.from(await response.arrayBuffer()));
    } catch (error) {
      next(error);
    }
  };
}

/** API callers have no page: their Accept-Language picks the language of the messages and e-mails. */
const callerLocale = (req: express.Request): Locale => localeFromAcceptLanguage(req.get("accept-language"));
const say = (locale: Locale, message: AuthMessage) => authText(serverTranslator(locale), message);

const emailField = (locale: Locale) =>
  z
    .string({ message: say(locale, AUTH_MESSAGES.enterEmail) })
    .trim()
    .min(1, say(locale, AUTH_MESSAGES.enterEmail))
    .max(254)
    .email(say(locale, AUTH_MESSAGES.invalidEmail));

/**
 * The function endpoints auth-magiclink and auth-reset (a sign-in link, a reset link by e-mail).
 * Both answer alike for known and unknown addresses; `origin` must be this site and `redirectTo` a
 * page on it.
 */
export function authFunctionsRouter(context: ServerServices): Router {
  const router = express.Router();
  const siteOrigin = new URL(context.config.publicSiteUrl).origin;
  const originField = z
    .string({ message: "origin is required" })
    .refine((value) => value.replace(/\/+$/, "") === siteOrigin, { message: `origin must be ${siteOrigin}` });
  const magicLinkBody = (locale: Locale) =>
    z.object({
      email: emailField(locale),
      origin: originField,
      redirectTo: z
        .string()
        .optional()
        .refine((value) => value === undefined || safeRedirectPath(value, context.config.publicSiteUrl) !== null, {
          message: "redirectTo must be a page on this site",
        }),
    });
  const resetBody = (locale: Locale) => z.object({ email: emailField(locale), origin: originField });

  const answer = async (
    req: express.Request,
    res: express.Response,
    path: string,
    body: Record<string, unknown>,
    message: AuthMessage,
  ) => {
    const locale = callerLocale(req);
    const request = new Request(new URL(req.originalUrl, context.config.publicSiteUrl), {
      headers: { "user-agent": req.get("user-agent") ?? "", [CLIENT_IP_HEADER]: req.get(CLIENT_IP_HEADER) ?? "" },
    });
    const result = await callAuth(context, request, path, { body, locale });
    if (result.status === 429) {
      res.setHeader("Retry-After", result.retryAfter ?? "60");
      throw new ApiError(429, say(locale, AUTH_MESSAGES.tooManyAttempts));
    }
    if (!result.ok) {
      req.log?.warn({ status: result.status, code: result.code }, "auth function refused");
      throw new ApiError(
        result.status >= 500 ? 502 : 400,
        result.message ?? say(locale, AUTH_MESSAGES.genericAuthError),
      );
    }
    res.setHeader("Cache-Control", "no-store");
    res.json({ ok: true, message: say(locale, message) });
  };

  router.post("/auth-magiclink", express.json({ limit: "10kb" }), async (req, res) => {
    const input = parseInput(magicLinkBody(callerLocale(req)), req.body);
    const redirectTo = safeRedirectPath(input.redirectTo, context.config.publicSiteUrl) ?? "/";
    await answer(
      req,
      res,
      "/sign-in/magic-link",
      { email: input.email, callbackURL: redirectTo },
      AUTH_MESSAGES.magicLinkSent,
    );
  });
  router.post("/auth-reset", express.json({ limit: "10kb" }), async (req, res) => {
    const input = parseInput(resetBody(callerLocale(req)), req.body);
    await answer(
      req,
      res,
      "/request-password-reset",
      { email: input.email, redirectTo: "/auth/reset" },
      AUTH_MESSAGES.resetSentDescription,
    );
  });
  return router;
}
