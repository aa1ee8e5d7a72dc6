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
 * One object per language and set of groups (the routes name a few fixed sets): written to JSON
 * once, and the server's render parses it once (pageEntries keeps the parse per object).
 */
const pageMessagesByGroups = new Map<string, PageMessages>();

/**
 * The `account` messages of the groups a route draws, in the page's language. The account area
 * is one namespace, but a page gets only its own part: a session that still owes its second factor
 * must not receive the words of the pages it may not open, and the e-mails' words never ship.
 */
export function accountMessages(request: Request, groups: readonly AccountGroup[]): PageMessages {
  const locale = localeFromPath(new URL(request.url).pathname);
  const prefixes = groups.map((group) => `account.${group}`).sort();
  const key = `${locale} ${prefixes.join(" ")}`;
  const cached = pageMessagesByGroups.get(key);
  if (cached) return cached;
  const entries = Object.fromEntries(
    Object.entries(compiledMessagesIn(locale, ["account"])).filter(([messageKey]) =>
      prefixes.some((prefix) => messageKey === prefix || messageKey.startsWith(`${prefix}.`)),
    ),
  );
  // Named by their groups, so the page's Lingui instance is rebuilt when another part arrives.
  const messages = toPageMessages(locale, prefixes, entries);
  pageMessagesByGroups.set(key, messages);
  return messages;
}
