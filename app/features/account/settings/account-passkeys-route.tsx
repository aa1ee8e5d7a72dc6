import { desc, eq } from "drizzle-orm";
import { useId, useState } from "react";
import { useLoaderData, useRevalidator } from "react-router";
import { localeFrom, siteUrlFrom } from "../../../core/seo/meta";
import { callAuth } from "../../../services/auth/accounts.server";
import { passkey } from "../../../services/db/schema";
import { Button } from "../../../ui/button";
import { toast } from "../../../ui/toast";
import type { Route } from "./+types/account-passkeys-route";
import { accountAction, accountViewer, answer, field, refused } from "./account-gate.server";
import { accountMeta } from "./account-pages";
import { ActionForm, formatDate, Result, Section, useAccountResult } from "./account-parts";

export const meta: Route.MetaFunction = ({ matches }) =>
  accountMeta("passkeys", siteUrlFrom(matches), localeFrom(matches));

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await accountViewer(request, context, "passkeys");
  const passkeys = await context.database.db
    .select({ id: passkey.id, name: passkey.name, createdAt: passkey.createdAt })
    .from(passkey)
    .where(eq(passkey.userId, viewer.userId))
    .orderBy(desc(passkey.createdAt));
  return { passkeys: passkeys.map((p) => ({ ...p, createdAt: p.createdAt?.toISOString() ?? null })) };
}

export async function action(args: Route.ActionArgs) {
  return accountAction(args, {
    "passkey-delete": async ({ request, context, form, intent }) => {
      const result = await callAuth(context, request, "/passkey/delete-passkey", { body: { id: field(form, "id") } });
      if (!result.ok) return refused(intent, result.message, "Could not remove the passkey.");
      return answer(intent, { ok: true, title: "Passkey removed" });
    },
  });
}

/** Registering a passkey runs WebAuthn in the browser, so this one needs JavaScript. */
function AddPasskey() {
  const { revalidate } = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [name, setName] = useState("");
  const id = useId();
  return (
    <div className="mt-4 flex flex-wrap items-end gap-2">
      <div>
        <label htmlFor={id} className="block text-sm font-semibold text-slate-900">
          Passkey name (optional)
        </label>
        <input
          id={id}
          value={name}
          onChange={(e) => setName(e.target.value)}
          placeholder="e.g. My laptop"
          className="mt-1 rounded-lg border border-slate-300 px-3 py-2"
        />
      </div>
      <Button
        disabled={busy}
        className="text-sm"
        onClick={async () => {
          setBusy(true);
          try {
            const { addPasskey } = await import("../passkey-client");
            const problem = await addPasskey(name.trim() || "Passkey");
            if (problem) toast.error("Could not add the passkey", { description: problem });
            else {
              toast.success("Passkey added");
              setName("");
              revalidate();
            }
          } finally {
            setBusy(false);
          }
        }}
      >
        {busy ? "Waiting for your device…" : "Add a passkey"}
      </Button>
    </div>
  );
}

export default function AccountPasskeys() {
  const page = useLoaderData<typeof loader>();
  const result = useAccountResult();
  return (
    <Section title="Passkeys">
      {page.passkeys.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">
          No passkeys yet. A passkey signs you in with your device's screen lock instead of a password.
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200">
          {page.passkeys.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="text-sm">
                <strong>{p.name || "Passkey"}</strong> · added {formatDate(p.createdAt)}
              </span>
              <ActionForm
                intent="passkey-delete"
                label={`Remove ${p.name || "passkey"}`}
                tone="danger"
                hidden={{ id: p.id }}
              />
            </li>
          ))}
        </ul>
      )}
      <AddPasskey />
      <Result result={result} />
    </Section>
  );
}
