/** Debug console pings (idle, testing, then the HTTP status and the answer or the error): plain TS, no React. */

export interface PingResult {
  /** HTTP status; 0 when the request never got an answer. */
  status: number;
  ok: boolean;
  /** Parsed JSON when the body is JSON, else the raw text. */
  data: unknown;
  error?: string;
}

/** POSTs JSON and reads the answer as text, parsed as JSON when it parses. Network failure → status 0. */
export async function ping(url: string, body: unknown, fetcher: typeof fetch = fetch): Promise<PingResult> {
  let res: Response;
  try {
    res = await fetcher(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
    });
  } catch (error) {
    return { status: 0, ok: false, data: null, error: error instanceof Error ? error.message : String(error) };
  }
  const text = await res.text().catch(() => "");
  let data: unknown = text;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {}
  const error = res.ok
    ? undefined
    : typeof data === "object" && data && "error" in data && typeof data.error === "string"
      ? data.error
      : `HTTP ${res.status}`;
  return { status: res.status, ok: res.ok, data, error };
}

/** True when a successful answer carries no offers / prices. */
export function isEmptyResult(data: unknown): boolean {
  if (data == null) return true;
  if (Array.isArray(data)) return data.length === 0;
  if (typeof data !== "object") return false;
  const record = data as Record<string, unknown>;
  for (const key of ["items", "data", "offers"]) {
    const value = record[key];
    if (Array.isArray(value)) return value.length === 0;
    if (value && typeof value === "object" && !Array.isArray(value)) {
      const nested = value as Record<string, unknown>;
      if (Array.isArray(nested.data)) return nested.data.length === 0;
    }
  }
  return false;
}

export type TroubleshootingKey = "0" | "401" | "500" | "empty";

export const TROUBLESHOOTING: { key: TroubleshootingKey; title: string; tip: string }[] = [
  { key: "0", title: "HTTP 0 (no answer)", tip: "Check the function URL setting and CORS." },
  { key: "401", title: "HTTP 401", tip: "Check the search provider credentials." },
  { key: "500", title: "HTTP 500", tip: "Check the function logs and secrets." },
  { key: "empty", title: "No results", tip: "Try other dates, airport codes, or check the provider quotas." },
];

/** Which troubleshooting tip applies to a ping result, if any. */
export function tipFor(result: PingResult): TroubleshootingKey | null {
  if (result.status === 0) return "0";
  if (result.status === 401) return "401";
  if (result.status >= 500) return "500";
  if (result.ok && isEmptyResult(result.data)) return "empty";
  return null;
}
