/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** IP-country lookup for pre-selecting the display currency; set from GEO_LOOKUP_URL at build. */
  readonly VITE_GEO_LOOKUP_URL?: string;
}

/** A part of an interface catalog (build/locale-parts.ts). */
declare module "virtual:locale/*" {
  const catalog: { [key: string]: unknown };
  export default catalog;
}
