import { type ReactNode, useState } from "react";
import { type AffiliateLinkInput, buildAffiliateLink, createSubId } from "../../core/affiliate/affiliate-link";
import { useT } from "../../ui/i18n";
import { announceOpenFailure, logClick } from "./open-affiliate";

export interface PartnerLinkProps {
  link: Omit<AffiliateLinkInput, "subId">;
  /** Where the click happened (e.g. "deals", "search"): the stable part of the subId. */
  placement: string;
  functionsBasePath: string;
  className?: string;
  children: ReactNode;
  "aria-label"?: string;
  /** The id of the words saying where the link goes (its accessible description). */
  "aria-describedby"?: string;
}

function safeBuild(input: AffiliateLinkInput) {
  try {
    return buildAffiliateLink(input);
  } catch {
    return null;
  }
}

/**
 * A real link to the partner (works without JavaScript), opened in a new tab
 * without opener or referrer. On click it mints a fresh subId for this click,
 * records it with POST log-click (keepalive, failures only logged) and lets the
 * browser open the tab. A link that cannot be built shows an alert and a toast.
 */
export function PartnerLink({ link, placement, functionsBasePath, className, children, ...rest }: PartnerLinkProps) {
  const t = useT();
  const [failed, setFailed] = useState(false);
  // Stable subId for the server render; replaced by a per-click one on click.
  const initial = safeBuild({ ...link, subId: placement.replace(/[^A-Za-z0-9_]/g, "_").slice(0, 32) });

  const onClick = (event: React.MouseEvent<HTMLAnchorElement>) => {
    const fresh = safeBuild({ ...link, subId: createSubId(placement) });
    if (!fresh) {
      event.preventDefault();
      setFailed(true);
      announceOpenFailure(t);
      return;
    }
    event.currentTarget.href = fresh.url;
    void logClick(functionsBasePath, {
      program: fresh.program,
      sub_id: fresh.subId,
      origin: link.origin,
      destination: link.destination,
    });
  };

  return (
    <>
      <a
        href={initial?.url ?? "#"}
        target="_blank"
        rel="noopener noreferrer"
        className={className}
        onClick={onClick}
        aria-label={rest["aria-label"]}
        aria-describedby={rest["aria-describedby"]}
        data-program={initial?.program}
      >
        {children}
      </a>
      {failed && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {t("results.partner.openFailed")}
        </p>
      )}
    </>
  );
}
