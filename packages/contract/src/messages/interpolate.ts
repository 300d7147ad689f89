/** Replaces `{{name}}` placeholders with values. */
export function interpolate(template: string, values: Record<string, unknown> = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}
