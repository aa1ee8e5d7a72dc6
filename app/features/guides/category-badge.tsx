/**
 * A guide's category as a pill, on cards and articles. It names the kit's badge classes instead
 * of rendering `Badge`: the guide pages' JavaScript is at its budget (decision 211).
 */
export function CategoryBadge({ category }: { category: string }) {
  return <span className="badge badge-pill badge-brand">{category}</span>;
}
