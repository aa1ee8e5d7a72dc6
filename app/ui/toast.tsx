import type { ExternalToast } from "sonner";

/**
 * Toasts without sonner in any page's first load (the page JavaScript budget of
 * tests/integration/js-budget.test.ts): most visits never see one, so the first toast fetches
 * sonner and mounts its Toaster in a root of its own at the end of the body. Only the pages that
 * toast import this module; the site shell does not.
 */
type Sonner = typeof import("sonner");

let sonner: Promise<Sonner> | undefined;

function loadSonner(): Promise<Sonner> {
  // react-dom/client is in the browser's runtime already; imported here, not at the top, so the
  // server bundle never evaluates it (it renders with react-dom/server).
  sonner ??= Promise.all([import("sonner"), import("react-dom/client")]).then(
    ([mod, { createRoot }]) => {
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
