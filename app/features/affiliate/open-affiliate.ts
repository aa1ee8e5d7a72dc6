import { toast } from "../../ui/toast";

/** What the traveller reads when a hand-off cannot open: an alert and a toast, each pointing to another result. */
export const OPEN_FAILED_ALERT = "We couldn't open the partner link right now. Try another result.";
const OPEN_FAILED_TOAST_TITLE = "Couldn't open partner site";
const OPEN_FAILED_TOAST_TEXT = "Please try again or choose another result.";

export interface ClickLog {
  program: string;
  sub_id: string;
  origin?: string | null;
  destination?: string | null;
}

/**
 * Records the click before the partner opens. Sent with keepalive so it survives
 * the tab switch; a failure is only logged and never stops the hand-off.
 */
export function logClick(basePath: string, click: ClickLog): Promise<void> {
  try {
    return fetch(`${basePath}/log-click`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(click),
      keepalive: true,
    })
      .then((res) => {
        if (!res.ok) console.warn(`log-click answered ${res.status}`);
      })
      .catch((error) => console.warn("log-click failed", error));
  } catch (error) {
    console.warn("log-click failed", error);
    return Promise.resolve();
  }
}

/** Tells the traveller the partner could not be opened (toast; the caller shows the inline alert). */
export function announceOpenFailure(): void {
  toast.error(OPEN_FAILED_TOAST_TITLE, { description: OPEN_FAILED_TOAST_TEXT });
}
