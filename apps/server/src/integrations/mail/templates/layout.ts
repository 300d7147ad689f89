import type { MailMessage } from "../mail-transport.ts";

const escapeHtml = (s: string) =>
  s.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

/** One look for every mail: a title, paragraphs, one button, a quiet footer; plain text beside it. */
export function renderMail(input: {
  to: string;
  lang: string;
  subject: string;
  paragraphs: string[];
  button: { label: string; href: string };
  footer: string;
}): MailMessage {
  const { to, lang, subject, paragraphs, button, footer } = input;
  const text = [...paragraphs, "", `${button.label}: ${button.href}`, "", footer].join("\n");
  const html = `<!doctype html><html lang="${escapeHtml(lang)}"><body style="margin:0;background:#f4f4f8;font-family:system-ui,-apple-system,'Apple SD Gothic Neo','Hiragino Sans','PingFang TC',sans-serif;color:#15151a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:480px;background:#fff;border-radius:16px;padding:32px 24px">
<tr><td style="font-size:20px;font-weight:700;padding-bottom:16px">${escapeHtml(subject)}</td></tr>
${paragraphs.map((p) => `<tr><td style="font-size:15px;line-height:1.6;padding-bottom:12px">${escapeHtml(p)}</td></tr>`).join("\n")}
<tr><td style="padding:16px 0"><a href="${escapeHtml(button.href)}" style="display:inline-block;background:#4f46e5;color:#fff;text-decoration:none;font-weight:600;padding:12px 24px;border-radius:999px">${escapeHtml(button.label)}</a></td></tr>
<tr><td style="font-size:12px;color:#6b6b78;line-height:1.5">${escapeHtml(footer)}</td></tr>
</table></td></tr></table></body></html>`;
  return { to, subject, text, html };
}
