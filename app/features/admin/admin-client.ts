import { useCallback, useEffect, useRef, useState } from "react";
import { isTokenProblem, TOKEN_MESSAGES } from "../../core/admin/admin-token-rules";
import type { StatusMessage } from "../../ui/status";

/**
 * The console's browser side: the operator token kept in this browser's local storage (until Sign
 * Out), and one way to call the operator APIs with it. When a change needs a token and there is
 * none, or the server refuses the one kept here (expired, revoked), the console's token prompt
 * (token-prompt.tsx) offers to create one on the spot and the call is made again with it; without
 * a prompt the call answers 'Admin token required'.
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

/** Removes the token from this browser (Sign Out, or a token the server no longer accepts). */
export function forgetToken() {
  try {
    window.localStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // Storage unavailable: there is nothing kept to remove.
  }
}

type TokenPrompt = (reason: string) => Promise<string | null>;
let tokenPrompt: TokenPrompt | null = null;

/** The console registers its prompt while it is on screen; the returned function unregisters it. */
export function registerTokenPrompt(prompt: TokenPrompt): () => void {
  tokenPrompt = prompt;
  return () => {
    if (tokenPrompt === prompt) tokenPrompt = null;
  };
}

export type ApiResult<T> =
  | { ok: true; status: number; body: T }
  | { ok: false; status: number; error: string; body?: T };

type CallInit = { method?: "GET" | "POST" | "DELETE"; body?: unknown; needsToken?: boolean };

export async function adminCall<T = Record<string, unknown>>(path: string, init: CallInit = {}): Promise<ApiResult<T>> {
  const method = init.method ?? (init.body === undefined ? "GET" : "POST");
  const needsToken = init.needsToken ?? method !== "GET";
  const kept = readToken();
  const first = await send<T>(path, method, init.body, needsToken, kept);
  if (first.ok || !needsToken || !isTokenProblem(first.status, first.error)) return first;
  // The server refused the token kept here: it is of no use any more.
  if (kept && first.status !== 0) forgetToken();
  const fresh = tokenPrompt ? await tokenPrompt(first.error) : null;
  return fresh ? send<T>(path, method, init.body, needsToken, fresh) : first;
}

async function send<T>(
  path: string,
  method: string,
  payload: unknown,
  needsToken: boolean,
  token: string,
): Promise<ApiResult<T>> {
  const init = { body: payload };
  if (needsToken && !token) return { ok: false, status: 0, error: TOKEN_MESSAGES.required };
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
