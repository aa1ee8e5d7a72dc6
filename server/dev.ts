import process from "node:process";
import type { ServerBuild } from "react-router";
import { createServer } from "vite";
import { start } from "./start";

process.env.NODE_ENV ??= "development";

await start(async () => {
  const vite = await createServer({ server: { middlewareMode: true } });
  return {
    assets: vite.middlewares,
    build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
  };
});
