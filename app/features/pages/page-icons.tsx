import { type IconProps, Svg } from "../../ui/icons";

/**
 * The help, contact, press and fact-sheet pages' icons as plain SVG (why: app/features/guides/guide-icons.tsx).
 * Paths are lucide's (ISC).
 */
export const CheckCircle2 = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="12" cy="12" r="10" />
    <path d="m16 9-5.5 5.5L8 12" />
  </Svg>
);

export const Printer = (props: IconProps) => (
  <Svg {...props}>
    <path d="M6 18H4a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2" />
    <path d="M6 9V3a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v6" />
    <rect x="6" y="14" width="12" height="8" rx="1" />
  </Svg>
);

export const Download = (props: IconProps) => (
  <Svg {...props}>
    <path d="M12 15V3" />
    <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4" />
    <path d="m7 10 5 5 5-5" />
  </Svg>
);

export const BookOpenCheck = (props: IconProps) => (
  <Svg {...props}>
    <path d="M12 5v16" />
    <path d="m16 12 2 2 4-4" />
    <path d="M22 6V5a2 2 0 00-1.999-2L16 3.002A5 5 0 0012 5a5 5 0 00-4-2H4a2 2 0 00-2 2v12a2 2 0 001.999 2H8a5 5 0 014 2 5 5 0 014-2h4.001A2 2 0 0022 17v-1.344" />
  </Svg>
);

export const CircleHelp = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="12" cy="12" r="10" />
    <path d="M9 9.5a3 2.5 0 016 0c0 2-2 2-3 3.5" />
    <path d="M12 17h.01" />
  </Svg>
);

export const Mail = (props: IconProps) => (
  <Svg {...props}>
    <path d="m22 7-8.991 5.727a2 2 0 0 1-2.009 0L2 7" />
    <rect x="2" y="4" width="20" height="16" rx="2" />
  </Svg>
);
