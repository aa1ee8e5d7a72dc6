import { type IconProps, Svg } from "../../ui/icons";

/** The tools page's icons as plain SVG (why: app/features/guides/guide-icons.tsx). Paths are lucide's (ISC). */
export const Check = (props: IconProps) => (
  <Svg {...props}>
    <path d="M20 6 9 17l-5-5" />
  </Svg>
);

export const ExternalLink = (props: IconProps) => (
  <Svg {...props}>
    <path d="M15 3h6v6" />
    <path d="M10 14 21 3" />
    <path d="M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" />
  </Svg>
);
