import { Link as ExactLink, Form } from "react-router";
import { useLocalePath, useT } from "../../ui/i18n";
import { User } from "../../ui/icons";
import { Link } from "../../ui/link";
import { PopoverMenu } from "../../ui/popover-menu";
import type { HeaderAccount } from "./account-links";

const itemClass =
  "block w-full rounded-md px-3 py-2 text-left text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-700 focus-visible:bg-brand-50 focus-visible:text-brand-700";

/**
 * The header's account menu: e-mail, Account, Admin for admins (whose console is English), Sign
 * Out (a plain form: it works without JavaScript); the account and signing out keep the page's
 * language.
 */
export function AccountMenu({ account, pathname }: { account: HeaderAccount; pathname: string }) {
  const t = useT();
  const localePath = useLocalePath();
  const trigger = {
    label: t("shell.accountMenuFor", { email: account.email }),
    className: "rounded-full p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900",
    content: <User aria-hidden="true" className="h-5 w-5" />,
  };
  return (
    <PopoverMenu
      trigger={trigger}
      anchor="--menu-account"
      align="end"
      pathname={pathname}
      className="z-50 w-64 max-w-[calc(100vw-2rem)] rounded-lg border border-slate-200 bg-white p-1 text-slate-900 shadow-lg"
    >
      <p className="truncate px-3 py-2 text-sm font-semibold text-slate-900">{account.email}</p>
      <ul className="border-y border-slate-200 py-1">
        <li>
          <Link to="/account" className={itemClass}>
            {t("shell.account")}
          </Link>
        </li>
        {account.isAdmin ? (
          <li>
            <ExactLink to="/admin" className={itemClass}>
              {t("shell.admin")}
            </ExactLink>
          </li>
        ) : null}
      </ul>
      <Form method="post" action={localePath("/auth/sign-out")} className="pt-1">
        <input type="hidden" name="scope" value="local" />
        <button type="submit" className={itemClass}>
          {t("shell.signOut")}
        </button>
      </Form>
    </PopoverMenu>
  );
}
