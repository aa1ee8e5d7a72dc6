import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import type { MessageKey } from "./message-key";
import { i18nOfPages, mergePageMessages, pageEntries, toPageMessages, translatorFromMatches } from "./translator";

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

describe("one Lingui instance per set of hand-overs", () => {
  const root = toPageMessages("en", ["shell"], { "shell.a": "A" });
  const route = toPageMessages("en", ["search"], { "search.b": "B" });

  it("is made once for the same hand-overs, so the frame and the title share it", () => {
    const first = i18nOfPages("en", [root, undefined, route]);
    expect(i18nOfPages("en", [root, route])).toBe(first);
    expect(first._("search.b")).toBe("B");
    expect(first.locale).toBe("en-US");
  });

  it("is another for another route's hand-over, another language or fewer pages", () => {
    const first = i18nOfPages("en", [root, route]);
    const next = toPageMessages("en", ["search"], { "search.b": "B2" });
    expect(i18nOfPages("en", [root, next])).not.toBe(first);
    expect(i18nOfPages("en", [root, next])._("search.b")).toBe("B2");
    expect(i18nOfPages("nl", [root, route])).not.toBe(first);
    expect(i18nOfPages("nl", [root, route]).locale).toBe("nl-NL");
    expect(i18nOfPages("en", [root])._("search.b")).toBe("search.b");
  });

  it("keeps one per route however many routes share the frame's hand-over", () => {
    const frame = toPageMessages("en", ["shell"], { "shell.a": "A" });
    const pages = Array.from({ length: 20 }, (_, i) => toPageMessages("en", ["search"], { "search.b": `B${i}` }));
    const made = pages.map((page) => i18nOfPages("en", [frame, page]));
    pages.forEach((page, i) => {
      expect(i18nOfPages("en", [frame, page])).toBe(made[i]);
    });
    expect(made[0]).not.toBe(made[19]);
    expect(made[19]?._("search.b")).toBe("B19");
  });

  it("keeps the last four sets per route hand-over", () => {
    const route = toPageMessages("en", ["search"], { "search.b": "B" });
    const frames = Array.from({ length: 5 }, (_, i) => toPageMessages("en", ["shell"], { "shell.a": `A${i}` }));
    const made = frames.map((frame) => i18nOfPages("en", [frame, route]));
    expect(i18nOfPages("en", [frames[4], route])).toBe(made[4]);
    expect(i18nOfPages("en", [frames[1], route])).toBe(made[1]);
    expect(i18nOfPages("en", [frames[0], route])).not.toBe(made[0]);
  });

  it("with no hand-over at all reads every key as itself", () => {
    expect(i18nOfPages("en", [undefined])._("shell.a")).toBe("shell.a");
  });
});
