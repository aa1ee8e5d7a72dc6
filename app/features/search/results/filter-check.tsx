/** One checkbox of the filter form, with its count (and a price or note after it). */
export function Check({
  label,
  count,
  checked,
  onChange,
  extra,
  name,
  value,
}: {
  label: string;
  count: number;
  checked: boolean;
  onChange: () => void;
  extra?: string;
  name: string;
  value: string;
}) {
  return (
    <label className="flex cursor-pointer items-center gap-2 py-1 text-sm">
      <input
        type="checkbox"
        name={name}
        value={value}
        checked={checked}
        onChange={onChange}
        className="h-4 w-4 accent-brand-600"
      />
      <span className="flex-1">{label}</span>
      <span className="text-slate-600 tabular-nums">
        {count}
        {extra ? ` · ${extra}` : ""}
      </span>
    </label>
  );
}
