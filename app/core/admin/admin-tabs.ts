import { SOURCE_ADMIN_TABS } from "../providers/registry";

/**
 * The console's tabs, addressable as /admin?tab=<id> so a view can be bookmarked and shared.
 * `loadError` is what the tab says when its data cannot be read, in the console's
 * established wording where it has one ('Failed to fetch status').
 */
export const ADMIN_TABS = [
  { id: "overview", label: "Overview", loadError: "Failed to load the overview" },
  { id: "providers", label: "Provider Status", loadError: "Failed to fetch status" },
  { id: "integrations", label: "Integrations", loadError: "Failed to load integrations" },
  { id: "quota", label: "Quota Monitor", loadError: "Failed to load quota status" },
  { id: "backups", label: "Backups", loadError: "Failed to load backup history" },
  // Each source's own tabs, in the registry's order.
  ...SOURCE_ADMIN_TABS,
  { id: "alerts", label: "Alerts", loadError: "Failed to load price alerts" },
  { id: "inbox", label: "Inbox", loadError: "Failed to load the contact inbox" },
] as const;

export type AdminTab = (typeof ADMIN_TABS)[number]["id"];

export function parseTab(value: string | null): AdminTab {
  return ADMIN_TABS.some((tab) => tab.id === value) ? (value as AdminTab) : "overview";
}

export function tabInfo(id: AdminTab): (typeof ADMIN_TABS)[number] {
  return ADMIN_TABS.find((tab) => tab.id === id) ?? ADMIN_TABS[0];
}
