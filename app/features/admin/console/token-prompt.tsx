import { useEffect, useRef, useState } from "react";
import { DEFAULT_TOKEN_DAYS, TOKEN_MESSAGES } from "../../../core/admin/admin-token-rules";
import { formatDate } from "../../../format/dates";
import { Button } from "../../../ui/button";
import { adminCall, registerTokenPrompt, saveToken } from "../admin-client";

type Phase =
  | { kind: "closed" }
  | { kind: "ask"; reason: string; creating: boolean; error: string | null }
  | { kind: "created"; token: string; expiresAt: string };

/**
 * Where the operator is, when a change needs a token this browser does not have (or has lost:
 * expired, revoked): a modal dialog says so and creates one with a single click. The token is
 * shown once, kept in this browser, and the action that asked runs again with it at once.
 */
export function TokenPrompt() {
  const [phase, setPhase] = useState<Phase>({ kind: "closed" });
  const waiting = useRef<((token: string | null) => void) | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(
    () =>
      registerTokenPrompt(
        (reason) =>
          new Promise((resolve) => {
            waiting.current?.(null);
            waiting.current = resolve;
            setPhase({ kind: "ask", reason, creating: false, error: null });
          }),
      ),
    [],
  );
  useEffect(() => {
    const element = dialog.current;
    if (phase.kind !== "closed" && element && !element.open) element.showModal();
  }, [phase.kind]);

  const settle = (token: string | null) => {
    waiting.current?.(token);
    waiting.current = null;
  };
  const create = async () => {
    if (phase.kind !== "ask") return;
    setPhase({ ...phase, creating: true, error: null });
    const name = `Browser token ${new Date().toISOString().slice(0, 10)}`;
    const result = await adminCall<{ token: string; expiresAt: string }>("/api/admin/tokens", {
      body: { name, expiresInDays: DEFAULT_TOKEN_DAYS },
      needsToken: false,
    });
    if (!result.ok) return setPhase({ ...phase, creating: false, error: result.error });
    saveToken(result.body.token);
    setPhase({ kind: "created", token: result.body.token, expiresAt: result.body.expiresAt });
    settle(result.body.token);
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby="token-prompt-title"
      onClose={() => {
        settle(null);
        setPhase({ kind: "closed" });
      }}
      className="m-auto w-[32rem] max-w-[calc(100%-2rem)] rounded-lg border border-slate-300 bg-white p-5 text-slate-900 shadow-xl backdrop:bg-slate-900/50"
    >
      {phase.kind === "ask" ? (
        <div className="space-y-3">
          <h2 id="token-prompt-title" className="text-lg font-semibold">
            Admin token required
          </h2>
          {phase.reason !== TOKEN_MESSAGES.required ? <p className="text-sm text-red-800">{phase.reason}</p> : null}
          <p className="text-sm">
            Changes made from the console need an admin token. Create one for this browser now: it is kept here until
            you sign out, expires in {DEFAULT_TOKEN_DAYS} days, and is listed in the Developer Panel, where you can
            revoke it. Your action then continues.
          </p>
          {phase.error ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {phase.error}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button size="sm" disabled={phase.creating} onClick={() => void create()}>
              {phase.creating ? "Creating token…" : "Create token and continue"}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => dialog.current?.close()}>
              Cancel
            </Button>
          </div>
        </div>
      ) : phase.kind === "created" ? (
        <div className="space-y-3">
          <h2 id="token-prompt-title" className="text-lg font-semibold">
            Token created and saved in this browser
          </h2>
          <p className="text-sm">
            Your action is running with it. Copy the token now if a script needs it: it is not shown again. It expires{" "}
            {formatDate(phase.expiresAt, "dateTime")} (UTC).
          </p>
          <code data-testid="prompt-token" className="block break-all rounded bg-amber-50 p-2 text-sm">
            {phase.token}
          </code>
          <Button size="sm" onClick={() => dialog.current?.close()}>
            Done
          </Button>
        </div>
      ) : null}
    </dialog>
  );
}
