import { Share2 } from "lucide-react";
import { useEffect, useState } from "react";
import { useLocation, useRouteLoaderData } from "react-router";
import { Button } from "../../../ui/button";
import { useT } from "../../../ui/i18n";
import { Status, type StatusMessage } from "../../../ui/status";

/**
 * Shares the results with their filters: the address as it is now (the filters and sort are kept
 * in it). With JavaScript one button: the browser's share sheet where it has one (Web Share),
 * else it copies the link; without JavaScript (and when copying fails) the link itself is shown.
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

  const link = (
    <p className="text-xs text-slate-700">
      <span>{t("insight.share.label")}: </span>
      <a href={address} className="break-all text-brand-700 underline" data-testid="share-link">
        {address}
      </a>
    </p>
  );
  if (mode === "link") return <div data-testid="share-results">{link}</div>;
  return (
    <div data-testid="share-results" className="flex flex-wrap items-center gap-2">
      <Button variant="outline" size="sm" onClick={share} data-testid="share-button">
        <Share2 aria-hidden="true" className="h-4 w-4" />
        {/* An icon on a phone, so it fits the insight panel's title row; the name stays for screen readers. */}
        <span className="sr-only sm:not-sr-only">
          {t(mode === "share" ? "insight.share.button" : "insight.share.copy")}
        </span>
      </Button>
      <Status status={status} />
      {showLink && link}
    </div>
  );
}
