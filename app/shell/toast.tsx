import { createRoot } from "react-dom/client";
import type { ExternalToast } from "sonner";

/**
 * Toasts without sonner in any page's first load (issue 14's JS budget): most visits never see
 * one, so the first toast fetches sonner and mounts its Toaster in a root of its own at the end
 * of the body. Only the pages that toast import this module; the site shell does not.
 */
type Sonner = typeof import("sonner");

let sonner: Promise<Sonner> | undefined;

function loadSonner(): Promise<Sonner> {
  sonner ??= import("sonner").then(
    (mod) => {
      const host = document.createElement("div");
      document.body.append(host);
      createRoot(host).render(<mod.Toaster richColors closeButton />);
      return mod;
    },
    (error: unknown) => {
      // Forget a failed fetch (offline, a deploy replaced the chunk) so the next toast retries.
      sonner = undefined;
      throw error;
    },
  );
  return sonner;
}

// A toast that cannot load is only lost: every caller also shows its message inline. Sonner keeps
// a toast fired before its Toaster subscribes and shows it then.
function withSonner(fire: (mod: Sonner) => void): void {
  loadSonner().then(fire, () => {});
}

export const toast = {
  success: (message: string, options?: ExternalToast) => withSonner((mod) => mod.toast.success(message, options)),
  error: (message: string, options?: ExternalToast) => withSonner((mod) => mod.toast.error(message, options)),
};
