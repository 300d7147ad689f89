import type { MailMessage } from "../mail-transport.ts";

const escapeHtml = (s: string) =>
  s.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

/**
 * One look for every mail: a title, paragraphs, one button or one code to type, a quiet footer;
 * plain text beside it.
 */
export function renderMail(input: {
  to: string;
  lang: string;
  subject: string;
  paragraphs: string[];
  button?: { label: string; href: string };
  code?: string;
  footer: string;
}): MailMessage {
  const { to, lang, subject, paragraphs, button, code, footer } = input;
  const action = button ? `${button.label}: ${button.href}` : (code ?? "");
  const text = [...paragraphs, "", action, "", footer].join("\n");
  const actionHtml = button
    ? `<a href="${escapeHtml(button.href)}" style="display:inline-block;background:#4f46e5;color:#fff;text-decoration:none;font-weight:600;padding:12px 24px;border-radius:999px">${escapeHtml(button.label)}</a>`
    : `<div style="font-size:32px;font-weight:700;letter-spacing:8px;font-family:ui-monospace,Menlo,monospace;background:#f4f4f8;border-radius:12px;padding:16px;text-align:center">${escapeHtml(code ?? "")}</div>`;
  const html = `<!doctype html><html lang="${escapeHtml(lang)}"><body style="margin:0;background:#f4f4f8;font-family:system-ui,-apple-system,'Apple SD Gothic Neo','Hiragino Sans','PingFang TC',sans-serif;color:#15151a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:480px;background:#fff;border-radius:16px;padding:32px 24px">
<tr><td style="font-size:20px;font-weight:700;padding-bottom:16px">${escapeHtml(subject)}</td></tr>
${paragraphs.map((p) => `<tr><td style="font-size:15px;line-height:1.6;padding-bottom:12px">${escapeHtml(p)}</td></tr>`).join("\n")}
<tr><td style="padding:16px 0">${actionHtml}</td></tr>
<tr><td style="font-size:12px;color:#6b6b78;line-height:1.5">${escapeHtml(footer)}</td></tr>
</table></td></tr></table></body></html>`;
  return { to, subject, text, html };
}

/** One language's words of a mail; `{name}` in them is filled by renderCopy. */
export interface MailCopy {
  subject: string;
  body: string;
  note?: string;
  button: string;
  footer: string;
}

/**
 * The mail of one language's copy: each `{name}` of `values` filled in, in their order (so a value
 * that holds another's placeholder is filled as the hand-written chains did); the body and its
 * note as paragraphs, one button to `link`.
 */
export function renderCopy(
  to: string,
  lang: string,
  copy: MailCopy,
  values: Record<string, string>,
  link: string,
): MailMessage {
  const fill = (s: string) =>
    Object.entries(values).reduce((text, [name, value]) => text.replaceAll(`{${name}}`, value), s);
  return renderMail({
    to,
    lang,
    subject: fill(copy.subject),
    paragraphs: copy.note === undefined ? [fill(copy.body)] : [fill(copy.body), fill(copy.note)],
    button: { label: copy.button, href: link },
    footer: fill(copy.footer),
  });
}
