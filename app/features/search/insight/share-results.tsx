import { Share2 } from "lucide-react";
import { useEffect, useState } from "react";
import { useLocation, useRouteLoaderData } from "react-router";
import { Button, buttonClass } from "../../../ui/button";
import { useT } from "../../../ui/i18n";
import { Status, type StatusMessage } from "../../../ui/status";

const SHARE_LOOK = { variant: "outline", size: "sm" } as const;

/**
 * Shares the results with their filters: the address as it is now (the filters and sort are kept
 * in it). With JavaScript one button: the browser's share sheet where it has one (Web Share),
 * else it copies the link (and shows it when copying fails). Without JavaScript the same button
 * opens the link (a <details>). Both are drawn alike in the same place, so hydrating moves nothing.
 */
export function ShareResults() {
  const t = useT();
  const location = useLocation();
  const root = useRouteLoaderData("root") as { brand?: { siteUrl?: string } } | undefined;
  const address = `${root?.brand?.siteUrl ?? ""}${location.pathname}${location.search}`;
  const [mode, setMode] = useState<"link" | "share" | "copy">("link");
  const [status, setStatus] = useState<StatusMessage | null>(null);
  const [showLink, setShowLink] = useState(false);
  useEffect(() => setMode(typeof navigator.share === "function" ? "share" : "copy"), []);

  const share = async () => {
    // The filters change the address without a navigation: read it now.
    const url = window.location.href;
    if (mode === "share") {
      try {
        await navigator.share({ title: document.title, url });
      } catch {
        // Dismissed by the traveller, or refused: nothing to say.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      setStatus({ text: t("insight.share.copied"), tone: "ok" });
    } catch {
      setShowLink(true);
      setStatus({ text: t("insight.share.failed"), tone: "error" });
    }
  };

  const face = (label: string) => (
    <>
      <Share2 aria-hidden="true" className="h-4 w-4" />
      {/* An icon on a phone, so it fits the insight panel's title row; the name stays for screen readers. */}
      <span className="sr-only sm:not-sr-only">{label}</span>
    </>
  );
  // Drawn over what follows, so opening it moves nothing either.
  const link = (
    <p className="absolute right-0 z-10 mt-2 w-72 max-w-[80vw] rounded-md border border-slate-200 bg-white p-3 text-xs text-slate-700 shadow-lg">
      <span>{t("insight.share.label")}: </span>
      <a href={address} className="break-all text-brand-700 underline" data-testid="share-link">
        {address}
      </a>
    </p>
  );
  if (mode === "link") {
    return (
      <details data-testid="share-results" className="relative">
        <summary className={buttonClass({ ...SHARE_LOOK, className: "list-none [&::-webkit-details-marker]:hidden" })}>
          {face(t("insight.share.button"))}
        </summary>
        {link}
      </details>
    );
  }
  return (
    <div data-testid="share-results" className="relative">
      <Button {...SHARE_LOOK} onClick={share} data-testid="share-button">
        {face(t(mode === "share" ? "insight.share.button" : "insight.share.copy"))}
      </Button>
      {/* The live region is there from the start, and takes room only once it has something to say. */}
      <div className={status ? undefined : "h-0 overflow-hidden"}>
        <Status status={status} />
      </div>
      {showLink && link}
    </div>
  );
}
