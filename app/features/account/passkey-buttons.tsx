import { KeyRound } from "lucide-react";
import { useState } from "react";
import { AUTH_MESSAGES } from "../../core/auth/auth-rules";
import { Button } from "../../ui/button";
import { toast } from "../../ui/toast";

/** 'Sign in with a passkey' (needs JavaScript: WebAuthn runs in the browser). */
export function PasskeySignIn({ redirectTo = "/" }: { redirectTo?: string }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
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
      variant="secondary"
      size="lg"
      className="mt-4 w-full"
    >
      <KeyRound aria-hidden="true" className="h-4 w-4" />
      {busy ? "Waiting for your passkey…" : "Sign in with a passkey"}
    </Button>
  );
}
