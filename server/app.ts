import { randomUUID } from "node:crypto";
import path from "node:path";
import compression from "compression";
import express, { type Express } from "express";
import expressStaticGzip from "express-static-gzip";
import helmet from "helmet";
import { pinoHttp } from "pino-http";
import { createRequestHandler } from "react-router";
import { buildRobotsTxt } from "../app/core/seo/robots";
import { buildSitemapXml, staticPathsFromRoutes } from "../app/core/seo/sitemap";
import { authFunctionsRouter, authHandler, clientIpHeader } from "../app/features/account/auth-router.server";
import { adminApi } from "../app/features/admin/admin-api.server";
import { logClickRouter } from "../app/features/affiliate/log-click-router.server";
import {
  createFunctionsRouter,
  functionMethods,
  respondHealth,
} from "../app/features/functions/functions-router.server";
import { operationsRouter } from "../app/features/operations/operations-router.server";
import { outboundRouter } from "../app/features/outbound/outbound-router.server";
import { autocompleteRouter } from "../app/features/places/autocomplete-router.server";
import { LOCALES } from "../app/i18n/locales";
import { resolveOperator } from "../app/services/admin/admin-access.server";
import { AUTH_BASE_PATH } from "../app/services/auth/auth.server";
import { personalStampReader } from "../app/services/auth/personal-stamp.server";
import { newestDealAt } from "../app/services/deals/deals.server";
import { guideSitemapEntries } from "../app/services/guides/guide-content.server";
import { dutchGuideSlugs } from "../app/services/guides/guide-translations.server";
import { documentEncodingFor } from "../app/services/http/document-encoding.server";
import { methodGuard, siteMethodGuard } from "../app/services/http/method-guard.server";
import { personalNoStore } from "../app/services/http/no-store.server";
import { pageBudget } from "../app/services/http/page-budget.server";
import { type BuildSource, loadBuild, pageHandler } from "../app/services/http/page-handler.server";
import {
  BODY_LIMIT_BYTES,
  bodyWithin,
  pageRequestGuard,
  sameSiteGuard,
} from "../app/services/http/request-guards.server";
import { requestMetrics, routeNamed } from "../app/services/http/request-metrics.server";
import { securityHeaders } from "../app/services/http/security-headers.server";
import { siteAddressCheck } from "../app/services/http/site-address.server";
import { personalPagePaths } from "../app/services/prerender/shared-paths.server";
import { apiErrorHandler, apiNotFound } from "./api-errors";
import { clientFiles } from "./client-files";
import type { ServerServices } from "./context";
import { keptRenderContext } from "./kept-page";
import { keptSearchPages } from "./kept-search-pages";
import { personalPages } from "./personal-pages";
import { sharedPages } from "./shared-pages";

export interface AppOptions {
  /** Built by the composition root (server/services.ts); the app only routes requests to them. */
  services: ServerServices;
  /**
   * Production passes the built bundle itself, so React Router derives its routes once; development
   * passes a function that loads it from Vite on each request (React Router derives them each time).
   */
  build: BuildSource;
  /** Express middleware that serves client assets (Vite's in development). */
  assets?: express.RequestHandler;
  clientDir?: string;
  /** Answer the pages that are the same for everyone from memory (server/shared-pages.ts); production only. */
  sharedPages?: boolean;
}

/** Polled by probes and Prometheus every few seconds: never logged per request. */
const PROBE_PATHS = new Set(["/livez", "/readyz", "/metrics"]);

