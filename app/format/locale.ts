/**
 * The interface's locale and the cache its Intl formatters share. Every formatter of the format
 * module takes a locale (the site's one locale today; the Dutch interface passes its own) and is
 * built on its first use, then kept: building a page's first NumberFormat costs a browser tens of
 * milliseconds (ICU's number data, ~50 ms at Lighthouse's 4× CPU). Built while a module loads,
 * that cost joined one long task before hydration; built on first use, it runs inside React's
 * time-sliced hydration, and every screen shares the same instances.
 */
export const DEFAULT_LOCALE = "en-US";

/**
 * `build` wrapped so each distinct set of (string) arguments builds its value once, on its first
 * use, and gets that same value after. Calling it has no side effect (the annotation tells the
 * bundler), so a page that imports a formatter module but calls none of it does not load it.
 */
/* @__NO_SIDE_EFFECTS__ */
export function onFirstUse<Args extends string[], T>(build: (...args: Args) => T): (...args: Args) => T {
  const built: Record<string, T> = {};
  return (...args: Args) => {
    // No inherited property name starts with ":", so a key never reads one of Object's.
    const key = `:${args.join()}`;
    built[key] ??= build(...args);
    return built[key] as T;
  };
}
