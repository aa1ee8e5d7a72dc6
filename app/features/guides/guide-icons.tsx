import { type IconProps, Svg } from "../../ui/icons";

/**
 * The guides list's icons as plain SVG, like the shell's (app/ui/icons.tsx): lucide-react's
 * icon factory alone would take a sixth of a content page's 10 KB JavaScript budget
 * (tests/integration/js-budget.test.ts).
 * Paths are lucide's (ISC).
 */
export const BookOpen = (props: IconProps) => (
  <Svg {...props}>
    <path d="M12 5v16" />
    <path d="M20.001 19A2 2 0 0022 17V5a2 2 0 00-1.999-2L16 3.002A5 5 0 0012 5a5 5 0 00-4-2H4a2 2 0 00-2 2v12a2 2 0 001.999 2H8a5 5 0 014 2 5 5 0 014-2z" />
  </Svg>
);

export const Layers = (props: IconProps) => (
  <Svg {...props}>
    <path d="M12.83 2.18a2 2 0 0 0-1.66 0L2.6 6.08a1 1 0 0 0 0 1.83l8.58 3.91a2 2 0 0 0 1.66 0l8.58-3.9a1 1 0 0 0 0-1.83z" />
    <path d="M2 12a1 1 0 0 0 .58.91l8.6 3.91a2 2 0 0 0 1.65 0l8.58-3.9A1 1 0 0 0 22 12" />
    <path d="M2 17a1 1 0 0 0 .58.91l8.6 3.91a2 2 0 0 0 1.65 0l8.58-3.9A1 1 0 0 0 22 17" />
  </Svg>
);

export const Search = (props: IconProps) => (
  <Svg {...props}>
    <path d="m21 21-4.34-4.34" />
    <circle cx="11" cy="11" r="8" />
  </Svg>
);
