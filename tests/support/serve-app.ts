import type { Server } from "node:http";
import type { Express } from "express";

export interface ServedApp {
  server: Server;
  url: string;
  /** GETs a path with the given headers: the response and its text. */
  get: (path: string, headers?: Record<string, string>) => Promise<{ response: Response; text: string }>;
}

/** Serves an Express app on a free loopback port, for tests of one middleware in front of a stand-in. */
export async function serveApp(app: Express): Promise<ServedApp> {
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(url + path, { headers });
    return { response, text: await response.text() };
  };
  return { server, url, get };
}
