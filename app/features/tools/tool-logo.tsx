/**
 * A partner's logo: a file of our own in public/logos (its source noted in public/logos/README.md),
 * so the page asks no other site for an image. The name is always shown next to the logo, so the
 * image is decorative.
 */
export function ToolLogo({ logo, className = "" }: { logo: string; className?: string }) {
  return (
    <span
      className={`inline-flex h-12 w-12 shrink-0 items-center justify-center overflow-hidden rounded-xl ${className}`}
    >
      <img src={logo} alt="" width={48} height={48} className="h-full w-full" />
    </span>
  );
}
