import { startTransition, useEffect, useState } from "react";

/**
 * False on the server and in the render that hydrates the HTML, true after it: what only works
 * with JavaScript (a button that opens a sheet, a date picker) replaces its plain-HTML stand-in
 * then. The switch is a transition: React renders it in slices between other work, where an
 * ordinary state update from an effect re-renders the whole form in one long task on a phone.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
