import type { Language } from "@admit/contract/i18n";

/** The look of the sandbox providers' own pages (checkout, identity): not the app, on purpose. */
export const escapeHtml = (s: string) =>
  s
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");

// The CSP allows inline styles but no scripts: the pages are plain HTML forms.
const STYLE = `
body{margin:0;background:#f4f4f8;color:#15151a;font:16px/1.5 system-ui,-apple-system,"Apple SD Gothic Neo","Hiragino Sans","PingFang TC","Noto Sans CJK KR",sans-serif;word-break:keep-all;overflow-wrap:anywhere}
main{max-width:430px;margin:0 auto;padding:24px 16px}
.badge{display:inline-block;background:#fde68a;color:#713f12;font-size:12px;font-weight:700;letter-spacing:1px;border-radius:999px;padding:2px 10px}
h1{font-size:22px;margin:12px 0 4px}
.notice{color:#6b6b78;font-size:14px;margin:0 0 16px}
dl{background:#fff;border-radius:16px;padding:8px 16px;margin:0 0 24px}
dl div{display:flex;justify-content:space-between;gap:16px;padding:10px 0;border-bottom:1px solid #ececf1}
dl div:last-child{border-bottom:0}
dt{flex:none;color:#6b6b78;white-space:nowrap}
dd{min-width:0;margin:0;font-weight:600;text-align:right;overflow-wrap:anywhere}
form{margin:0 0 12px}
button,.button{box-sizing:border-box;width:100%;min-height:48px;border-radius:999px;border:1px solid #c9c9d3;background:#fff;color:#15151a;font:inherit;font-weight:600;cursor:pointer}
.button{display:flex;align-items:center;justify-content:center;margin:24px 0 0;text-decoration:none}
button.primary,.button.primary{background:#4f46e5;border-color:#4f46e5;color:#fff}
button.danger{color:#b91c1c;border-color:#f1b4b4}
button.quiet{background:transparent;border-color:transparent;color:#6b6b78}
label{display:block;font-weight:600;margin:0 0 6px}
input{box-sizing:border-box;width:100%;min-height:48px;border:1px solid #c9c9d3;border-radius:12px;padding:0 14px;font:inherit;margin:0 0 16px;background:#fff}
.error{color:#b91c1c;font-size:14px;margin:-8px 0 16px}
`;

export function page(lang: Language, title: string, body: string): string {
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main><span class="badge">SANDBOX</span>${body}</main></body></html>`;
}
