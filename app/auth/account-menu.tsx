import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { User } from "lucide-react";
import { Form, Link } from "react-router";

/** What the header knows about the signed-in person (from the root loader). */
export interface HeaderAccount {
  email: string;
  isAdmin: boolean;
}

const itemClass =
  "block w-full rounded-md px-3 py-2 text-left text-sm text-slate-700 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-700";

/** The header's account menu (issue 10): e-mail, Account, Admin for admins, Sign Out. */
export function AccountMenu({ account }: { account: HeaderAccount }) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={`Account menu for ${account.email}`}
        className="rounded-full p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
      >
        <User aria-hidden="true" className="h-5 w-5" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 w-64 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Label className="truncate px-3 py-2 text-sm font-semibold text-slate-900">
            {account.email}
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item asChild>
            <Link to="/account" className={itemClass}>
              Account
            </Link>
          </DropdownMenu.Item>
          {account.isAdmin ? (
            <DropdownMenu.Item asChild>
              <Link to="/admin" className={itemClass}>
                Admin
              </Link>
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <SignOutItem />
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

function SignOutItem() {
  return (
    <Form method="post" action="/auth/sign-out">
      <input type="hidden" name="scope" value="local" />
      <DropdownMenu.Item asChild onSelect={(event) => event.preventDefault()}>
        <button type="submit" className={itemClass}>
          Sign Out
        </button>
      </DropdownMenu.Item>
    </Form>
  );
}

/** The same choices in the small-screen menu. */
export function MobileAccountLinks({ account, onNavigate }: { account: HeaderAccount; onNavigate: () => void }) {
  return (
    <div className="mt-3 border-t border-slate-200 pt-3">
      <p className="truncate px-3 text-sm font-semibold text-slate-900">{account.email}</p>
      <div className="mt-2 flex flex-col gap-1">
        <Link
          to="/account"
          onClick={onNavigate}
          className="rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100"
        >
          Account
        </Link>
        {account.isAdmin ? (
          <Link
            to="/admin"
            onClick={onNavigate}
            className="rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100"
          >
            Admin
          </Link>
        ) : null}
        <Form method="post" action="/auth/sign-out">
          <input type="hidden" name="scope" value="local" />
          <button
            type="submit"
            className="w-full rounded-md px-3 py-2 text-left text-sm font-medium text-slate-700 hover:bg-slate-100"
          >
            Sign Out
          </button>
        </Form>
      </div>
    </div>
  );
}
