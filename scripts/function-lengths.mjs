/**
 * Counts the functions longer than a limit in the product code (apps/server/src, apps/web/src,
 * packages/contract/src; tests and generated files left out), longest first.
 *
 *   node scripts/function-lengths.mjs            # the count over 80 lines, and the 30 longest
 *   node scripts/function-lengths.mjs --max 60 --all
 *
 * A function is what TypeScript calls one: declarations, methods, function expressions and arrows.
 * Its length is its lines from the first to the last, a nested function counted in its parent too,
 * as a reader meets it. Prints; always exits 0 (a measure, not a gate).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";

const ROOTS = ["apps/server/src", "apps/web/src", "packages/contract/src"];
const SKIP = /(\.test\.tsx?|\.generated\.ts|\.d\.ts)$/;
const args = process.argv.slice(2);
const max = Number(args[args.indexOf("--max") + 1] || 0) || 80;
const all = args.includes("--all");

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "node_modules" && entry.name !== "test") yield* files(path);
    } else if (/\.tsx?$/.test(entry.name) && !SKIP.test(entry.name)) yield path;
  }
}

/** A readable name for a function node: its own, its variable's, its property's, or its caller's. */
function nameOf(node, source) {
  if (node.name) return node.name.getText(source);
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent))
    return parent.name.getText(source);
  if (ts.isCallExpression(parent)) {
    const callee = parent.expression.getText(source).slice(0, 40);
    const first = parent.arguments[0];
    const label = first && ts.isStringLiteralLike(first) ? ` ${first.text}` : "";
    return `${callee}(${label.trim()}) callback`;
  }
  return "(anonymous)";
}

const found = [];
for (const root of ROOTS) {
  for (const path of files(root)) {
    const text = readFileSync(path, "utf8");
    const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
    const visit = (node) => {
      if (ts.isFunctionLike(node) && "body" in node && node.body) {
        const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
        const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
        const lines = end - start + 1;
        if (lines > max)
          found.push({ lines, at: `${relative(".", path)}:${start + 1}`, name: nameOf(node, source) });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
}
found.sort((a, b) => b.lines - a.lines);
console.log(`${found.length} functions over ${max} lines`);
for (const f of all ? found : found.slice(0, 30))
  console.log(`${String(f.lines).padStart(5)}  ${f.name}  ${f.at}`);
