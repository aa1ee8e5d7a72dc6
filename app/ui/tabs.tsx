import { type KeyboardEvent, type ReactNode, useId, useRef } from "react";

/**
 * Tabs by the WAI-ARIA pattern with manual activation: the arrow keys (Home, End) move focus
 * along the tabs, Enter or Space (a click) chooses one; only the chosen tab is in the Tab order.
 * Controlled: the caller holds the value. Written here rather than taken from Radix because
 * Radix Tabs brings its roving-focus and collection primitives (~8 KB gzipped) to the home
 * page, whose JavaScript budget they broke (decision 265).
 */
export interface TabItem<V extends string> {
  value: V;
  label: ReactNode;
}

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/** The tab a key moves focus to from tab `index` of `count`, or null for a key tabs leave alone. */
export function tabAfterKey(key: string, index: number, count: number): number | null {
  const move = MOVES[key];
  return move && count > 0 ? move(index, count) : null;
}

/** The ids tying each tab to its panel. */
export function useTabIds(): { tab: (value: string) => string; panel: (value: string) => string } {
  const base = useId();
  return { tab: (value) => `${base}-tab-${value}`, panel: (value) => `${base}-panel-${value}` };
}

export function TabList<V extends string>({
  items,
  value,
  onChange,
  ids,
  label,
  className,
  itemClassName,
}: {
  items: readonly TabItem<V>[];
  value: V;
  onChange: (value: V) => void;
  ids: ReturnType<typeof useTabIds>;
  label: string;
  className?: string;
  itemClassName?: string;
}) {
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = tabAfterKey(event.key, index, items.length);
    if (next === null) return;
    event.preventDefault();
    list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  };
  return (
    <div ref={list} role="tablist" aria-label={label} aria-orientation="horizontal" className={className}>
      {items.map((item, index) => {
        const active = item.value === value;
        return (
          <button
            key={item.value}
            type="button"
            role="tab"
            id={ids.tab(item.value)}
            aria-selected={active}
            aria-controls={ids.panel(item.value)}
            tabIndex={active ? 0 : -1}
            data-state={active ? "active" : "inactive"}
            className={itemClassName}
            onClick={() => onChange(item.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}

/**
 * A tab's panel. `asGroup`: before the tabs exist (the first render, or without JavaScript) the
 * panel is a plain element no tab labels, the same element either way, so hydration keeps it.
 */
export function TabPanel({
  value,
  active,
  ids,
  asGroup = false,
  className,
  children,
}: {
  value: string;
  active: boolean;
  ids: ReturnType<typeof useTabIds>;
  asGroup?: boolean;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div
      id={ids.panel(value)}
      {...(asGroup ? {} : { role: "tabpanel", "aria-labelledby": ids.tab(value), tabIndex: -1 })}
      hidden={!active}
      data-state={active ? "active" : "inactive"}
      className={className}
    >
      {active ? children : null}
    </div>
  );
}
