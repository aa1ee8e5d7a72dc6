/** A guide's category as a pill, on cards and articles. */
export function CategoryBadge({ category }: { category: string }) {
  return (
    <span className="inline-block rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700">
      {category}
    </span>
  );
}
