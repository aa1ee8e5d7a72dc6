import { randomUUID } from "node:crypto";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type Express } from "express";
import helmet from "helmet";
import { pinoHttp } from "pino-http";
import type { ServerBuild } from "react-router";
import { logClickRouter } from "../app/affiliate/log-click-router.server";
import { functionDeps } from "../app/functions/function-deps.server";
import { createFunctionsRouter } from "../app/functions/functions-router.server";
import { guideSitemapEntries } from "../app/guides/guide-content.server";
import { buildHealth, databaseCheck } from "../app/health/health.server";
import { outboundRouter } from "../app/outbound/outbound-router.server";
import { autocompleteRouter } from "../app/places/autocomplete-router.server";
import { buildRobotsTxt } from "../app/seo/robots";
import { buildSitemapXml, staticPathsFromRoutes } from "../app/seo/sitemap";
import { apiErrorHandler, apiNotFound } from "./api-errors";
import type { ServerContext } from "./context";

export interface AppOptions {
  context: ServerContext;
  /** Production passes the built bundle; development loads it from Vite on each request. */
  getBuild: () => Promise<ServerBuild>;
  /** Express middleware that serves client assets (Vite's in development). */
  assets?: express.RequestHandler;
  clientDir?: string;
}

export function createApp({ context, getBuild, assets, clientDir }: AppOptions): Express {
  const { config, logger } = context;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", "loopback");

  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const incoming = req.headers["x-request-id"];
        const id = typeof incoming === "string" && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
        res.setHeader("x-request-id", id);
        return id;
      },
      // Asset requests would drown the log; everything else gets one short line.
      autoLogging: { ignore: (req) => req.url?.startsWith("/assets/") ?? false },
      serializers: {
        req: (req) => ({ id: req.id, method: req.method, url: req.url }),
        res: (res) => ({ statusCode: res.statusCode }),
      },
    }),
  );
  app.use(
    helmet({
      // React Router inlines hydration scripts; a nonce-based CSP is a later hardening step.
      contentSecurityPolicy: false,
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    }),
  );
  app.use(compression());

  // Search functions (spec §7): providers, flags, quotas, cache (app/functions). Mounted
  // before the static files so a search never waits on a file-system lookup.
  const functions = createFunctionsRouter(context, functionDeps());
  app.use(config.functionsBasePath, functions.router, apiErrorHandler);

  if (assets) app.use(assets);
  if (clientDir) {
    app.use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }));
    // redirect: false, so a public folder such as /guides (cover images) never 301s the /guides page.
    app.use(express.static(clientDir, { maxAge: "1h", index: false, redirect: false }));
  }

  const api = express.Router();
  api.use(express.json({ limit: "100kb" }));
  api.get("/health", async (_req, res) => {
    res.set("Cache-Control", "no-store");
    const { flags } = await functions.services.flags.effective();
    res.json(
      await buildHealth(
        config,
        context.database,
        { database: databaseCheck(context.database), ...functions.services.healthChecks() },
        flags,
      ),
    );
  });
  api.use(outboundRouter(context));
  api.use(apiNotFound);
  app.use("/api", api, apiErrorHandler);
  // Affiliate click log (spec §7 log-click), before the React Router catch-all.
  app.use(config.functionsBasePath, logClickRouter(context));
  // Place autocomplete (spec §7), answered from the offline airport index.
  app.use(config.functionsBasePath, autocompleteRouter());

  app.get("/robots.txt", (_req, res) => {
    res.type("text/plain").send(buildRobotsTxt(config.publicSiteUrl));
  });
  app.get("/sitemap.xml", async (_req, res) => {
    const build = await getBuild();
    const paths = staticPathsFromRoutes(build.routes);
    res
      .type("application/xml")
      .send(buildSitemapXml(config.publicSiteUrl, [...paths.map((p) => ({ path: p })), ...guideSitemapEntries()]));
  });

  app.all(
    "*splat",
    createRequestHandler({ build: getBuild, mode: config.nodeEnv, getLoadContext: () => ({ ...context }) }),
  );
  return app;
}
