/**
 * The interface catalogs load in two parts so the first screen stays small (120 KB budget,
 * `npm run bench:bundle`): `core` — the shell (header, footer, tab bar, route titles, error pages)
 * and the start screen — at start-up, `screens` — everything else — before any other screen
 * renders (app/lazy-screen.tsx). Each language stays one JSON file; the split happens at build
 * time (build/locale-parts.ts). A namespace not listed here is in `screens`.
 */
export const CORE_NAMESPACES = [
  "common",
  "route",
  "header",
  "footer",
  "tab",
  "language",
  "start",
  "login",
  "field",
  "inApp",
  "notFound",
  "errorPage",
  "unavailable",
  "legal",
] as const;

export type CatalogPart = "core" | "screens";
