import { type IconProps, Svg } from "../../../components/ui/icons.tsx";

/**
 * Selling a ticket: a price tag. Kept beside the sale panel, not with the shared icons, whose
 * module is part of the start screen's bundle.
 */
export const TagIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M3.5 12.2V4.5a1 1 0 0 1 1-1h7.7a1 1 0 0 1 .7.3l8 8a1 1 0 0 1 0 1.4l-7.7 7.7a1 1 0 0 1-1.4 0l-8-8a1 1 0 0 1-.3-.7z" />
    <circle cx="8" cy="8" r="1.5" />
  </Svg>
);
