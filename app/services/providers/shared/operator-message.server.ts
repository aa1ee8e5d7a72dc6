import { UpstreamError } from "../../http-client/upstream-client.server";

/** An upstream failure in an operator's words, with its HTTP status when there was one. */
export const operatorMessage = (error: unknown) =>
  error instanceof UpstreamError
    ? `${error.message}${error.status ? ` (HTTP ${error.status})` : ""}`
    : error instanceof Error
      ? error.message
      : String(error);
