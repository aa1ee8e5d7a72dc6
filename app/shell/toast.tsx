import { useEffect, useState } from "react";
import type { ExternalToast } from "sonner";

/**
 * Toasts without sonner in the first page load (issue 14's JS budget): most visits never see a
 * toast, so sonner is fetched when the first one fires and its Toaster is mounted then. Sonner
 * replays the toasts still showing when a Toaster subscribes, so the first one is not lost.
 */
type Sonner = typeof import("sonner");
type ToasterComponent = Sonner["Toaster"];

let sonner: Promise<Sonner> | undefined;
let loadedToaster: ToasterComponent | undefined;
let showToaster: ((toaster: ToasterComponent) => void) | undefined;

function withSonner(fire: (mod: Sonner) => void): void {
  sonner ??= import("sonner");
  sonner.then(
    (mod) => {
      loadedToaster = mod.Toaster;
      showToaster?.(mod.Toaster);
      fire(mod);
    },
    () => {
      // A failed fetch (offline, a deploy replaced the chunk) only loses the toast: every caller
      // also shows its message inline. Forget the promise so the next toast tries again.
      sonner = undefined;
    },
  );
}

export const toast = {
  success: (message: string, options?: ExternalToast) => withSonner((mod) => mod.toast.success(message, options)),
  error: (message: string, options?: ExternalToast) => withSonner((mod) => mod.toast.error(message, options)),
};

/** Where the Toaster appears once the first toast has loaded it; renders nothing before. */
export function ToasterHost() {
  const [Toaster, setToaster] = useState<ToasterComponent | undefined>(undefined);
  useEffect(() => {
    showToaster = (component) => setToaster(() => component);
    if (loadedToaster) showToaster(loadedToaster);
    return () => {
      showToaster = undefined;
    };
  }, []);
  return Toaster ? <Toaster richColors closeButton /> : null;
}
