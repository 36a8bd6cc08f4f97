import { escapeHtml } from '@sportsbook/sdk/protocol'
import type { HouseTexts } from '../../i18n/house-texts'

/** A page's language: its `<html lang>` tag and its texts (i18n/house-texts.ts). */
export interface PageLanguage {
  tag: string
  texts: HouseTexts
}

/**
 * The frame every house game page shares: small, framework-free HTML that fits a 390 px wide frame, with the
 * script that talks to the provider's endpoints. The launch token arrives in the address; the script keeps it in
 * memory and takes it out of the address bar. Nothing from the request is written into the page but the language,
 * one of the 14 codes. The script reads its sentences from `texts` through `say`.
 */
export function pageShell(
  nonce: string,
  language: PageLanguage,
  title: string,
  body: string,
  script: string,
): string {
  // JSON in a script element: `<` escaped so that no text can close the element.
  const texts = JSON.stringify(language.texts).replace(/</g, '\\u003c')
  return `<!doctype html>
<html lang="${escapeHtml(language.tag)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title>
<style nonce="${nonce}">
*{box-sizing:border-box}body{margin:0;font:15px/1.4 system-ui,sans-serif;background:#0f172a;color:#e2e8f0}
main{max-width:520px;margin:0 auto;padding:12px}h1{font-size:20px;margin:0 0 8px}
.card{background:#1e293b;border-radius:10px;padding:12px;margin:0 0 10px}
.row{display:flex;flex-wrap:wrap;gap:8px;align-items:center}.row>*{flex:1 1 120px;min-width:0}
label{display:block;font-size:12px;color:#94a3b8;margin:0 0 2px}
input,select,button{width:100%;font:inherit;padding:10px;border-radius:8px;border:1px solid #334155;background:#0f172a;color:inherit}
button{background:#2563eb;border:0;font-weight:600;cursor:pointer}button:disabled{opacity:.5}
button.alt{background:#334155}.big{font-size:40px;font-weight:700;text-align:center;margin:8px 0}
.won{color:#4ade80}.lost{color:#f87171}.mono{font-family:ui-monospace,monospace;font-size:12px;word-break:break-all}
table{width:100%;border-collapse:collapse;font-size:13px}td,th{padding:4px;text-align:left;border-bottom:1px solid #334155}
#error{color:#fca5a5;min-height:1.4em}
</style></head><body><main>
<h1>${escapeHtml(title)}</h1>
<p id="error" role="alert"></p>
${body}
</main>
<script nonce="${nonce}">
"use strict";
const texts = ${texts};
function say(key, params) {
  return texts[key].replace(/\\{(\\w+)\\}/g, (whole, name) => (params && name in params ? String(params[name]) : whole));
}
const session = new URLSearchParams(location.search).get('session') || '';
history.replaceState(null, '', location.pathname);
const $ = (id) => document.getElementById(id);
function showError(text) { $('error').textContent = text || ''; }
async function api(method, path, body) {
  const url = '/games/house/api/' + path + (method === 'GET' ? '?session=' + encodeURIComponent(session) : '');
  const init = method === 'GET' ? {} : { method, headers: { 'content-type': 'application/json' },
    body: JSON.stringify(Object.assign({ session }, body)) };
  const answer = await (await fetch(url, init)).json();
  if (answer.code !== 0) { showError(answer.msg); throw new Error(answer.msg); }
  showError('');
  return answer.data;
}
function showBalance(balance) {
  $('balance').textContent = (Number(balance.amount) - Number(balance.frozen)).toFixed(2) + ' ' + balance.currencyCode;
}
${script}
</script></body></html>`
}
