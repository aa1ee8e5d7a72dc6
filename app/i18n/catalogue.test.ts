import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import { messagesIn, NAMESPACES, serverTranslator } from "./catalogue.server";
import * as englishCatalogue from "./messages/en";
import * as dutchCatalogue from "./messages/nl";
import { pageEntries } from "./translator";

const en: Record<string, Record<string, string>> = { ...englishCatalogue };
const nl: Record<string, Record<string, string>> = { ...dutchCatalogue };

type Compiled = ReturnType<typeof compileMessageOrThrow>;

/** The placeholders a message uses (ICU arguments and rich-text tags), sorted. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: Compiled) => {
    for (const token of tokens) {
      if (typeof token === "string") continue;
      const [name, , format] = token;
      names.add(name);
      if (format && typeof format === "object") {
        for (const [choice, value] of Object.entries(format))
          if (choice !== "offset" && Array.isArray(value)) walk(value);
      }
    }
  };
  walk(compileMessageOrThrow(message));
  for (const match of message.matchAll(/<\/?([a-zA-Z0-9]+)\/?>/g)) names.add(`<${match[1]}>`);
  return [...names].sort();
}

describe("the catalogues", () => {
  for (const namespace of NAMESPACES) {
    const english = en[namespace] ?? {};
    const dutch = nl[namespace] ?? {};

    it(`${namespace}: Dutch has exactly the English keys`, () => {
      expect(Object.keys(dutch).sort()).toEqual(Object.keys(english).sort());
    });

    it(`${namespace}: every key starts with its namespace`, () => {
      for (const key of Object.keys(english)) expect(key.startsWith(`${namespace}.`), key).toBe(true);
    });

    it(`${namespace}: every message is valid ICU with the same placeholders in both languages`, () => {
      for (const [key, message] of Object.entries(english)) {
        expect(placeholders(dutch[key] ?? ""), key).toEqual(placeholders(message));
      }
    });
  }

  it("no key is in two namespaces", () => {
    const all = NAMESPACES.flatMap((namespace) => Object.keys(en[namespace] ?? {}));
    expect(all.length).toBe(new Set(all).size);
  });

  it("formats plurals and placeholders in the language asked", () => {
    expect(serverTranslator("en")("shell.notificationsUnread", { count: 3 })).toBe("Notifications: 3 unread");
    expect(serverTranslator("nl")("shell.notificationsUnread", { count: 1 })).toBe("Meldingen: 1 ongelezen");
    expect(serverTranslator("nl")("shell.footer.rights", { year: 2026, company: "X B.V." })).toBe(
      "© 2026 X B.V.. Alle rechten voorbehouden.",
    );
  });

  it("hands a page only the namespaces it asks for", () => {
    const page = messagesIn("nl", ["shell"]);
    expect(Object.keys(pageEntries(page)).every((key) => key.startsWith("shell."))).toBe(true);
    expect(page.locale).toBe("nl");
  });
});
