import { describe, expect, it } from "vitest";
import { pageEntries } from "../../i18n/translator";
import { accountMessages } from "./account-messages.server";

const request = (path: string) => new Request(`http://localhost${path}`);

describe("accountMessages", () => {
  it("hands a page only the groups it names, in the page's language", () => {
    const page = accountMessages(request("/nl/account"), ["overview", "stepUp"]);
    expect(page.locale).toBe("nl");
    expect(page.namespaces).toEqual(["account.overview", "account.stepUp"]);
    const keys = Object.keys(pageEntries(page));
    expect(keys).toContain("account.overview.on");
    expect(keys.every((key) => key.startsWith("account.overview.") || key.startsWith("account.stepUp."))).toBe(true);
    expect(keys.some((key) => key.startsWith("account.twoFactor."))).toBe(false);
    expect(pageEntries(page)["account.overview.on"]).toEqual(["Aan"]);
  });

  it("gives the same object for the same language and groups in any order, and another for another language", () => {
    const first = accountMessages(request("/account"), ["overview", "stepUp"]);
    expect(accountMessages(request("/account/devices?x=1"), ["stepUp", "overview"])).toBe(first);
    expect(accountMessages(request("/nl/account"), ["overview", "stepUp"])).not.toBe(first);
    expect(accountMessages(request("/account"), ["overview"])).not.toBe(first);
  });
});
