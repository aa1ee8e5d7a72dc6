import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { Link as ExactLink, Form } from "react-router";
import { DeferredDropdown } from "../../ui/deferred-dropdown";
import type { MenuTrigger, OpenedWith } from "../../ui/deferred-menu";
import { useLocalePath, useT } from "../../ui/i18n";
import { Link } from "../../ui/link";
import type { HeaderAccount } from "./account-links";

const itemClass =
  "block w-full rounded-md px-3 py-2 text-left text-sm text-slate-700 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-700";

/**
 * The header's account menu: e-mail, Account, Admin for admins (whose console is English), Sign Out; the account
 * and signing out keep the page's language. Loaded with the other
 * header menus on first use (app/header-menus.ts), never with the page.
 */
export function AccountMenu({
  account,
  trigger,
  openedWith,
}: {
  account: HeaderAccount;
  trigger: MenuTrigger;
  openedWith: OpenedWith;
}) {
  const t = useT();
  return (
    <DeferredDropdown
      trigger={trigger}
      openedWith={openedWith}
      align="end"
      className="z-50 w-64 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
    >
      <DropdownMenu.Label className="truncate px-3 py-2 text-sm font-semibold text-slate-900">
        {account.email}
      </DropdownMenu.Label>
      <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
      <DropdownMenu.Item asChild>
        <Link to="/account" className={itemClass}>
          {t("shell.account")}
        </Link>
      </DropdownMenu.Item>
      {account.isAdmin ? (
        <DropdownMenu.Item asChild>
          <ExactLink to="/admin" className={itemClass}>
            {t("shell.admin")}
          </ExactLink>
        </DropdownMenu.Item>
      ) : null}
      <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
      <SignOutItem />
    </DeferredDropdown>
  );
}

function SignOutItem() {
  const t = useT();
  const localePath = useLocalePath();
  return (
    <Form method="post" action={localePath("/auth/sign-out")}>
      <input type="hidden" name="scope" value="local" />
      <DropdownMenu.Item asChild onSelect={(event) => event.preventDefault()}>
        <button type="submit" className={itemClass}>
          {t("shell.signOut")}
        </button>
      </DropdownMenu.Item>
    </Form>
  );
}
