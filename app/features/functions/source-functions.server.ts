/**
 * Each live source's own endpoints under the function API (its debug calls), declared in its
 * folder (app/services/providers/<source>/) and added here with the function API's helpers,
 * behind the strict debug rate limit.
 */
import type { RequestHandler, Response, Router } from "express";
import { isOperator } from "../../services/http/operator.server";
import { UpstreamError } from "../../services/http-client/upstream-client.server";
import type { FunctionKit } from "../../services/providers/source.server";
import { searchCacheKey } from "../../services/search/cache/search-cache.server";
import type { SearchFlow } from "../../services/search/flow.server";
import { describeFailure } from "../../services/search/provider-failure.server";
import { clientSignal, json, type SearchParser } from "./function-input.server";

/** Answers an upstream failure of a debug endpoint with its status, its words and its body. */
function sendUpstreamError(res: Response, endpoint: string, error: unknown, detail?: string) {
  if (!(error instanceof UpstreamError)) throw error;
  const { status: fallbackStatus, message } = describeFailure(error);
  const status = error.status >= 400 ? error.status : fallbackStatus;
  res.status(status).json({
    error: `${message}${detail && !message.includes(detail) ? ` ${detail}` : ""}`,
    endpoint,
    upstreamStatus: error.status,
    stage: error.stage ?? endpoint,
    kind: error.kind,
    body: error.body,
  });
}

/** The paths of the sources' own endpoints and the methods each takes. */
export function sourceFunctionMethods(flow: SearchFlow): Record<string, string[]> {
  return Object.assign({}, ...flow.providers.sources.map((source) => source.functions?.methods ?? {}));
}

/** Adds every source's own endpoints to the function router. */
export function addSourceFunctions(
  router: Router,
  { flow, debugLimit, parseSearch }: { flow: SearchFlow; debugLimit: RequestHandler; parseSearch: SearchParser },
): void {
  const kit: FunctionKit = {
    flags: () => flow.flags(),
    quotas: flow.quotas,
    cached: (source, request) => flow.cache.get(searchCacheKey(source, request)),
    debugLimit,
    parseSearch,
    json,
    clientSignal,
    isOperator,
    sendUpstreamError,
    otherSources: (name) =>
      flow.providers.sources
        .filter((s) => s.info.name !== name)
        .map((s) => s.info.label)
        .join(" or "),
  };
  for (const source of flow.providers.sources) {
    const provider = flow.providers.instance(source);
    if (source.functions && provider) source.functions.add(router, provider, kit);
  }
}
