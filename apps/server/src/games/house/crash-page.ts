import { escapeHtml } from '@sportsbook/sdk/protocol'
import type { HouseTextKey } from '../../i18n/house-texts'
import { type PageLanguage, pageShell } from './page-shell'

/** The crash page's markup in the page's language. */
function body({ texts: t }: PageLanguage): string {
  const e = (key: HouseTextKey) => escapeHtml(t[key])
  return `
<section class="card row">
  <div><label>${e('gameWallet')}</label><strong id="balance">…</strong></div>
  <div><label>${e('round')}</label><strong id="round">…</strong></div>
</section>
<section class="card">
  <div class="big" id="multiplier" aria-live="polite">–</div>
  <p id="phase">${e('connecting')}</p>
  <div class="row">
    <div><label for="stake">${e('stake')}</label><input id="stake" inputmode="decimal" value="1"></div>
    <div><label for="auto">${e('autoCashOut')}</label><input id="auto" inputmode="decimal" placeholder="2.00"></div>
  </div>
  <div class="row"><button id="bet">${e('bet')}</button><button class="alt" id="cashout" disabled>${e('cashOut')}</button></div>
</section>
<section class="card">
  <label>${e('hashBeforeBets')}</label><div class="mono" id="hash">…</div>
  <label>${e('clientSeed')}</label><div class="mono" id="clientSeed">…</div>
  <label>${e('lastRound')}</label><div class="mono" id="verify">–</div>
</section>
<section class="card"><table><thead><tr><th>${e('player')}</th><th>${e('stake')}</th><th>${e('outAt')}</th><th>${e('payout')}</th></tr></thead><tbody id="bets"></tbody></table></section>`
}

const script = `
const ns = '/games/house/crash';
let round = null;
let skew = 0;
let refused = false;
function serverNow() { return Date.now() - skew; }
function curve(elapsed) { return Math.floor(100 * Math.exp(round.growthPerMs * Math.max(0, elapsed))) / 100; }
async function crashPointOf(serverSeed, clientSeed) {
  const enc = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', enc.encode(serverSeed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const b = new Uint8Array(await crypto.subtle.sign('HMAC', key, enc.encode(clientSeed + ':0:0')));
  const u = ((b[0] << 24) >>> 0) + (b[1] << 16) + (b[2] << 8) + b[3];
  return (Math.max(100, Math.floor(99 * 4294967296 / (u + 1))) / 100).toFixed(2);
}
function showRound(next) {
  const previous = round;
  round = next;
  $('round').textContent = '#' + round.id;
  $('hash').textContent = round.serverSeedHash;
  $('clientSeed').textContent = round.clientSeed;
  const tbody = $('bets');
  tbody.textContent = '';
  for (const b of round.bets) {
    const tr = document.createElement('tr');
    for (const text of [b.player, b.stake + ' ' + b.currencyCode, b.cashedOutAt ? b.cashedOutAt + '×' : '–', b.payout || '–']) {
      const td = document.createElement('td'); td.textContent = text; tr.append(td);
    }
    tbody.append(tr);
  }
  if (round.phase === 'crashed' && round.serverSeed && (!previous || previous.phase !== 'crashed' || previous.id !== round.id)) {
    crashPointOf(round.serverSeed, round.clientSeed).then((point) => {
      $('verify').textContent = say('crashedAt', { round: round.id, point: round.crashPoint, seed: round.serverSeed }) + ' ' +
        say(point === round.crashPoint ? 'verified' : 'mismatch');
    }).catch(() => {});
    api('GET', 'state').then((state) => showBalance(state.balance)).catch(() => {});
  }
}
function frame() {
  if (round) {
    if (round.phase === 'betting') {
      $('multiplier').textContent = '1.00×';
      $('phase').textContent = say('betsCloseIn', { seconds: Math.max(0, (round.bettingEndsAt - serverNow()) / 1000).toFixed(1) });
    } else if (round.phase === 'flying') {
      $('multiplier').textContent = curve(serverNow() - round.flightStartedAt).toFixed(2) + '×';
      $('phase').textContent = say('flying');
    } else {
      $('multiplier').textContent = round.crashPoint + '×';
      $('phase').textContent = say('crashed');
    }
    $('bet').disabled = round.phase !== 'betting';
    $('cashout').disabled = round.phase !== 'flying';
  }
  requestAnimationFrame(frame);
}
function on(name, payload) {
  if (name === 'round') showRound(payload);
  if (name === 'tick') skew = Date.now() - payload.at;
}
function connect() {
  const ws = new WebSocket((location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + '/app/socket/?EIO=4&transport=websocket');
  ws.onmessage = (event) => {
    const data = String(event.data);
    if (data[0] === '0') ws.send('40' + ns + ',' + JSON.stringify({ session }));
    else if (data === '2') ws.send('3');
    else if (data.startsWith('42' + ns + ',')) { const message = JSON.parse(data.slice(ns.length + 3)); on(message[0], message[1]); }
    else if (data.startsWith('44' + ns + ',')) { refused = true; showError(say('socketExpired')); ws.close(); }
  };
  ws.onclose = () => { if (!refused) setTimeout(connect, 1000); };
}
$('bet').onclick = async () => {
  const auto = $('auto').value.trim();
  try {
    await api('POST', 'crash/bet', Object.assign({ stake: $('stake').value, requestId: crypto.randomUUID() },
      auto ? { autoCashOut: Number(auto).toFixed(2) } : {}));
    api('GET', 'state').then((state) => showBalance(state.balance)).catch(() => {});
  } catch {}
};
$('cashout').onclick = async () => {
  try {
    const out = await api('POST', 'crash/cashout', { roundId: round.id });
    $('phase').textContent = say('cashedOut', { multiplier: out.play.cashedOutAt || '', payout: out.payout });
    api('GET', 'state').then((state) => showBalance(state.balance)).catch(() => {});
  } catch {}
};
api('GET', 'state').then((state) => { showBalance(state.balance); connect(); requestAnimationFrame(frame); }).catch(() => {});`

/** The crash page (PROTOCOL.md section 10): the shared round over the crash namespace, bets over HTTP. */
export function crashPage(nonce: string, language: PageLanguage): string {
  return pageShell(nonce, language, language.texts.crashTitle, body(language), script)
}
