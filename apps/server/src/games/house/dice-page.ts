import { escapeHtml } from '@sportsbook/sdk/protocol'
import type { HouseTextKey } from '../../i18n/house-texts'
import { type PageLanguage, pageShell } from './page-shell'

/** The dice page's markup in the page's language. */
function body({ texts: t }: PageLanguage): string {
  const e = (key: HouseTextKey) => escapeHtml(t[key])
  const odds = escapeHtml(t.odds)
    .replace('{chance}', '<strong id="chance">…</strong>')
    .replace('{multiplier}', '<strong id="multiplier">…</strong>')
  return `
<section class="card row">
  <div><label>${e('gameWallet')}</label><strong id="balance">…</strong></div>
  <div><label>${e('nonce')}</label><strong id="nonce">…</strong></div>
</section>
<section class="card">
  <div class="row">
    <div><label for="stake">${e('stake')}</label><input id="stake" inputmode="decimal" value="1"></div>
    <div><label for="target">${e('target')}</label><input id="target" inputmode="decimal" value="50"></div>
    <div><label for="direction">${e('direction')}</label><select id="direction"><option value="under">${e('under')}</option><option value="over">${e('over')}</option></select></div>
  </div>
  <p>${odds}</p>
  <button id="roll">${e('roll')}</button>
  <div class="big" id="result" aria-live="polite">–</div>
</section>
<section class="card">
  <label>${e('hashBeforeBet')}</label><div class="mono" id="hash">…</div>
  <label>${e('clientSeed')}</label><div class="row"><input id="clientSeed" maxlength="64"><button class="alt" id="rotate">${e('setSeed')}</button></div>
  <label>${e('previousSeed')}</label><div class="mono" id="previous">–</div>
</section>
<section class="card"><table><thead><tr><th>${e('nonce')}</th><th>${e('rollColumn')}</th><th>${e('stake')}</th><th>${e('payout')}</th><th>${e('resultColumn')}</th><th>${e('checkColumn')}</th></tr></thead><tbody id="history"></tbody></table></section>`
}

const script = `
const revealed = new Map();
const rounds = [];
function chance() {
  const t = Number($('target').value);
  return $('direction').value === 'under' ? t : 100 - t;
}
function updateOdds() {
  const c = chance();
  $('chance').textContent = c.toFixed(2);
  $('multiplier').textContent = c > 0 ? (Math.floor(9900 / c) / 100).toFixed(2) : '–';
}
function showPair(pair) {
  $('hash').textContent = pair.serverSeedHash;
  $('clientSeed').value = pair.clientSeed;
  $('nonce').textContent = pair.nonce;
}
async function hmacRoll(serverSeed, clientSeed, nonce) {
  const enc = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', enc.encode(serverSeed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const bytes = new Uint8Array(await crypto.subtle.sign('HMAC', key, enc.encode(clientSeed + ':' + nonce + ':0')));
  const f = bytes[0] / 256 + bytes[1] / 65536 + bytes[2] / 16777216 + bytes[3] / 4294967296;
  return (Math.floor(f * 10001) / 100).toFixed(2);
}
// A round's net, what the balance gained or lost (payout less stake), signed, at the amounts' decimals: the same
// figure for a win and a loss, beside the stake and the payout (which includes the stake).
function netOf(round) {
  const scale = Math.max(...[round.payout, round.stake].map((amount) => (amount.split('.')[1] || '').length));
  const units = (amount) => BigInt(amount.replace('.', '') + '0'.repeat(scale - (amount.split('.')[1] || '').length));
  const net = units(round.payout) - units(round.stake);
  const digits = (net < 0n ? -net : net).toString().padStart(scale + 1, '0');
  const text = scale > 0 ? digits.slice(0, -scale) + '.' + digits.slice(-scale) : digits;
  return (net > 0n ? '+' : net < 0n ? '-' : '') + text;
}
function renderHistory() {
  const tbody = $('history');
  tbody.textContent = '';
  for (const round of rounds.slice(0, 20)) {
    const tr = document.createElement('tr');
    const cells = [round.fairness.nonce, round.result, round.stake, round.payout, netOf(round)];
    for (const text of cells) { const td = document.createElement('td'); td.textContent = String(text); tr.append(td); }
    const td = document.createElement('td');
    const seed = revealed.get(round.fairness.serverSeedHash);
    if (seed) {
      const button = document.createElement('button');
      button.className = 'alt';
      button.textContent = say('verify');
      button.onclick = async () => {
        const roll = await hmacRoll(seed, round.fairness.clientSeed, round.fairness.nonce);
        td.textContent = roll === round.result ? '✓ ' + roll : '✗ ' + roll;
      };
      td.append(button);
    } else td.textContent = say('afterSeedChange');
    tr.append(td);
    tbody.append(tr);
  }
}
$('target').oninput = updateOdds;
$('direction').onchange = updateOdds;
$('roll').onclick = async () => {
  $('roll').disabled = true;
  try {
    const round = await api('POST', 'dice/roll', { stake: $('stake').value, target: Number($('target').value).toFixed(2),
      direction: $('direction').value, requestId: crypto.randomUUID() });
    $('result').textContent = round.result;
    $('result').className = 'big ' + round.status;
    showBalance(round.balance);
    $('nonce').textContent = round.fairness.nonce + 1;
    rounds.unshift(round);
    renderHistory();
  } catch {} finally { $('roll').disabled = false; }
};
$('rotate').onclick = async () => {
  try {
    const next = await api('POST', 'seed', { clientSeed: $('clientSeed').value });
    revealed.set($('hash').textContent, next.previousServerSeed);
    $('previous').textContent = next.previousServerSeed;
    showPair(next);
    renderHistory();
  } catch {}
};
api('GET', 'state').then((state) => { showBalance(state.balance); showPair(state.fairness); updateOdds(); }).catch(() => {});`

/** The dice page (PROTOCOL.md section 10): bet, see the seed hash first, rotate seeds, verify revealed rounds. */
export function dicePage(nonce: string, language: PageLanguage): string {
  return pageShell(nonce, language, language.texts.diceTitle, body(language), script)
}
