/**
 * Reads the demo catalogue from the JSON files under `demo/` and validates it with `ZSeedCatalogue`.
 * Cross references (brand, place, zone, time and template keys) are checked by the seed itself and by
 * `catalogue-files.test.ts`; this loader only guarantees the shape.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type TSeedCatalogue, ZSeedCatalogue } from "@admit/contract/catalogue";

/** The JSON file that holds each field of the catalogue. */
export const CATALOGUE_FILES = {
  labels: "labels.json",
  brands: "brands.json",
  places: "places.json",
  qtnrTemplates: "qtnr-templates.json",
  cltns: "cltns.json",
  coupons: "coupons.json",
  users: "users.json",
  holdings: "wallet.json",
} as const satisfies Record<keyof TSeedCatalogue, string>;

type CatalogueField = keyof typeof CATALOGUE_FILES;

const FIELDS = Object.keys(CATALOGUE_FILES) as CatalogueField[];

/** The folder holding the demo catalogue shipped with the server. */
export const DEFAULT_DEMO_DIR = fileURLToPath(new URL("./demo/", import.meta.url));

function isField(value: PropertyKey | undefined): value is CatalogueField {
  return typeof value === "string" && value in CATALOGUE_FILES;
}

function formatPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return "(root)";
  return path
    .map((part, i) => (typeof part === "number" ? `[${part}]` : `${i === 0 ? "" : "."}${String(part)}`))
    .join("");
}

function readJson(dir: string, file: string): unknown {
  const path = join(dir, file);
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (err) {
    throw new Error(`Demo catalogue: cannot read ${file} (${path}): ${(err as Error).message}`, {
      cause: err,
    });
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (err) {
    throw new Error(`Demo catalogue: ${file} is not valid JSON: ${(err as Error).message}`, { cause: err });
  }
}

/**
 * Reads `labels.json`, `brands.json`, `places.json`, `qtnr-templates.json`, `cltns.json`, `coupons.json`,
 * `users.json` and `wallet.json` from `dir` and parses them with `ZSeedCatalogue`. A validation error names the file and the
 * path inside it, e.g. `cltns.json: [3].groups[0].prices: Too small: expected array to have >=1 items`.
 */
export function readDemoCatalogue(dir: string = DEFAULT_DEMO_DIR): TSeedCatalogue {
  const raw: Record<string, unknown> = {};
  for (const field of FIELDS) raw[field] = readJson(dir, CATALOGUE_FILES[field]);

  const result = ZSeedCatalogue.safeParse(raw);
  if (result.success) return result.data;

  const lines = result.error.issues.map((issue) => {
    const [head, ...rest] = issue.path;
    const file = isField(head) ? CATALOGUE_FILES[head] : "catalogue";
    const path = isField(head) ? rest : issue.path;
    return `${file}: ${formatPath(path)}: ${issue.message}`;
  });
  const shown = lines.slice(0, 20);
  if (lines.length > shown.length) shown.push(`… and ${lines.length - shown.length} more`);
  throw new Error(`Demo catalogue in ${dir} is invalid:\n${shown.join("\n")}`, { cause: result.error });
}
