import { startTransition, useEffect, useState } from "react";

/** A page rendered this recently shows ages ("seen 3 min ago") right within their rounding. */
const FRESH_MS = 30_000;

/** The time to count ages from once hydrated: the render's while it is fresh, else the browser's clock. */
export function clockAfterHydration(renderedAt: number, current: number): number {
  return Math.abs(current - renderedAt) > FRESH_MS ? current : renderedAt;
}

/**
 * The time a page's ages count from: the server's render time at first (hydration matches the
 * HTML), then, for a page kept a while (from memory or a cache), the browser's own clock. A fresh
 * page keeps its time, sparing every card a render while the phone hydrates.
 */
export function usePageClock(renderedAt: number): number {
  const [now, setNow] = useState(renderedAt);
  useEffect(() => {
    const next = clockAfterHydration(renderedAt, Date.now());
    startTransition(() => setNow(next));
  }, [renderedAt]);
  return now;
}
