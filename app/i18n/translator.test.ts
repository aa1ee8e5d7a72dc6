import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import type { MessageKey } from "./message-key";
import { mergePageMessages, pageEntries, toPageMessages, translatorFromMatches } from "./translator";

const key = (text: string) => text as MessageKey;

describe("page messages", () => {
  it("travel as one JSON text and come back as the compiled messages", () => {
    const entries = { "shell.hello": compileMessageOrThrow("Hello {name}") };
    const page = toPageMessages("en", ["shell"], entries);
    expect(typeof page.json).toBe("string");
    expect(pageEntries(page)).toEqual(entries);
  });

  it("are parsed once per hand-over: the same object gives the same entries", () => {
    const page = toPageMessages("en", ["shell"], { "shell.a": "A" });
    expect(pageEntries(page)).toBe(pageEntries(page));
    const copy = { ...page };
    expect(pageEntries(copy)).not.toBe(pageEntries(page));
    expect(pageEntries(copy)).toEqual(pageEntries(page));
  });

  it("of several routes merge, and the translator speaks the language of the first route that has some", () => {
    const root = toPageMessages("nl", ["shell"], {
      "shell.count": compileMessageOrThrow("{n, plural, one {# vlucht} other {# vluchten}}"),
    });
    const route = toPageMessages("nl", ["search"], { "search.title": "Zoeken" });
    expect(Object.keys(mergePageMessages([root, undefined, route])).sort()).toEqual(["search.title", "shell.count"]);
    const t = translatorFromMatches([undefined, { data: { messages: root } }, { data: { messages: route } }]);
    expect(t(key("search.title"))).toBe("Zoeken");
    expect(t(key("shell.count"), { n: 1 })).toBe("1 vlucht");
    expect(t(key("shell.count"), { n: 1500 })).toBe("1.500 vluchten");
  });
});
