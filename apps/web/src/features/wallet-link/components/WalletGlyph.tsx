import { type IconProps, Svg } from "../../../components/ui/icons.tsx";

/** A wallet, in the line style of components/ui/icons (kept here: only this flow draws it). */
export const WalletGlyph = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 7.5A2.5 2.5 0 0 1 6.5 5H17v3" />
    <rect x="4" y="8" width="16" height="11" rx="2.5" />
    <path d="M15 13.5h2" />
  </Svg>
);
