import type { MetaDescriptor } from "react-router";
import { BRAND_NAME } from "../../../brand/brand";
import type { secondFactorDue } from "../../../core/auth/admin-gate";
import { localeFrom, pageMeta, siteUrlFrom } from "../../../core/seo/meta";
import type { MessageKey } from "../../../i18n/message-key";
import { translatorFromMatches } from "../../../i18n/translator";

/** The route matches a `meta` function receives (the root's carries the language and the site URL). */
type Matches = ReadonlyArray<{ id: string; data?: unknown } | undefined>;

/** What a session still owes before it may act on its account (null: nothing). */
export type SecondFactorDue = ReturnType<typeof secondFactorDue>;

export type AccountPageId = "overview" | "two-factor" | "passkeys" | "password" | "devices";

interface AccountPage {
  id: AccountPageId;
  path: string;
  label: MessageKey;
  /** One line under the label on the overview (none for the overview itself). */
  summary: MessageKey | null;
  /**
   * A session that has not passed its second factor may only pass it or sign out (decision 190):
   * it sees the overview, where it passes the factor; an admin who has none yet also sees the
   * pages where the first one is enrolled.
   */
  openWhileDue: readonly NonNullable<SecondFactorDue>[];
}

/** The /account pages in the order of the sub-navigation. */
const ACCOUNT_PAGES: readonly AccountPage[] = [
  {
    id: "overview",
    path: "/account",
    label: "account.page.overview",
    summary: null,
    openWhileDue: ["verify", "enrol"],
  },
  {
    id: "two-factor",
    path: "/account/two-factor",
    label: "account.page.twoFactor",
    summary: "account.page.twoFactor.summary",
    openWhileDue: ["enrol"],
  },
  {
    id: "passkeys",
    path: "/account/passkeys",
    label: "account.page.passkeys",
    summary: "account.page.passkeys.summary",
    openWhileDue: ["enrol"],
  },
  {
    id: "password",
    path: "/account/password",
    label: "account.page.password",
    summary: "account.page.password.summary",
    openWhileDue: [],
  },
  {
    id: "devices",
    path: "/account/devices",
    label: "account.page.devices",
    summary: "account.page.devices.summary",
    openWhileDue: [],
  },
];

export const accountPage = (id: AccountPageId): AccountPage =>
  ACCOUNT_PAGES.find((page) => page.id === id) as AccountPage;

/** The pages this session may open. */
export const openAccountPages = (due: SecondFactorDue) =>
  ACCOUNT_PAGES.filter((page) => due === null || page.openWhileDue.includes(due));

/** Title, description and canonical URL of one account page, in the page's language; never indexed. */
export function accountMeta(id: AccountPageId, matches: Matches): MetaDescriptor[] {
  const t = translatorFromMatches(matches);
  const page = accountPage(id);
  return pageMeta({
    title:
      id === "overview"
        ? t("account.meta.overviewTitle", { brand: BRAND_NAME })
        : t("account.meta.pageTitle", { page: t(page.label), brand: BRAND_NAME }),
    description: t("account.meta.description", { brand: BRAND_NAME }),
    path: page.path,
    siteUrl: siteUrlFrom(matches),
    locale: localeFrom(matches),
    noindex: true,
  });
}
