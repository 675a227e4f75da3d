import { site } from "@lib/site";
import { escapeHtml } from "../mail/escape";

// The answers to a form posted without script. They are built here, not prerendered, because
// they hold what the visitor typed; and they carry their own small stylesheet (the CSP allows
// inline styles) in the site's colours, so they look like the site even when the API is
// served apart from it. Every visitor value goes through escapeHtml.
const STYLE = `*,*::before,*::after{box-sizing:border-box}
body{margin:0;font-family:Inter,"Inter Fallback",ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0b1530;background:#f5f7fb;line-height:1.6;-webkit-text-size-adjust:100%}
a{color:#1f39ad;text-underline-offset:3px}
a:focus-visible,button:focus-visible{outline:3px solid #2647d6;outline-offset:2px}
.top{background:#0e173d;color:#fff}
.wrap{max-width:44rem;margin-left:auto;margin-right:auto;padding-left:1.25rem;padding-right:1.25rem}
.top .wrap{display:flex;align-items:center;min-height:4rem}
.logo{display:inline-flex;align-items:center;gap:.6rem;color:#fff;text-decoration:none;font-weight:800;font-size:1.5rem;letter-spacing:-.02em}
.logo svg{width:2.25rem;height:2.25rem}
main{padding-top:2.5rem;padding-bottom:3rem}
h1{font-size:clamp(1.75rem,5vw,2.25rem);line-height:1.15;margin:0 0 .75rem;font-weight:800}
.lead{font-size:1.125rem;color:#3c4761;margin:0 0 1.75rem}
.card{background:#fff;border:1px solid #e3e7ef;border-radius:1.5rem;padding:1.5rem;box-shadow:0 8px 24px -12px rgb(11 21 48/.15)}
@media(min-width:40rem){.card{padding:2.5rem}}
.summary{border:2px solid #b91c1c;border-radius:1rem;padding:1rem 1.25rem;margin:0 0 1.75rem}
.summary h2{font-size:1.125rem;margin:0 0 .5rem}
.summary ul{margin:0;padding-left:1.25rem}
.summary a{color:#b91c1c;font-weight:600}
.field{margin:0 0 1.25rem}
label{display:block;font-size:.875rem;font-weight:600;margin:0 0 .375rem}
.req{color:#b91c1c}
.hint{font-weight:400;color:#5b6478}
.control{display:block;width:100%;font:inherit;font-size:1rem;color:#0b1530;background:#fff;border:1px solid #e3e7ef;border-radius:.75rem;padding:.75rem 1rem}
textarea.control{resize:vertical}
.control:focus{outline:none;border-color:#3a62f0;box-shadow:0 0 0 4px #dbe5ff}
.control[aria-invalid=true]{border-color:#dc2626}
.error{color:#b91c1c;font-size:.875rem;font-weight:600;margin:.375rem 0 0}
.check{display:flex;gap:.75rem;align-items:flex-start;font-weight:400;color:#3c4761;margin:0 0 1.5rem}
.check input{width:1.25rem;height:1.25rem;margin:.1rem 0 0;accent-color:#2647d6;flex-shrink:0}
.note{font-size:.875rem;color:#5b6478;margin:0 0 1.25rem}
.button{display:inline-flex;align-items:center;justify-content:center;min-height:3.25rem;padding:.625rem 1.75rem;border:0;border-radius:999px;background:#2647d6;color:#fff;font:inherit;font-weight:600;text-transform:uppercase;letter-spacing:.025em;cursor:pointer;text-decoration:none}
.button:hover{background:#1f39ad}
.honeypot{position:absolute;left:-9999px;width:1px;height:1px;overflow:hidden}
footer{border-top:1px solid #e3e7ef;padding-top:1.5rem;padding-bottom:3rem;font-size:.875rem;color:#5b6478}
footer a{display:inline-block;margin:0 1.25rem .5rem 0}`;

