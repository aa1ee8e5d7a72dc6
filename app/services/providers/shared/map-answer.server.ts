import { UpstreamError } from "../../http-client/upstream-client.server";

/**
 * Maps a provider's answer; an answer the mapper cannot read becomes the one
 * "malformed" upstream failure (stage "map"), answered like any other provider fault.
 */
export function mapAnswer<T>(provider: string, status: number, map: () => T): T {
  try {
    return map();
  } catch (error) {
    throw new UpstreamError(provider, "malformed", status, String((error as Error).message), null, "map");
  }
}