export function createApp({ services, build, assets, clientDir, sharedPages: shared }: AppOptions): Express {
  const { config, logger, search: flow, limits } = services;
  const app = express();
  app.disable("x-powered-by");
  // req.ip is the client's address: X-Forwarded-For is read through proxies on this machine and
  // those TRUST_PROXY lists, never further (a client's own X-Forwarded-For entries are not believed).
  app.set("trust proxy", ["loopback", ...config.trustedProxies]);
  // Every answered request, by the route pattern that answered it (GET /metrics).
  app.use(
    requestMetrics((route, method, status, seconds) => services.metrics.httpRequest(route, method, status, seconds)),
  );

  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const incoming = req.headers["x-request-id"];
        const id = typeof incoming === "string" && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
        res.setHeader("x-request-id", id);
        return id;
      },
      // Asset requests and the probes' polling would drown the log; everything else gets one short line.
      autoLogging: {
        ignore: (req) => (req.url?.startsWith("/assets/") ?? false) || PROBE_PATHS.has(req.url?.split("?")[0] ?? ""),
      },
      serializers: {
        req: (req) => ({ id: req.id, method: req.method, url: req.url }),
        res: (res) => ({ statusCode: res.statusCode }),
      },
    }),
  );
  app.use(
    helmet({
      // CSP, Permissions-Policy and HSTS (only over HTTPS) come from securityHeaders below.
      contentSecurityPolicy: false,
      strictTransportSecurity: false,
      crossOriginEmbedderPolicy: false,
      frameguard: { action: "deny" },
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    }),
  );
  app.use(
    securityHeaders({
      publicSiteUrl: config.publicSiteUrl,
      trustProxy: config.trustProxy,
      // Vite's middleware serves the assets only under `npm run dev` (its HMR socket needs ws:).
      development: assets !== undefined,
    }),
  );
  app.use(compression());
  // Liveness, readiness and metrics: before the guards and the pages, answered for GET and HEAD.
  app.use(operationsRouter(services));
  // TRACE, CONNECT and other methods the site never serves: 405, never a 500 from the page renderer.
  app.use(siteMethodGuard);
  // A state change from another site's page is refused everywhere, before anything reads it.
  const isApiPath = (p: string) => p.startsWith("/api/") || p.startsWith(`${config.functionsBasePath}/`);
  // A page served at another address than PUBLIC_SITE_URL is refused too, with a sentence saying so.
  app.use(sameSiteGuard(config.publicSiteUrl, isApiPath, siteAddressCheck(config.publicSiteUrl, logger)));
  // Accounts (app/auth): the client IP for the auth rate limiter; Better Auth gets its body read whole within the limit.
  app.use(clientIpHeader);
  app.all(`${AUTH_BASE_PATH}/*splat`, bodyWithin(BODY_LIMIT_BYTES), authHandler(services), apiErrorHandler);

  const { perMinute } = config.rateLimits;
  const apiLimit = limits.limiter({
    name: "api",
    perMinute,
    message: "Too many requests from your address. Please wait a minute and try again.",
  });
  // Autocomplete runs as a person types: its own, wider budget.
  const autocompleteLimit = limits.limiter({
    name: "autocomplete",
    perMinute: perMinute * 4,
    message: "Too many place lookups from your address. Please wait a minute and try again.",
  });

  // A /search page searches in-process on the server: the same per-IP budget, shared by the
  // document and its loader's data URL (/search.data). Over it the document still renders but
  // leaves the search to the browser (whose calls are limited above); the data URL answers 429.
  const tooManySearches = "Too many searches from your address. Please wait a minute and try again.";
  const searchPageLimit = pageBudget({
    path: "/search",
    limiter: limits.limiter({ name: "search-page", perMinute, message: tooManySearches, onLimit: "mark" }),
    message: tooManySearches,
  });

  // The function API (under FUNCTIONS_BASE_PATH), mounted before the static files so a search never waits on a
  // file-system lookup. Order: method check → rate limit → each endpoint's own body parser.
  const functionsApi = express.Router();
  functionsApi.use(
    methodGuard({
      ...functionMethods(flow),
      "/log-click": ["POST"],
      "/autocomplete": ["GET"],
      "/airports": ["GET"],
      "/auth-magiclink": ["POST"],
      "/auth-reset": ["POST"],
    }),
  );
  functionsApi.use((req, res, next) => (req.path === "/autocomplete" ? autocompleteLimit : apiLimit)(req, res, next));
  // isOperator (app/services/http/operator.server.ts): an admin session or x-admin-token, checked only where it matters.
  functionsApi.use(resolveOperator(services));
  functionsApi.use(createFunctionsRouter({ config, database: services.database, flow, limits }));
  // Affiliate click log (log-click) and place autocomplete (the offline airport index).
  functionsApi.use(logClickRouter(services, { limits }));
  functionsApi.use(autocompleteRouter());
  // auth-magiclink and auth-reset (e-mailed sign-in and reset links), answered by the accounts capability.
  functionsApi.use(authFunctionsRouter(services));
  functionsApi.use(apiNotFound);
  app.use(config.functionsBasePath, functionsApi, apiErrorHandler);

  // One React Router handler renders the pages kept for everyone: shared pages and kept search pages.
  const renderForEveryone = shared ? createRequestHandler(build, config.nodeEnv) : undefined;
  // Home, deals, guides, tools, help and legal pages (decision 270): rendered once by this server,
  // then from memory, before the static folder's file-system lookup and before any page is rendered.
  if (renderForEveryone) {
    const context = keptRenderContext(services, { shared: true });
    app.use(
      sharedPages({
        services,
        render: (request) => renderForEveryone(request, context),
        dealsComputedAt: () => newestDealAt(services.database.db),
      }),
    );
  }
  if (assets) app.use(assets);
  if (clientDir) {
    // Scripts as the build compressed them (vite.config.ts), Brotli first; the compression
    // middleware leaves them alone and compresses only what has no such file (below 1 KB).
    app.use(
      "/assets",
      expressStaticGzip(path.join(clientDir, "assets"), {
        enableBrotli: true,
        orderPreference: ["br", "gzip"],
        index: false,
        serveStatic: { immutable: true, maxAge: "1y", index: false, setHeaders: routeNamed("/assets/*") },
      }),
    );
    app.use(clientFiles(clientDir));
  }

  // The admin console's APIs (app/admin): closed to everyone but admins, before the public /api router.
  const operatorApis = adminApi(services);
  app.use("/api/admin", operatorApis.admin, apiErrorHandler);
  app.use("/api/providers", operatorApis.providers, apiErrorHandler);
  app.use("/api/avs", operatorApis.avs, apiErrorHandler);

  const api = express.Router();
  api.use(methodGuard({ "/health": ["GET"], "/out": ["GET"] }));
  api.use(express.json({ limit: BODY_LIMIT_BYTES }));
  api.get("/health", (_req, res) => respondHealth(res, config, services.database, flow));
  api.use("/out", apiLimit);
  api.use(outboundRouter(services));
  api.use(apiNotFound);
  app.use("/api", api, apiErrorHandler);

  app.get("/robots.txt", (_req, res) => {
    res.type("text/plain").send(buildRobotsTxt(config.publicSiteUrl));
  });
  app.get("/sitemap.xml", async (_req, res) => {
    const paths = staticPathsFromRoutes((await loadBuild(build)).routes);
    const dutchSlugs = new Set(dutchGuideSlugs());
    res.type("application/xml").send(
      buildSitemapXml(config.publicSiteUrl, [
        ...paths.map((path) => ({ path, languages: LOCALES })),
        // A guide with a Dutch text is listed in both languages; the others only in English
        // (their /nl page is the Dutch frame around the English text, canonical to English).
        ...guideSitemapEntries().map((entry) => ({
          ...entry,
          languages: dutchSlugs.has(entry.path.replace("/guides/", "")) ? LOCALES : (["en"] as const),
        })),
      ]),
    );
  });

  // Every spelling of /search and /search.data (app/services/http/page-budget.server.ts), any method.
  app.use(searchPageLimit);
  // Pages take GET, HEAD and POST with a form within the body limit; anything else is answered here.
  app.use(pageRequestGuard);
  app.use(personalNoStore);
  // The same finished search (or explore page) asked again without a session: from memory while its page allows (server/kept-search-pages.ts).
  if (renderForEveryone) {
    const context = keptRenderContext(services, { serverSearch: true });
    app.use(
      keptSearchPages({
        services,
        render: (request) => renderForEveryone(request, context),
        // The price history shows on a search page only (its verdict); the flags choose both pages' sources.
        renderedFrom: async (route) => {
          const flags = JSON.stringify((await flow.flags()).flags);
          return route === "/search" ? `${flow.historyVersion()}|${flags}` : flags;
        },
      }),
    );
  }
  // A signed-in person's pages, from memory for their session while nothing on them changed (server/personal-pages.ts).
  if (renderForEveryone) {
    const context = keptRenderContext(services);
    app.use(
      personalPages({
        services,
        // Each render its own session lookup (viewerScope): never one shared by two sessions.
        render: (request) => renderForEveryone(request, { ...context, viewerScope: {} }),
        sessionStamp: personalStampReader(services),
        paths: personalPagePaths(),
      }),
    );
  }
  app.all(
    "*splat",
    pageHandler({
      build,
      mode: config.nodeEnv,
      siteUrl: config.publicSiteUrl,
      getLoadContext: (req, res) => ({
        ...services,
        // Only a /search document request within its budget searches on the server.
        serverSearchAllowed: res.locals.serverWorkAllowed === true,
        cspNonce: String(res.locals.cspNonce),
        // Negotiated as for the shared pages; the compression middleware leaves the page alone.
        documentEncoding: documentEncodingFor(req),
        viewerScope: {},
      }),
    }),
  );
  return app;
}
