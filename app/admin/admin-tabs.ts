/** The console's tabs (spec §2), addressable as /admin?tab=<id> so a view can be bookmarked and shared. */
export const ADMIN_TABS = [
  { id: "overview", label: "Overview" },
  { id: "providers", label: "Provider Status" },
  { id: "integrations", label: "Integrations" },
  { id: "quota", label: "Quota Monitor" },
  { id: "backups", label: "Backups" },
  { id: "travelpayouts", label: "Travelpayouts" },
  { id: "aviasales", label: "Aviasales API" },
  { id: "alerts", label: "Alerts" },
] as const;

export type AdminTab = (typeof ADMIN_TABS)[number]["id"];

export function parseTab(value: string | null): AdminTab {
  return ADMIN_TABS.some((tab) => tab.id === value) ? (value as AdminTab) : "overview";
}
