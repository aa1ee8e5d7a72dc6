import { readdirSync } from "node:fs";
import path from "node:path";
import express, { type RequestHandler } from "express";
import { routeNamed } from "../app/services/http/request-metrics.server";

/**
 * The client build's own files outside /assets (favicon, logos, guide covers), served for an
 * hour. The build never changes while the server runs, so the files are listed once at start and
 * a page request goes on without a file-system lookup (a `stat` per page, ~6 % of a render).
 * redirect: false, so a public folder such as /guides (cover images) never 301s the /guides page.
 */
export function clientFiles(clientDir: string): RequestHandler {
  const files = new Set(
    readdirSync(clientDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/${path.relative(clientDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")}`)
      .filter((file) => !file.startsWith("/assets/")),
  );
  const serve = express.static(clientDir, {
    maxAge: "1h",
    index: false,
    redirect: false,
    setHeaders: routeNamed("static"),
  });
  return (req, res, next) => {
    let file = req.path;
    try {
      file = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    return files.has(file) ? serve(req, res, next) : next();
  };
}
