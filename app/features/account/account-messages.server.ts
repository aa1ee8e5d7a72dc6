import { compiledMessagesIn } from "../../i18n/catalogue.server";
import { localeFromPath } from "../../i18n/locales";
import { type PageMessages, toPageMessages } from "../../i18n/translator";

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
  const locale = localeFromPath(new URL(request.url).pathname);
  const prefixes = groups.map((group) => `account.${group}`);
  const entries = Object.fromEntries(
    Object.entries(compiledMessagesIn(locale, ["account"])).filter(([key]) =>
      prefixes.some((prefix) => key === prefix || key.startsWith(`${prefix}.`)),
    ),
  );
  // Named by their groups, so the page's Lingui instance is rebuilt when another part arrives.
  return toPageMessages(locale, [...prefixes].sort(), entries);
}
