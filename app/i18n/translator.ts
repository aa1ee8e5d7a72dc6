import { type I18n, type Messages, setupI18n } from "@lingui/core";
import { intlLocale, type Locale } from "./locales";
import type { MessageKey } from "./message-key";

/** Compiled ICU messages by key, as Lingui takes them (compiled on the server, so no parser ships). */
export type CompiledMessages = Messages;

/** The messages a page needs, in its language: what a route's loader hands to the page. */
export interface PageMessages {
  locale: Locale;
  namespaces: string[];
  /**
   * The compiled messages as one JSON text. A page's data then carries one string, which the
   * browser parses natively, instead of thousands of small values (every compiled message is a
   * nested array) that React Router's stream format decodes one by one while the page hydrates.
   */
  json: string;
}

/** The hand-over form of some compiled messages. */
export function toPageMessages(locale: Locale, namespaces: string[], entries: CompiledMessages): PageMessages {
  return { locale, namespaces, json: JSON.stringify(entries) };
}

const parsed = new WeakMap<PageMessages, CompiledMessages>();

/** A page's compiled messages, parsed once per hand-over (a route's data keeps its object). */
export function pageEntries(page: PageMessages): CompiledMessages {
  let entries = parsed.get(page);
  if (!entries) {
    entries = JSON.parse(page.json) as CompiledMessages;
    parsed.set(page, entries);
  }
  return entries;
}

export type MessageValues = Record<string, unknown>;
export type Translate = (key: MessageKey, values?: MessageValues) => string;

/**
 * One Lingui instance for one language and a set of compiled messages. A key with no message
 * reads as the key itself, which the Dutch page test and the key test catch.
 */
export function createI18n(locale: Locale, entries: CompiledMessages): I18n {
  const tag = intlLocale(locale);
  return setupI18n({ locale: tag, locales: [tag], messages: { [tag]: entries } });
}

export function translatorOf(i18n: I18n): Translate {
  return (key, values) => i18n._(key, values);
}

/** All messages of the pages given (a route match each), merged: later pages win nothing, keys are unique. */
export function mergePageMessages(pages: ReadonlyArray<PageMessages | undefined>): CompiledMessages {
  const merged: CompiledMessages = {};
  for (const page of pages) if (page) Object.assign(merged, pageEntries(page));
  return merged;
}

/**
 * Instances already made, by the route's own (last) hand-over: every route shares the frame's
 * hand-over, so keying by it would make all routes compete for one short list. A route's data
 * is new on each navigation, so an instance goes when its route's data does.
 */
const instances = new WeakMap<PageMessages, { locale: Locale; pages: PageMessages[]; i18n: I18n }[]>();
const INSTANCES_PER_ROUTE_PAGE = 4;

/**
 * The Lingui instance of these hand-overs in one language, made once: the page's frame and its
 * route's `meta` (rendered in the same pass) share it instead of each merging the messages again.
 */
export function i18nOfPages(locale: Locale, pages: ReadonlyArray<PageMessages | undefined>): I18n {
  const present = pages.filter((page): page is PageMessages => page !== undefined);
  const own = present.at(-1);
  if (!own) return createI18n(locale, {});
  const made = instances.get(own) ?? [];
  const same = made.find(
    (entry) =>
      entry.locale === locale &&
      entry.pages.length === present.length &&
      entry.pages.every((page, i) => page === present[i]),
  );
  if (same) return same.i18n;
  const i18n = createI18n(locale, mergePageMessages(present));
  instances.set(own, [{ locale, pages: present, i18n }, ...made].slice(0, INSTANCES_PER_ROUTE_PAGE));
  return i18n;
}

interface MatchWithMessages {
  data?: unknown;
}

/**
 * A translator for a route's `meta` function: the messages every matched route handed over, in
 * the page's language (the root's match carries the language).
 */
export function translatorFromMatches(matches: ReadonlyArray<MatchWithMessages | undefined>): Translate {
  const pages = matches.map((match) => (match?.data as { messages?: PageMessages } | undefined)?.messages);
  const locale = pages.find((page) => page)?.locale ?? "en";
  return translatorOf(i18nOfPages(locale, pages));
}