const LOGO = `<svg viewBox="0 0 40 40" aria-hidden="true"><rect width="40" height="40" rx="10" fill="#2647d6"/><rect x="8" y="9" width="10" height="22" rx="2.5" fill="#fff"/><rect x="22" y="9" width="10" height="22" rx="2.5" fill="#ffb547"/><rect x="8" y="17.5" width="24" height="5" rx="2" fill="#fff"/></svg>`;

/** A whole page: the site's top bar, one heading and lead, the body (trusted HTML), links on. */
export function htmlPage({
  title,
  lead,
  body = "",
}: {
  title: string;
  /** Plain text, escaped here. */
  lead: string;
  body?: string;
}): string {
  const brand = escapeHtml(site.brand);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} | ${brand}</title><style>${STYLE}</style></head><body><header class="top"><div class="wrap"><a class="logo" href="/" aria-label="${brand} home">${LOGO}<span>${brand}</span></a></div></header><main class="wrap"><h1>${escapeHtml(title)}</h1><p class="lead">${escapeHtml(lead)}</p>${body}</main><footer class="wrap"><a href="/">Home</a><a href="/insights">Insights</a><a href="/contact">Contact</a><a href="mailto:${escapeHtml(site.contactEmail)}">${escapeHtml(site.contactEmail)}</a></footer></body></html>`;
}

export interface FieldSpec {
  id: string;
  name: string;
  label: string;
  value: string;
  error?: string;
  type?: "text" | "email" | "tel";
  /** A textarea of this many rows. */
  rows?: number;
  hint?: string;
  autocomplete?: string;
  inputmode?: string;
  placeholder?: string;
  constraints?: { required?: boolean; minLength?: number; maxLength?: number; pattern?: string };
}

const attr = (name: string, value: string | number | undefined) =>
  value === undefined ? "" : ` ${name}="${escapeHtml(String(value))}"`;

/** A labelled control with its value and, when it has one, its error beside it. */
export function fieldHtml(f: FieldSpec): string {
  const c = f.constraints ?? {};
  const errorId = `${f.id}-error`;
  const attrs = [
    attr("id", f.id),
    attr("name", f.name),
    ' class="control"',
    c.required ? " required" : "",
    attr("minlength", c.minLength),
    attr("maxlength", c.maxLength),
    attr("pattern", c.pattern),
    attr("autocomplete", f.autocomplete),
    attr("inputmode", f.inputmode),
    attr("placeholder", f.placeholder),
    f.error ? ` aria-invalid="true"${attr("aria-describedby", errorId)}` : "",
  ].join("");
  // The newline after <textarea> is dropped by the parser, so a message that starts with one keeps it.
  const control = f.rows
    ? `<textarea${attrs} rows="${f.rows}">\n${escapeHtml(f.value)}</textarea>`
    : `<input${attr("type", f.type ?? "text")}${attrs}${attr("value", f.value)}>`;
  const required = c.required ? '<span class="req" aria-hidden="true"> *</span>' : "";
  const hint = f.hint ? ` <span class="hint">${escapeHtml(f.hint)}</span>` : "";
  const error = f.error ? `<p class="error" id="${errorId}">${escapeHtml(f.error)}</p>` : "";
  return `<div class="field"><label for="${escapeHtml(f.id)}">${escapeHtml(f.label)}${required}${hint}</label>${control}${error}</div>`;
}

/** The problems at the top of the page, each a link to its field (as GOV.UK does). */
export function errorSummary(items: { href?: string; message: string }[]): string {
  if (items.length === 0) return "";
  const list = items
    .map(({ href, message }) =>
      href
        ? `<li><a href="${escapeHtml(href)}">${escapeHtml(message)}</a></li>`
        : `<li>${escapeHtml(message)}</li>`,
    )
    .join("");
  return `<div class="summary" role="alert" aria-labelledby="summary-title"><h2 id="summary-title">There is a problem</h2><ul>${list}</ul></div>`;
}

export { escapeHtml };
