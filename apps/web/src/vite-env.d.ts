/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** IP-country lookup for pre-selecting the display currency; set from GEO_LOOKUP_URL at build. */
  readonly VITE_GEO_LOOKUP_URL?: string;
}
