import type { NextFunction, Request, RequestHandler, Response } from "express";
import { describe, expect, it } from "vitest";
import { pageBudget, routeOf } from "./page-budget.server";

describe("routeOf", () => {
  it("reads every spelling React Router serves a route at, document or data", () => {
    for (const path of ["/search", "/search/", "/SEARCH", "/%73earch", "//search"])
      expect(routeOf(path)).toEqual({ path: "/search", data: false });
    for (const path of ["/search.data", "/search/.data", "/search/_.data", "/Search.data", "/%73earch.data"])
      expect(routeOf(path)).toEqual({ path: "/search", data: true });
    expect(routeOf("/_root.data")).toEqual({ path: "/_root", data: true });
    expect(routeOf("/")).toEqual({ path: "/", data: false });
    expect(routeOf("/searches")).toEqual({ path: "/searches", data: false });
    expect(routeOf("/%E0%A4%A.data")).toEqual({ path: "/%e0%a4%a", data: true });
  });
});

describe("pageBudget", () => {
  /** A limiter in "mark" mode that lets `allowed` requests through, then marks the rest. */
  const markAfter = (allowed: number): RequestHandler => {
    let hits = 0;
    return (_req, res, next) => {
      hits += 1;
      if (hits > allowed) res.locals.rateLimited = true;
      next();
    };
  };
  const run = (handler: RequestHandler, path: string) => {
    const res = {
      locals: {} as Record<string, unknown>,
      statusCode: 200,
      body: undefined as unknown,
      status(code: number) {
        this.statusCode = code;
        return this;
      },
      json(body: unknown) {
        this.body = body;
        return this;
      },
    };
    let passed = false;
    handler(
      { path } as Request,
      res as unknown as Response,
      (() => {
        passed = true;
      }) as NextFunction,
    );
    return { passed, status: res.statusCode, body: res.body, allowed: res.locals.serverWorkAllowed === true };
  };

  it("lets only a document request within the budget do the server's work; data requests count and get 429", () => {
    const gate = pageBudget({ path: "/search", limiter: markAfter(2), message: "Too many." });
    expect(run(gate, "/search.data")).toMatchObject({ passed: true, status: 200, allowed: false });
    expect(run(gate, "/search")).toMatchObject({ passed: true, allowed: true });
    // Over the budget: the document renders without the work, the data URL is refused.
    expect(run(gate, "/search")).toMatchObject({ passed: true, allowed: false });
    // The Dutch page is the same route: it spends from the same budget.
    expect(run(gate, "/nl/search")).toMatchObject({ passed: true, allowed: false });
    expect(run(gate, "/Search.data")).toMatchObject({ passed: false, status: 429, body: { error: "Too many." } });
    // Other pages are not counted.
    expect(run(gate, "/deals")).toMatchObject({ passed: true, allowed: false });
  });

  it("counts the Dutch page as the same route: within the budget it does the server's work", () => {
    const gate = pageBudget({ path: "/search", limiter: markAfter(1), message: "Too many." });
    expect(run(gate, "/nl/search")).toMatchObject({ passed: true, allowed: true });
    expect(run(gate, "/nl/search.data")).toMatchObject({ passed: false, status: 429 });
  });
});
