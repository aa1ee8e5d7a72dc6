import type { MetaDescriptor } from "react-router";
import { BRAND_NAME } from "../../../brand/brand";
import type { secondFactorDue } from "../../../core/auth/admin-gate";
import { pageMeta } from "../../../core/seo/meta";
import type { Locale } from "../../../i18n/locales";

/** What a session still owes before it may act on its account (null: nothing). */
export type SecondFactorDue = ReturnType<typeof secondFactorDue>;

export type AccountPageId = "overview" | "two-factor" | "passkeys" | "password" | "devices";

interface AccountPage {
  id: AccountPageId;
  path: string;
  label: string;
  /** One line under the label on the overview. */
  summary: string;
  /**
   * A session that has not passed its second factor may only pass it or sign out (decision 190):
   * it sees the overview, where it passes the factor; an admin who has none yet also sees the
   * pages where the first one is enrolled.
   */
  openWhileDue: readonly NonNullable<SecondFactorDue>[];
}

/** The /account pages in the order of the sub-navigation. */
const ACCOUNT_PAGES: readonly AccountPage[] = [
  { id: "overview", path: "/account", label: "Overview", summary: "", openWhileDue: ["verify", "enrol"] },
  {
    id: "two-factor",
    path: "/account/two-factor",
    label: "Two-factor authentication",
    summary: "An authenticator app, so a stolen password is not enough to sign in.",
    openWhileDue: ["enrol"],
  },
  {
    id: "passkeys",
    path: "/account/passkeys",
    label: "Passkeys",
    summary: "Sign in with your device's screen lock instead of a password.",
    openWhileDue: ["enrol"],
  },
  {
    id: "password",
    path: "/account/password",
    label: "Password",
    summary: "Change your password; your other devices are signed out.",
    openWhileDue: [],
  },
  {
    id: "devices",
    path: "/account/devices",
    label: "Signed-in devices",
    summary: "Where you are signed in, and signing a device out.",
    openWhileDue: [],
  },
];

export const accountPage = (id: AccountPageId): AccountPage =>
  ACCOUNT_PAGES.find((page) => page.id === id) as AccountPage;

/** The pages this session may open. */
export const openAccountPages = (due: SecondFactorDue) =>
  ACCOUNT_PAGES.filter((page) => due === null || page.openWhileDue.includes(due));

/** Title, description and canonical URL of one account page; never indexed. */
export function accountMeta(id: AccountPageId, siteUrl: string, locale: Locale): MetaDescriptor[] {
  const page = accountPage(id);
  return pageMeta({
    title: id === "overview" ? `Your account | ${BRAND_NAME}` : `${page.label} | Your account | ${BRAND_NAME}`,
    description: `Password, two-factor authentication, passkeys and signed-in devices of your ${BRAND_NAME} account.`,
    path: page.path,
    siteUrl,
    locale,
    noindex: true,
  });
}
