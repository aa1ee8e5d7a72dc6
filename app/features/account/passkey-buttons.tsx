import { KeyRound } from "lucide-react";
import { useState } from "react";
import { AUTH_MESSAGES } from "../../core/auth/auth-rules";
import { toast } from "../../ui/toast";

/** 'Sign in with a passkey' (needs JavaScript: WebAuthn runs in the browser). */
export function PasskeySignIn({ redirectTo = "/" }: { redirectTo?: string }) {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        try {
          const { signInWithPasskey } = await import("./passkey-client");
          const problem = await signInWithPasskey();
          if (problem) {
            toast.error(AUTH_MESSAGES.signInFailed, { description: problem });
            return;
          }
          toast.success(AUTH_MESSAGES.signedIn);
          // A full load: the session cookie is new and every loader must see it.
          window.location.assign(redirectTo);
        } finally {
          setBusy(false);
        }
      }}
      className="mt-4 inline-flex w-full items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2.5 font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60"
    >
      <KeyRound aria-hidden="true" className="h-4 w-4" />
      {busy ? "Waiting for your passkey…" : "Sign in with a passkey"}
    </button>
  );
}
