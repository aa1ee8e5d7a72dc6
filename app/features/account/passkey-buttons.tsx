import { KeyRound } from "lucide-react";
import { useState } from "react";
import { AUTH_MESSAGES, authText } from "../../core/auth/auth-rules";
import { Button } from "../../ui/button";
import { useLocale, useLocalePath, useT } from "../../ui/i18n";
import { toast } from "../../ui/toast";

/** 'Sign in with a passkey' (needs JavaScript: WebAuthn runs in the browser); home in the page's language by default. */
export function PasskeySignIn({ redirectTo }: { redirectTo?: string }) {
  const t = useT();
  const locale = useLocale();
  const localePath = useLocalePath();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        try {
          const { signInWithPasskey } = await import("./passkey-client");
          const problem = await signInWithPasskey(locale, t("account.passkey.signInFailed"));
          if (problem) {
            toast.error(authText(t, AUTH_MESSAGES.signInFailed), { description: problem });
            return;
          }
          toast.success(authText(t, AUTH_MESSAGES.signedIn));
          // A full load: the session cookie is new and every loader must see it.
          window.location.assign(redirectTo ?? localePath("/"));
        } finally {
          setBusy(false);
        }
      }}
      variant="secondary"
      size="lg"
      className="mt-4 w-full"
    >
      <KeyRound aria-hidden="true" className="h-4 w-4" />
      {busy ? t("account.passkey.waiting") : t("account.passkey.signIn")}
    </Button>
  );
}
