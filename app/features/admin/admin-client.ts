import { useCallback, useEffect, useRef, useState } from "react";
import type { StatusMessage } from "../../ui/status";

/**
 * The console's browser side: the operator token, pasted once and kept in local storage, and one
 * way to call the operator APIs with it. A mutation without a token is never sent: the panel
 * says 'Admin token required'.
 */
const TOKEN_STORAGE_KEY = "fareline.adminToken";
const STATUS_MS = 3000;

export function readToken(): string {
  try {
    return window.localStorage.getItem(TOKEN_STORAGE_KEY) ?? "";
  } catch {
    return "";
  }
}

export function saveToken(token: string) {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, token.trim());
}

export type ApiResult<T> =
  | { ok: true; status: number; body: T }
  | { ok: false; status: number; error: string; body?: T };

export async function adminCall<T = Record<string, unknown>>(
  path: string,
  init: { method?: "GET" | "POST" | "DELETE"; body?: unknown; needsToken?: boolean } = {},
): Promise<ApiResult<T>> {
  const method = init.method ?? (init.body === undefined ? "GET" : "POST");
  const token = readToken();
  const needsToken = init.needsToken ?? method !== "GET";
  if (needsToken && !token) return { ok: false, status: 0, error: "Admin token required" };
  try {
    const response = await fetch(path, {
      method,
      headers: {
        accept: "application/json",
        ...(init.body !== undefined ? { "content-type": "application/json" } : {}),
        ...(token && needsToken ? { "x-admin-token": token } : {}),
      },
      body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
    });
    const body = (await response.json().catch(() => ({}))) as T & { error?: string };
    if (!response.ok)
      return { ok: false, status: response.status, error: body.error ?? `HTTP ${response.status}`, body };
    return { ok: true, status: response.status, body };
  } catch (error) {
    return { ok: false, status: 0, error: error instanceof Error ? error.message : String(error) };
  }
}

/** A status line that clears itself after 3 seconds, like every status message of the console. */
export function useStatus(): [StatusMessage | null, (text: string, tone?: StatusMessage["tone"]) => void] {
  const [status, setStatus] = useState<StatusMessage | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback((text: string, tone: StatusMessage["tone"] = "ok") => {
    clearTimeout(timer.current);
    setStatus({ text, tone });
    timer.current = setTimeout(() => setStatus(null), STATUS_MS);
  }, []);
  return [status, show];
}

/** A backup's status as shown: completed, triggered shown as Running, failed; anything else raw. */
export function backupStatusLabel(status: string): string {
  return status === "triggered" ? "Running" : status;
}
