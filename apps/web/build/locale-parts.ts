import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Plugin } from "vite";
import { type CatalogPart, CORE_NAMESPACES } from "../src/locales/parts.ts";

const PREFIX = "virtual:locale/";
/** Resolved ids end in `{lang}-{part}`, which names the chunks (`en-core-[hash].js`). */
const RESOLVED = "\0admit-locale/";
const LOCALES = join(import.meta.dirname, "../src/locales");
const core = new Set<string>(CORE_NAMESPACES);

/**
 * `import("virtual:locale/{lang}/{core|screens}")`: one part of `src/locales/{lang}.json`
 * (see src/locales/parts.ts), as its own chunk.
 */
export function localeParts(): Plugin {
  return {
    name: "admit-locale-parts",
    resolveId(id) {
      return id.startsWith(PREFIX) ? `${RESOLVED}${id.slice(PREFIX.length).replace("/", "-")}` : undefined;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const name = id.slice(RESOLVED.length);
      const lang = name.slice(0, name.lastIndexOf("-"));
      const part = name.slice(name.lastIndexOf("-") + 1) as CatalogPart;
      if (!/^[a-z]{2}(-[a-z]{2})?$/.test(lang) || (part !== "core" && part !== "screens")) {
        this.error(`unknown locale part ${name}`);
      }
      const file = join(LOCALES, `${lang}.json`);
      this.addWatchFile(file);
      const catalog = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
      const picked = Object.fromEntries(
        Object.entries(catalog).filter(([namespace]) => core.has(namespace) === (part === "core")),
      );
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(picked))});`;
    },
  };
}
