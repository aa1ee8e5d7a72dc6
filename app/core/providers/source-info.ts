/**
 * What the browser and the server both know about a flight source: its name, labels,
 * colour and the function endpoint that searches it. Plain TypeScript, no server imports.
 */
export interface SourceInfo {
  /** The `provider` of its offers and the name in `_debug`, logs and flags. */
  readonly name: string;
  /** Short label shown on cards and in messages ("Amadeus"). */
  readonly label: string;
  /** Where its prices come from, in words, for notes such as the price strip's. */
  readonly description: string;
  /**
   * Colour of its badge on result cards: text and border on white (#rrggbb), at least 4.5:1
   * against white so the label stays WCAG AA (registry.test.ts checks).
   */
  readonly colour: string;
  /** Its search function under FUNCTIONS_BASE_PATH, or null when it is never searched directly. */
  readonly endpoint: { readonly path: string; readonly method: "GET" | "POST" } | null;
  /**
   * The admin console's tabs of this source, if any, listed before the Alerts tab
   * (app/core/admin/admin-tabs.ts); each tab's panel is drawn by app/features/admin/console.
   */
  readonly adminTabs?: readonly SourceAdminTab[];
}

/** One admin tab of a source: its id in /admin?tab=<id>, its label, and what it says when its data cannot be read. */
interface SourceAdminTab {
  readonly id: string;
  readonly label: string;
  readonly loadError: string;
}
