/**
 * Every "may this user…" is answered in apps/server/src/policies/ (docs/architecture.md, "Who may
 * do what"): this fails, with file:line, on an ownership or role test written anywhere else in the
 * server — a token's holder or an order's buyer compared inline, a role compared, the team tables
 * read. db/ is below policies (its query helpers take their filter from their caller) and tests
 * set up what they check, so both are left out. Part of `npm run lint`; its own test is
 * apps/server/test/policies-lint.test.ts.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";

/** What is looked for, each with what to write instead. */
export const RULES = [
  {
    name: "token holder compared inline",
    instead: "holdsToken (policies/token-holder.ts)",
    pattern:
      /\bownerId\s*[!=]==?\s*(?!null\b|undefined\b)[\w$(]|(?<!\bnull|\bundefined)\s[!=]==?\s*[\w$.?]*\bownerId\b/,
  },
  {
    name: "holder filter written inline",
    instead: "tokenHeldBy / couponHeldBy (policies/token-holder.ts)",
    pattern:
      /\beq\(\s*(nfts|heldCoupons)\.ownerId\b|\$\{(nfts|heldCoupons)\.ownerId\}\s*=|\bowner_id\s*=\s*\$\{/,
  },
  {
    name: "order owner compared inline",
    instead: "ownsOrder / orderOf (policies/order-owner.ts)",
    pattern:
      /\beq\(\s*orders\.userId\b|\$\{orders\.userId\}\s*=|\border\.userId\s*[!=]==|[!=]==\s*order\.userId\b/,
  },
  {
    name: "role compared inline",
    instead:
      "isPlatformOperator / mayUseHostConsole (policies/platform-operator.ts), mayActFor (policies/host-role.ts)",
    pattern:
      /\brole\s*[!=]==|[!=]==\s*[\w$.?]*\brole\b|["'](ADMIN|HOST|owner|manager|box_office|door)["']\s*[!=]==|[!=]==\s*["'](ADMIN|HOST|owner|manager|box_office)["']/,
  },
  {
    name: "team table read outside policies",
    instead: "mayActFor / teamMaySql / actsForSql (policies/host-role.ts)",
    pattern: /\b(hostBrands|cltnMembers|host_brands|cltn_members)\b/,
  },
];

/** Where the rules do not apply: the policies themselves, the layer below them, and tests. */
export function exempt(path) {
  return (
    /(^|\/)apps\/server\/src\/(policies|db)\//.test(path) || /\.test\.ts$/.test(path) || !/\.ts$/.test(path)
  );
}

/** The inline checks in one file's text: `{ line, rule, instead, text }`, comments skipped. */
export function inlineChecks(text) {
  const found = [];
  text.split("\n").forEach((raw, index) => {
    const line = raw.trim();
    if (line.startsWith("*") || line.startsWith("//") || line.startsWith("/*")) return;
    for (const rule of RULES)
      if (rule.pattern.test(line))
        found.push({ line: index + 1, rule: rule.name, instead: rule.instead, text: line });
  });
  return found;
}

function* filesUnder(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/** Every inline check under `root`'s apps/server/src, as `file:line: rule — text`. */
export function checkTree(root) {
  const problems = [];
  for (const file of filesUnder(join(root, "apps/server/src"))) {
    const path = relative(root, file);
    if (exempt(path)) continue;
    for (const f of inlineChecks(readFileSync(file, "utf8")))
      problems.push(`${path}:${f.line}: ${f.rule} (use ${f.instead}) — ${f.text}`);
  }
  return problems;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const problems = checkTree(process.argv[2] ?? process.cwd());
  if (problems.length > 0) {
    console.error(`Ownership or role tests outside apps/server/src/policies/:\n${problems.join("\n")}`);
    process.exit(1);
  }
  console.log("policies: no ownership or role test outside apps/server/src/policies/");
}
