// Tables across devices (issue 35): the play page's transport to a table held by the classroom server
// (lite/network_tables.py, its WebSocket at <site>/tables; lite/table_routes.py). To play.js it looks like the worker
// (worker.js): postMessage() takes the worker's words (act, next, record, leave) and the table's own (create, join,
// resume, start); onmessage gets { data } with the worker's (view, record, error) and the table's (seated, lobby,
// closed, link). A view is made to look like a one-person device's: `humans` is this seat alone (no pass-and-play
// cover, no other person's buttons), and the moves are this seat's only.
// The seat's token is kept in localStorage by the table's code, so that a phone that sleeps or reloads comes back to
// its seat (resume); a socket that closes unexpectedly is opened again, waiting longer each time.

const TOKENS_KEY = "crisp-net-tables";  // { CODE: { token, seat, game, at } }
const LAST_KEY = "crisp-net-last";      // the code of the last table this browser sat at
const NAME_KEY = "crisp-net-name";      // the name typed last
const BACKOFF_MS = [500, 1000, 2000, 4000, 8000, 15000];
const KEEP_DAYS = 2;                    // tokens older than this are forgotten

// True when the page is served by the classroom server (its tables.json answers JSON); a static host's 404, an
// error or no network: false, and nothing of the tables shows.
export async function tablesServed() {
  try {
    const response = await fetch(new URL("../tables.json", location.href), { cache: "no-store" });
    if (!response.ok || !/json/.test(response.headers.get("content-type") || "")) return false;
    const data = await response.json();
    return Array.isArray(data?.tables);
  } catch {
    return false;
  }
}

// The QR code of the address that joins table `code`: { url, qr } (an SVG data URI), or null.
export async function tableQr(code) {
  try {
    const response = await fetch(new URL(`../tables/${encodeURIComponent(code)}/qr`, location.href), { cache: "no-store" });
    return response.ok ? await response.json() : null;
  } catch {
    return null;
  }
}

const readJson = (key, fallback) => { try { return JSON.parse(localStorage.getItem(key)) ?? fallback; } catch { return fallback; } };
const writeJson = (key, value) => { try { localStorage.setItem(key, JSON.stringify(value)); } catch { /* private mode */ } };

export const cleanCode = (text) => String(text || "").toUpperCase().replace(/[^A-Z0-9]/g, "").slice(0, 4);

// The seat kept for table `code` ({ token, seat, game }), or null; without a code, the last table's.
export function keptSeat(code = null) {
  const tables = readJson(TOKENS_KEY, {});
  const key = code ? cleanCode(code) : readJson(LAST_KEY, null);
  const kept = key ? tables[key] : null;
  return kept && Date.now() - kept.at < KEEP_DAYS * 864e5 ? { code: key, ...kept } : null;
}
function keepSeat(code, seat) {
  const tables = readJson(TOKENS_KEY, {});
  for (const [key, kept] of Object.entries(tables)) if (Date.now() - kept.at > KEEP_DAYS * 864e5) delete tables[key];
  tables[code] = { ...seat, at: Date.now() };
  writeJson(TOKENS_KEY, tables);
  writeJson(LAST_KEY, code);
}
export function forgetSeat(code) {
  const tables = readJson(TOKENS_KEY, {});
  delete tables[code];
  writeJson(TOKENS_KEY, tables);
  if (readJson(LAST_KEY, null) === code) writeJson(LAST_KEY, null);
}
export const keptName = () => readJson(NAME_KEY, "");
export const keepName = (name) => writeJson(NAME_KEY, name);

export class NetworkTable {
  constructor() {
    this.onmessage = null;
    this.socket = null;
    this.code = null;
    this.seat = null;
    this.token = null;
    this.ended = false;     // closed on purpose (left, or the table closed): no reconnecting
    this.tries = 0;
    this.timer = null;
    this.first = true;      // the next view is the first since (re)connecting: the whole log (the server resends it)
    this.acted = null;      // a move sent and not answered yet
    this.lastRound = null;
    this.outbox = [];
  }

  emit(data) { this.onmessage?.({ data }); }

