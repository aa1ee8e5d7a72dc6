import type { ReactNode } from "react";
import { formatDate } from "../../format/dates";

/** Today's date as the server sees it at request time, e.g. "November 21, 2026" (UTC). */
export function todayOnServer(now = new Date()): { iso: string; long: string } {
  const iso = now.toISOString().slice(0, 10);
  return { iso, long: formatDate(now, "long") };
}

/** Shared layout for help, company and legal pages: heading, intro, optional date line, prose body. */
export function PageShell({
  title,
  intro,
  dateLabel,
  date,
  children,
  wide = false,
}: {
  title: string;
  intro?: ReactNode;
  dateLabel?: string;
  date?: { iso: string; long: string };
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className={`mx-auto px-4 py-12 sm:px-6 ${wide ? "max-w-5xl" : "max-w-3xl"}`}>
      <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      {date ? (
        <p className="mt-3 text-sm text-slate-600">
          {dateLabel ?? "Last updated"}: <time dateTime={date.iso}>{date.long}</time>
        </p>
      ) : null}
      {intro ? <div className="mt-4 text-lg text-slate-600">{intro}</div> : null}
      <div className={`mt-8 text-slate-700 ${PROSE}`}>{children}</div>
    </div>
  );
}

const PROSE = [
  "[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-slate-900 [&_h2]:scroll-mt-24",
  "[&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900",
  "[&_p]:mt-4 [&_p]:leading-7 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_li]:leading-7",
  "[&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6",
  "[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline",
].join(" ");

/**
 * A mailto link for a message's `<link>…</link>`: RichText puts the message's words inside; the
 * address is its content only where it stands alone.
 */
export const mailLink = (email: string) => <a href={`mailto:${email}`}>{email}</a>;
