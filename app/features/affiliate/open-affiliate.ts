import type { Translate } from "../../i18n/translator";
import { toast } from "../../ui/toast";

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

/**
 * Tells the traveller the partner could not be opened (toast; the caller shows the inline alert,
 * results.partner.openFailed), each pointing to another result.
 */
export function announceOpenFailure(t: Translate): void {
  toast.error(t("results.partner.toastTitle"), { description: t("results.partner.toastText") });
}
