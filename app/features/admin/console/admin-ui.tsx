/** The console's shared look: its two button styles and its tables' cells and column headings. */
export const buttonClass =
  "rounded-md bg-sky-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-sky-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700 disabled:opacity-60";
export const secondaryClass =
  "rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-sky-700";
export const cellClass = "px-3 py-2 text-sm text-slate-800";
const headClass = "px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-600";

/** A table's column headings (every admin table has plain-text ones). */
export function ColumnHeads({ labels }: { labels: readonly string[] }) {
  return (
    <thead>
      <tr>
        {labels.map((label) => (
          <th key={label} scope="col" className={headClass}>
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