  // The worker's words and the table's, sent as the server's messages.
  postMessage(msg) {
    switch (msg.type) {
      case "create": case "join": case "resume": {
        const { type, ...rest } = msg;
        this.lang = msg.lang || window.CrispI18n?.lang() || "en";
        this.hello = { type, ...rest, lang: this.lang };
        if (type === "resume") Object.assign(this, { code: cleanCode(msg.code), token: msg.token });
        this.open();
        break;
      }
      case "act": this.acted = msg.action; this.send({ type: "act", action: msg.action }); break;
      case "next": case "record": case "start": this.send({ type: msg.type }); break;
      case "leave":
        this.send({ type: "leave" });
        this.close();
        break;
      case "language":  // the log again, whole, in the page's new language (the server tells each device in its own)
        this.lang = msg.lang;
        if (this.token) this.send({ type: "language", lang: msg.lang });
        break;
      default: break;  // pace, skip, assist, coach: the worker's alone
    }
  }

  url() {
    const url = new URL("../tables", location.href);
    url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
    return url.href;
  }

  open() {
    clearTimeout(this.timer);
    let socket;
    try {
      socket = new WebSocket(this.url());
    } catch {
      this.retry();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      // after a drop, back to the same seat with its token; the first time, what the page asked
      const hello = this.token ? { type: "resume", code: this.code, token: this.token, lang: this.lang } : this.hello;
      socket.send(JSON.stringify(hello));
      for (const m of this.outbox.splice(0)) socket.send(JSON.stringify(m));
    };
    socket.onmessage = (event) => {
      let msg;
      try { msg = JSON.parse(event.data); } catch { return; }
      this.receive(msg);
    };
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (this.ended) return;
      if (this.token) { this.emit({ type: "link", state: "lost" }); this.retry(); }
      else this.emit({ type: "error", message: "", context: "link" });  // never seated: nothing to come back to
    };
  }

  retry() {
    const wait = BACKOFF_MS[Math.min(this.tries, BACKOFF_MS.length - 1)];
    this.tries += 1;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => { if (!this.ended) this.open(); }, wait);
  }

  // Back at once (the page shown again, the network back): no waiting for the backoff.
  wake() {
    if (!this.ended && this.token && !this.socket) { this.tries = 0; this.open(); }
  }

  send(message) {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message));
    else if (message.type !== "act") this.outbox.push(message);  // a move is not sent late: the table moved on
    else { this.acted = null; this.emit({ type: "error", message: "", context: "link" }); }
  }

  close() {
    this.ended = true;
    clearTimeout(this.timer);
    const socket = this.socket;
    this.socket = null;
    if (socket) try { socket.close(); } catch { /* already closed */ }
  }

  receive(msg) {
    if (msg.type === "seated") {
      Object.assign(this, { code: msg.code, seat: msg.seat, token: msg.token, tries: 0, first: true });
      keepSeat(msg.code, { token: msg.token, seat: msg.seat, game: msg.game, creator: msg.creator });
      this.emit({ ...msg, resumed: this.hello?.type === "resume" || this.resumedOnce });
      this.resumedOnce = true;
      this.emit({ type: "link", state: "ok" });
    } else if (msg.type === "view") {
      const v = msg.view;
      const me = v.viewer;
      v.humans = [me];  // one person at this device (network_tables.py sends only this seat's view)
      const moves = v.moves;
      if (moves && !Array.isArray(moves)) {  // Cheat's: this seat's calls and answer only
        if (Array.isArray(moves.doubters)) moves.doubters = moves.doubters.filter((s) => s === me);
        if (moves.accept !== me) moves.accept = null;
      }
      const round = v.number ?? v.round ?? null;
      const extra = {
        relog: Boolean(msg.relog), fresh: this.first || round !== this.lastRound,  // relog: the whole log, from 0
        ...(this.acted !== null ? { acted: this.acted } : {}),
      };
      this.first = false;
      this.acted = null;
      this.lastRound = round;
      this.emit({ type: "view", view: v, seats: msg.seats, code: msg.code, ...extra });
    } else if (msg.type === "error") {
      this.acted = null;
      if (["badToken", "noTable"].includes(msg.reason) && this.code && this.token) {
        // the table is gone, or the seat's token is not known there any more: forget it
        forgetSeat(this.code);
        this.token = null;
        this.ended = true;
      }
      this.emit({ ...msg, context: this.seat === null || this.ended ? "seat" : "act" });
    } else if (msg.type === "closed") {
      if (this.code) forgetSeat(this.code);
      this.ended = true;
      this.emit(msg);
    } else {
      this.emit(msg);  // lobby, record
    }
  }
}
