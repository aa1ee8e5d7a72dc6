import { TOOLS } from "../tools/tools-data";

/**
 * The partners /api/out may redirect to, keyed by partner id. The URL comes from the
 * tool's env var when it holds an absolute https URL, else the partner's home page.
 * Nothing from the request ever becomes a redirect target.
 */
export function buildAllowList(env: Record<string, string | undefined>): Map<string, string> {
  const allow = new Map<string, string>();
  for (const tool of TOOLS) {
    const override = env[tool.envUrlVar]?.trim();
    allow.set(tool.partner, override && isHttpsUrl(override) ? override : tool.defaultUrl);
  }
  return allow;
}

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
}
