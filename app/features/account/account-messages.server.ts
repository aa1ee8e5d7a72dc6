import { pageMessages } from "../../i18n/catalogue.server";
import type { PageMessages } from "../../i18n/translator";

/** The groups of the `account` namespace (`account.<group>.…`) a page may need. */
export type AccountGroup =
  | "auth"
  | "date"
  | "devices"
  | "field"
  | "form"
  | "layout"
  | "message"
  | "meta"
  | "overview"
  | "page"
  | "passkey"
  | "passkeys"
  | "password"
  | "reset"
  | "signOut"
  | "stepUp"
  | "twoFactor"
  | "twoFactorStep";

/** What the sign-in forms draw with: fields, buttons, the second step, passkeys and the rules' messages. */
export const FORM_GROUPS: readonly AccountGroup[] = ["form", "field", "message", "twoFactorStep", "passkey"];

/**
 * The `account` messages of the groups a route draws, in the page's language. The account area
 * is one namespace, but a page gets only its own part: a session that still owes its second factor
 * must not receive the words of the pages it may not open, and the e-mails' words never ship.
 */
export function accountMessages(request: Request, groups: readonly AccountGroup[]): PageMessages {
  const all = pageMessages(request, ["account"]);
  const prefixes = groups.map((group) => `account.${group}`);
  const entries = Object.fromEntries(
    Object.entries(all.entries).filter(([key]) =>
      prefixes.some((prefix) => key === prefix || key.startsWith(`${prefix}.`)),
    ),
  );
  // Named by their groups, so the page's Lingui instance is rebuilt when another part arrives.
  return { ...all, namespaces: [...prefixes].sort(), entries };
}
