/** The small page of the development sign-in: pick a demo player (or type one), optionally as admin. */
import { routes } from '@pug/domain';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** `nonce` marks the page's one inline style and script for its Content-Security-Policy. */
export function renderDevLoginPage({ players, returnTo, nonce }: { players: { steamid: string; alias: string }[]; returnTo: string; nonce: string }): string {
  const rows = players
    .map(
      (p) =>
        `<li><button type="button" data-steamid="${escapeHtml(p.steamid)}" data-alias="${escapeHtml(p.alias)}">${escapeHtml(p.alias)}</button> <small>${escapeHtml(p.steamid)}</small></li>`,
    )
    .join('\n');
  // returnTo is already a validated same-site path; JSON.stringify + escaping '<' keeps it inert in the script.
  const target = JSON.stringify(returnTo).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Development sign-in · TF2 Pugs</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style nonce="${nonce}">body{font-family:system-ui,sans-serif;background:#1d1f24;color:#eee;max-width:40rem;margin:2rem auto;padding:0 1rem}
button{font:inherit;padding:.3rem .8rem;margin:.2rem 0;cursor:pointer}ul{list-style:none;padding:0}small{color:#999}
.error{color:#f66}</style></head>
<body><h1>Development sign-in</h1>
<p>This sign-in exists only in development and tests. Pick a demo player, or enter a Steam ID.</p>
<label><input type="checkbox" id="admin"> Sign in as an admin</label>
<p class="error" id="error" role="alert"></p>
<h2>Demo players</h2>
<ul>${rows}</ul>
<h2>Someone else</h2>
<form id="custom"><label>Steam ID <input name="steamid" required pattern="\\d{17}" placeholder="76561198000000001"></label>
<label>Alias <input name="alias" required maxlength="32"></label> <button type="submit">Sign in</button></form>
<script nonce="${nonce}">
const returnTo = ${target};
async function signIn(steamid, alias) {
  const admin = document.getElementById('admin').checked;
  const res = await fetch('${routes.devLogin.path}', { method: 'POST', credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ steamid, alias, ...(admin ? { admin } : {}) }) });
  if (res.ok) { location.assign(returnTo); return; }
  const body = await res.json().catch(() => ({}));
  document.getElementById('error').textContent = (body.error && body.error.message) || 'Sign-in failed';
}
document.querySelectorAll('button[data-steamid]').forEach((b) => b.addEventListener('click', () => signIn(b.dataset.steamid, b.dataset.alias)));
document.getElementById('custom').addEventListener('submit', (e) => { e.preventDefault();
  const f = new FormData(e.target); signIn(String(f.get('steamid')), String(f.get('alias'))); });
</script></body></html>`;
}
