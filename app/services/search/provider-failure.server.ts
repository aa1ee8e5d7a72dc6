import { sourceLabel } from "../../core/providers/registry";
import type { UpstreamError } from "../http-client/upstream-client.server";

/** A clear, secret-free message and an HTTP status for an upstream failure (never a 500). */
export function describeFailure(error: UpstreamError): { status: number; message: string } {
  const name = sourceLabel(error.provider);
  switch (error.kind) {
    case "timeout":
      return { status: 504, message: `${name} did not answer in time. Please try again.` };
    case "aborted":
      return { status: 499, message: "The request was cancelled." };
    case "circuit_open":
      return { status: 503, message: `${name} is failing repeatedly; it is paused for a short while.` };
    case "network":
      return { status: 502, message: `${name} could not be reached.` };
    case "malformed":
      return { status: 502, message: `${name} sent an answer that could not be read.` };
    case "rejected":
      // The provider answered (often HTTP 200) but said the request failed: pass its words on.
      return { status: 502, message: `${name} reported an error: ${error.message}` };
    default:
      break;
  }
  if (error.status === 401 || error.status === 403) {
    return { status: 502, message: `${name} rejected our credentials (HTTP ${error.status}).` };
  }
  if (error.status === 429)
    return { status: 503, message: `${name} is rate limiting us (HTTP 429). Please try again shortly.` };
  if (error.status >= 500) return { status: 502, message: `${name} had an internal error (HTTP ${error.status}).` };
  return { status: 502, message: `${name} refused the search (HTTP ${error.status}): ${error.message}` };
}
