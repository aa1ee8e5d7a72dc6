import { useId, useState } from "react";
import { useRevalidator } from "react-router";
import { formatDate } from "../../../format/dates";
import type { ContactStatus, InboxMessage } from "../../../services/contact/contact.server";
import { Badge } from "../../../ui/badge";
import { Button } from "../../../ui/button";
import { Status } from "../../../ui/status";
import { adminCall, useStatus } from "../admin-client";

const TONE: Record<ContactStatus, "ok" | "warn" | "fail"> = { new: "warn", answered: "ok", spam: "fail" };

/** The contact inbox: every message sent with the contact form, its status, and a reply by e-mail. */
export function InboxTab({ messages }: { messages: InboxMessage[] }) {
  const counts = { new: 0, answered: 0, spam: 0 };
  for (const m of messages) counts[m.status] += 1;
  return (
    <div className="space-y-4">
      <h2 className="text-xl font-semibold text-slate-900">Inbox</h2>
      <p className="text-sm text-slate-700">
        Messages sent with the contact form ({counts.new} new, {counts.answered} answered, {counts.spam} spam). Each is
        also e-mailed to the support address with the sender as Reply-To; a reply sent here goes out from the support
        address and marks the message answered.
      </p>
      {messages.length === 0 ? (
        <p className="text-sm text-slate-700">No contact messages yet.</p>
      ) : (
        <ul className="space-y-4">
          {messages.map((m) => (
            <li key={m.id}>
              <InboxItem message={m} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function InboxItem({ message: m }: { message: InboxMessage }) {
  const id = useId();
  const [status, show] = useStatus();
  const [reply, setReply] = useState("");
  const [busy, setBusy] = useState(false);
  const revalidator = useRevalidator();
  const file = async (next: ContactStatus) => {
    const result = await adminCall(`/api/admin/inbox/${m.id}/status`, { body: { status: next } });
    if (!result.ok) return show(result.error, "error");
    show(`Marked ${next}`);
    revalidator.revalidate();
  };
  return (
    <article
      aria-labelledby={`${id}-subject`}
      data-testid="inbox-message"
      className="space-y-2 rounded-lg border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={`${id}-subject`} className="font-semibold text-slate-900">
          {m.subject}
        </h3>
        <Badge tone={TONE[m.status]}>{m.status}</Badge>
        {m.spamReason ? <span className="text-xs text-slate-700">({m.spamReason})</span> : null}
        {!m.forwarded && m.status !== "spam" ? <Badge tone="warn">not e-mailed to support</Badge> : null}
      </div>
      <p className="text-sm text-slate-700">
        From {m.name} &lt;{m.email}&gt; · {formatDate(m.createdAt, "dateTime")} ·{" "}
        {m.locale === "nl" ? "Dutch" : "English"} page
      </p>
      <p className="whitespace-pre-wrap text-sm text-slate-900">{m.message}</p>
      {m.replyText ? (
        <div className="rounded border border-emerald-200 bg-emerald-50 p-2 text-sm text-slate-900">
          <p className="font-medium">
            Answered by {m.repliedBy} · {m.repliedAt ? formatDate(m.repliedAt, "dateTime") : ""}
          </p>
          <p className="whitespace-pre-wrap">{m.replyText}</p>
        </div>
      ) : null}
      <form
        className="space-y-2"
        onSubmit={async (event) => {
          event.preventDefault();
          setBusy(true);
          const result = await adminCall(`/api/admin/inbox/${m.id}/reply`, { body: { text: reply } });
          setBusy(false);
          if (!result.ok) return show(result.error, "error");
          setReply("");
          show(`Reply sent to ${m.email}`);
          revalidator.revalidate();
        }}
      >
        <label htmlFor={`${id}-reply`} className="block text-sm font-medium text-slate-800">
          Reply to {m.email}
        </label>
        <textarea
          id={`${id}-reply`}
          value={reply}
          onChange={(event) => setReply(event.target.value)}
          rows={4}
          className="control w-full"
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" size="sm" disabled={busy || reply.trim() === ""}>
            {busy ? "Sending reply…" : "Send reply"}
          </Button>
          {m.status === "spam" ? (
            <Button variant="secondary" size="sm" onClick={() => void file("new")}>
              Not spam
            </Button>
          ) : (
            <Button variant="secondary" size="sm" onClick={() => void file("spam")}>
              Mark as spam
            </Button>
          )}
        </div>
      </form>
      <Status status={status} />
    </article>
  );
}
