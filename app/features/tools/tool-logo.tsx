import { useEffect, useRef, useState } from "react";
import {
  companySuggestUrl,
  faviconUrl,
  logoCacheKey,
  placeholderColour,
  primaryLogoUrl,
} from "../../core/tools/logo-sources";
import { initialsOf } from "../../core/tools/tools-data";

type Stage = "lookup" | "primary" | "favicon" | "initials";

interface CachedLookup {
  domain: string | null;
  at: string;
}

function readCache(name: string): CachedLookup | undefined {
  try {
    const raw = window.localStorage.getItem(logoCacheKey(name));
    const value = raw ? (JSON.parse(raw) as CachedLookup) : undefined;
    return value && (typeof value.domain === "string" || value.domain === null) ? value : undefined;
  } catch {
    return undefined;
  }
}

function writeCache(name: string, domain: string | null) {
  try {
    window.localStorage.setItem(logoCacheKey(name), JSON.stringify({ domain, at: new Date().toISOString() }));
  } catch {
    // Private mode or a full quota: the logo still works, it is just looked up again next time.
  }
}

/**
 * A company logo with a fallback chain: known domain → primary logo source →
 * favicon service → initials placeholder. A name without a domain is first looked up
 * in the company suggestion service, and the answer cached in localStorage. Errors fall
 * back silently. The name is always shown next to the logo, so the image is decorative.
 */
export function ToolLogo({
  name,
  domain: knownDomain,
  className = "",
}: {
  name: string;
  domain?: string;
  className?: string;
}) {
  const [domain, setDomain] = useState<string | undefined>(knownDomain);
  const [stage, setStage] = useState<Stage>(knownDomain ? "primary" : "lookup");
  const img = useRef<HTMLImageElement>(null);

  // Unknown domain: ask the suggestion service once, then remember the answer.
  useEffect(() => {
    if (knownDomain) return;
    const cached = readCache(name);
    if (cached) {
      if (cached.domain) {
        setDomain(cached.domain);
        setStage("primary");
      } else setStage("initials");
      return;
    }
    const controller = new AbortController();
    fetch(companySuggestUrl(name), { signal: controller.signal })
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(String(response.status)))))
      .then((items: unknown) => {
        const first = Array.isArray(items) ? (items[0] as { domain?: unknown } | undefined) : undefined;
        const found =
          typeof first?.domain === "string" && /^[a-z0-9.-]+\.[a-z]{2,}$/i.test(first.domain) ? first.domain : null;
        writeCache(name, found);
        if (found) {
          setDomain(found);
          setStage("primary");
        } else setStage("initials");
      })
      .catch(() => {
        if (!controller.signal.aborted) setStage("initials");
      });
    return () => controller.abort();
  }, [knownDomain, name]);

  const next = () => setStage((current) => (current === "primary" ? "favicon" : "initials"));

  // An image that failed before hydration never fires onError for React: check once mounted.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-check whenever the source changes.
  useEffect(() => {
    const el = img.current;
    if (el?.complete && el.naturalWidth === 0) next();
  }, [stage, domain]);

  const box = `inline-flex h-12 w-12 shrink-0 items-center justify-center overflow-hidden rounded-xl ${className}`;
  if ((stage === "primary" || stage === "favicon") && domain) {
    return (
      <span className={`${box} border border-slate-200 bg-white`} data-logo-stage={stage}>
        <img
          ref={img}
          src={stage === "primary" ? primaryLogoUrl(domain) : faviconUrl(domain)}
          alt=""
          width={48}
          height={48}
          loading="lazy"
          referrerPolicy="no-referrer"
          onError={next}
          className="h-full w-full object-contain p-1"
        />
      </span>
    );
  }
  return (
    <span
      aria-hidden="true"
      data-logo-stage={stage === "lookup" ? "lookup" : "initials"}
      className={`${box} text-lg font-bold tracking-wide text-white shadow-inner`}
      style={{ background: `linear-gradient(135deg, ${placeholderColour(name)}, #0f172a)` }}
    >
      {initialsOf(name)}
    </span>
  );
}
