import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import { type Locale, localeFromPath } from "./locales";
import type { Namespace } from "./message-key";
import * as en from "./messages/en";
import * as nl from "./messages/nl";
import {
  type CompiledMessages,
  createI18n,
  type PageMessages,
  type Translate,
  toPageMessages,
  translatorOf,
} from "./translator";

/**
 * The catalogues, compiled once per language and namespace on first use. Server-only: pages get
 * the compiled messages they need through their loaders, so neither the catalogue nor the ICU
 * parser is in the client bundle.
 */
const SOURCES: Record<Locale, Record<Namespace, Readonly<Record<string, string>>>> = { en, nl };
const compiled = new Map<string, CompiledMessages>();

function compiledNamespace(locale: Locale, namespace: Namespace): CompiledMessages {
  const cacheKey = `${locale}:${namespace}`;
  let entries = compiled.get(cacheKey);
  if (!entries) {
    entries = {};
    for (const [key, message] of Object.entries(SOURCES[locale][namespace])) {
      entries[key] = compileMessageOrThrow(message);
    }
    compiled.set(cacheKey, entries);
  }
  return entries;
}

export const NAMESPACES = Object.keys(en) as Namespace[];

/** The compiled messages of these namespaces in one language. */
export function compiledMessagesIn(locale: Locale, namespaces: readonly Namespace[]): CompiledMessages {
  const entries: CompiledMessages = {};
  for (const namespace of namespaces) Object.assign(entries, compiledNamespace(locale, namespace));
  return entries;
}

const handOvers = new Map<string, PageMessages>();

/** The messages of these namespaces in one language, as pages get them (written once per set). */
export function messagesIn(locale: Locale, namespaces: readonly Namespace[]): PageMessages {
  const key = `${locale}|${namespaces.join("+")}`;
  let page = handOvers.get(key);
  if (!page) {
    page = toPageMessages(locale, [...namespaces], compiledMessagesIn(locale, namespaces));
    handOvers.set(key, page);
  }
  return page;
}

/** The messages of these namespaces in the language of the page asked for (`/nl/…` is Dutch). */
export function pageMessages(request: Request, namespaces: readonly Namespace[]): PageMessages {
  return messagesIn(localeFromPath(new URL(request.url).pathname), namespaces);
}

const translators = new Map<Locale, Translate>();

/** A translator over the whole catalogue, for the server's own words (e-mails, API errors). */
export function serverTranslator(locale: Locale): Translate {
  let t = translators.get(locale);
  if (!t) {
    t = translatorOf(createI18n(locale, compiledMessagesIn(locale, NAMESPACES)));
    translators.set(locale, t);
  }
  return t;
}
