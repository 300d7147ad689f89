/** Types of check-policies.mjs, for its test in apps/server/test/policies-lint.test.ts. */
export interface InlineCheck {
  line: number;
  rule: string;
  instead: string;
  text: string;
}
export const RULES: { name: string; instead: string; pattern: RegExp }[];
export function exempt(path: string): boolean;
export function inlineChecks(text: string): InlineCheck[];
export function checkTree(root: string): string[];
