/** The console's tables: their cells and column headings (its buttons are the UI kit's). */
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
