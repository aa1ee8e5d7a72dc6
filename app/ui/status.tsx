/** What a status line says, and whether it reports a success or an error. */
export interface StatusMessage {
  text: string;
  tone: "ok" | "error";
}

/**
 * A polite live region that always takes its line of space, so a message appearing or clearing
 * never moves the controls around it: red for an error, green otherwise.
 */
export function Status({ status }: { status: StatusMessage | null }) {
  return (
    <p
      role="status"
      aria-live="polite"
      className={`min-h-6 text-sm font-medium ${status?.tone === "error" ? "text-red-700" : "text-emerald-700"}`}
    >
      {status?.text ?? ""}
    </p>
  );
}
