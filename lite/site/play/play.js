// The play page's main thread: it only draws and handles input. The engine (Pyodide + crisp_core.crisp.web,
// the bots) runs in worker.js; messages both ways are plain JSON.
import { drawCoach } from "./coach.js";
import { clearSelection, plural } from "./tables.js";
import { drawCheat, cheatStatus, cheatWindow, cheatKey, drawCheatCoach, claimText } from "./cheat.js";
import { drawCrisps, crispsStatus, crispsKey, drawCrispsCoach } from "./crisps.js";

// Cheat's and Crisps' tables (cheat.js, crisps.js): each draws its table, says its status line, takes its letter
// keys and draws its coach's panel; Crisp's table is drawn here.
const OTHER_TABLES = {
  cheat: { draw: drawCheat, status: cheatStatus, key: cheatKey, coach: drawCheatCoach },
  crisps: { draw: drawCrisps, status: crispsStatus, key: crispsKey, coach: drawCrispsCoach },
};

// ------------------------------------------------------------------------------------------ strings
// Every string the page shows is in the site's message catalogs (lite/site/i18n/{en,pt,es,fr}.json, keys
// "play.…"), read through CrispI18n (i18n.js, loaded in <head>); the page re-draws when the language changes.
const t = (key) => window.CrispI18n.t(key) ?? key;
// a value may be a function of nothing, called each time the text is made (words of the catalogs, in the language now)
const fmt = (key, values = {}) => String(t(key)).replace(/\{(\w+)\}/g, (_, k) => (k in values ? (typeof values[k] === "function" ? values[k]() : values[k]) : ""));
// A number with `digits` decimals as the page's language writes it: 6,4 in pt, es and fr, 6.4 in en.
const decimal = (x, digits = 1) => new Intl.NumberFormat(window.CrispI18n.lang(),
  { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(x);
// Seats are numbered from 1 wherever a person reads them, from 0 in the notation and the records (RULES.md N, F):
// the number a person reads for seat index `seat`, the twin of crisp_core.locale.seat_number.
const seatNumber = (seat) => seat + 1;

// Texts that depend on the language are made again when it changes: say() remembers the key a node shows.
const said = new Map();
function say(node, key, values = {}) {
  said.set(node, [key, values]);
  node.textContent = fmt(key, values);
}
function show(node, text) {  // a text made elsewhere (Python's, already in the language) or made again by a draw
  said.delete(node);
  node.textContent = text;
}

// ------------------------------------------------------------------------------------------ state
const $ = (id) => document.getElementById(id);
const KINDS = ["human", "random", "forgetful", "friendly", "heuristic", "expert"];
const SLOTS = ["L", "M", "R"];
const VERBS = ["draw", "take", "swap", "discard", "jack", "queen", "king", "crisp", "pass"];
// each move's label and key: the same key letters (and L, M, R for the slots) in every language
const VERB_TEXT = {
  draw: ["play.verb.draw", "D"], take: ["play.verb.take", "T"], swap: ["play.verb.swap", "S"],
  discard: ["play.verb.discard", "X"], jack: ["play.verb.jack", "J"], queen: ["play.verb.queen", "Q"],
  king: ["play.verb.king", "K"], crisp: ["play.verb.crisp", "C"], pass: ["play.verb.pass", "N"],
};
const SLOT_LABELS = { L: "play.slot.L", M: "play.slot.M", R: "play.slot.R" };        // under the cards
const SLOT_NAMES = { L: "play.slotName.L", M: "play.slotName.M", R: "play.slotName.R" };  // in sentences
const KIND_NAMES = { random: "play.kind.random", forgetful: "play.kind.forgetful", friendly: "play.kind.friendly",
                     heuristic: "play.kind.heuristic", expert: "play.kind.expert", counting: "play.kind.counting" };
// the three games: seats allowed (C1.1, K1.1), who may sit (the bots of crisp_core.{webplay,cheat,crisps}), how to play
const GAMES = ["crisp", "cheat", "crisps"];
const SEAT_RANGE = { crisp: [2, 8], cheat: [3, 6], crisps: [2, 2] };
const GAME_KINDS = { crisp: KINDS, cheat: ["human", "random", "counting"], crisps: ["human", "random", "counting"] };
const DEFAULT_BOT = { crisp: "friendly", cheat: "counting", crisps: "counting" };
const BOT_DESC = { cheat: { random: "play.cheat.bot.random", counting: "play.cheat.bot.counting" },
                   crisps: { random: "play.crisps.bot.random", counting: "play.crisps.bot.counting" } };
const RECORD_NAMES = { crisp: "crisp-match", cheat: "cheat-match", crisps: "crisps-match" };
const RANKS = { A: "play.rank.A", J: "play.rank.J", Q: "play.rank.Q", K: "play.rank.K" };
const SUITS = { c: "play.suit.c", d: "play.suit.d", h: "play.suit.h", s: "play.suit.s" };
const HOW_TO = {
  crisp: ["play.howTo.1", "play.howTo.2", "play.howTo.3", "play.howTo.4", "play.howTo.5"],
  cheat: ["play.cheat.howTo.1", "play.cheat.howTo.2", "play.cheat.howTo.3", "play.cheat.howTo.4", "play.cheat.howTo.5"],
  crisps: ["play.crisps.howTo.1", "play.crisps.howTo.2", "play.crisps.howTo.3", "play.crisps.howTo.4", "play.crisps.howTo.5"],
};
// each game's rules page (lite/rules_page.py) and the link's text (i18n.js re-fills it by its data-i18n)
const RULES_PAGE = { crisp: ["../rules/", "play.rulesLink.crisp"], cheat: ["../rules/cheat/", "play.rulesLink.cheat"],
                     crisps: ["../rules/crisps/", "play.rulesLink.crisps"] };
const SPEEDS = [["play.speed.slow", 1400], ["play.speed.normal", 700], ["play.speed.fast", 250], ["play.speed.instant", 0]];
const SETTINGS_KEY = "crisp-play-settings";
const CLICK_GAP_MS = 400; // a second click this soon after a move is ignored (double clicks)

const worker = new Worker(new URL("worker.js", import.meta.url), { type: "module" });
let bots = { kinds: [], descriptions: {}, names: [] };
let gen = 0;
let view = null;        // the last view drawn
let pending = null;     // a view waiting behind the pass-and-play cover
let shownViewer = null; // the seat whose view is on screen
let busy = false;       // a move was sent and not answered yet
let lastMoveAt = 0;
let armed = null;       // {verb: "swap"} or {verb: "queen", slot, target, tslot}
// Playing from memory (no assist), a card a person is shown — the deal's peek at L and R (R2.4), a Jack's look at M
// (R5.3), a card a Queen brings (R5.4.1): view.fresh — stays face up until they say they have memorised it or make
// their next move (S8: one look), never turned down on a timer while they are looking.
let reveal = new Map();  // viewer -> Map(card index -> card) shown face up to that viewer
let revealMoves = new Map();  // viewer -> their moves this round (view.moves_made) when their reveal was made
let revealRound = null;
let logCount = 0;
let inMatch = false;
let settings = null;
let replayInfo = null;
let replayStep = 0;
let lastFrame = null;   // the replay step on screen

// ------------------------------------------------------------------------------------------ helpers
function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === null || v === undefined || v === false) continue;
    if (k === "text") node.textContent = v;
    else if (k === "class") node.className = v;
    else if (k === "dataset") Object.assign(node.dataset, v);
    else if (k.startsWith("on")) node.addEventListener(k.slice(2), v);
    else node.setAttribute(k, v === true ? "" : v);
  }
  for (const c of children) if (c !== null && c !== undefined) node.append(c);
  return node;
}

function cardFace(card) { return (card[0] === "T" ? "10" : card[0]) + { c: "♣", d: "♦", h: "♥", s: "♠" }[card[1]]; }
function cardWords(card) {
  const rank = RANKS[card[0]] ? t(RANKS[card[0]]) : card[0] === "T" ? "10" : card[0];
  return fmt("play.cardWords", { rank, suit: t(SUITS[card[1]]) });
}
function slotAria(own, name, slot, words) {
  return fmt(own ? "play.cardAriaOwn" : "play.cardAriaOther", { name, slot: t(SLOT_NAMES[slot]), card: words });
}
const kindName = (kind) => (KIND_NAMES[kind] ? t(KIND_NAMES[kind]) : kind);
const botDescription = (kind, game = "crisp") => (game === "crisp"
  ? (bots.descriptions[window.CrispI18n.lang()] || {})[kind] || "" : t(BOT_DESC[game][kind]));
const isOther = (v) => !!v && v.game in OTHER_TABLES;  // a view of Cheat or Crisps (cheat.js, crisps.js)
function paintCard(node, card, faceUp) {
  node.classList.remove("back", "red", "empty");
  node.textContent = "";
  delete node.dataset.face;
  if (card && faceUp) {
    // the face is drawn by CSS from data-face, for the eye only: the card's accessible name says it in words
    node.dataset.face = cardFace(card);
    if ("dh".includes(card[1])) node.classList.add("red");
  } else node.classList.add("back");
}
function miniCard(card) {
  const node = el("span", { class: "card mini", role: "img", "aria-label": cardWords(card) });
  paintCard(node, card, true);
  return node;
}
function announce(text) { $("announce").textContent = text; }

function loadSettings() {
  try { return JSON.parse(localStorage.getItem(SETTINGS_KEY)) || null; } catch { return null; }
}
function saveSettings(s) { try { localStorage.setItem(SETTINGS_KEY, JSON.stringify(s)); } catch { /* private mode */ } }
function defaultSettings() {
  return { game: "crisp", window: 4, special_runs: false, no_faceup: false, auto_skip: false, seats: [{ name: bots.names[0] || "Ana", kind: "human" }, { name: bots.names[1] || "Ben", kind: "friendly" },
                   { name: bots.names[2] || "Cleo", kind: "friendly" }],
           target: 100, take: false, seed: "", assist: false, speed: 700, coach: false, switches: {} };
}

// ------------------------------------------------------------------------------------------ setup screen
function buildActions() {
  VERBS.forEach((verb) => {
    const key = VERB_TEXT[verb][1];
    const b = el("button", { type: "button", id: `action-${verb}`, "data-testid": `action-${verb}`, disabled: true,
                             "aria-keyshortcuts": key, onclick: () => onVerb(verb) },
                 el("span", { class: "label" }), el("kbd", { "aria-hidden": "true", text: key }));
    $("actions").append(b);
  });
}

// The page's fixed texts: an element marked data-s="name" shows the catalog's text play.name.
function fillStrings() {
  for (const node of document.querySelectorAll("[data-s]")) node.textContent = t(`play.${node.dataset.s}`);
  $("target").querySelector("option[value=other]").textContent = t("play.targetOther");
  for (const o of $("timer").options) o.textContent = o.value ? fmt("play.timerSeconds", { n: o.value }) : t("play.timerOff");
  $("howto").replaceChildren(...HOW_TO[chosenGame()].map((key) => el("li", { text: t(key) })));
  for (const o of $("cheat-window").options) o.textContent = fmt("play.timerSeconds", { n: o.value });
  const speed = $("speed").value;
  $("speed").replaceChildren(...SPEEDS.map(([key, ms]) => new Option(t(key), ms)));
  if (speed !== "") $("speed").value = speed;
  VERBS.forEach((verb) => { $(`action-${verb}`).querySelector(".label").textContent = t(VERB_TEXT[verb][0]); });
}

// The game chosen on the setup screen (radio group), and what follows from it: seats, bots, options, how to play.
function chosenGame() {
  const checked = document.querySelector("input[name=game]:checked");
  return checked && GAMES.includes(checked.value) ? checked.value : "crisp";
}

function applyGame(game, seats = null) {
  const [lo, hi] = SEAT_RANGE[game];
  const players = $("players");
  const before = Number(players.value) || (seats ? seats.length : lo);
  players.replaceChildren();
  for (let n = lo; n <= hi; n++) players.add(new Option(String(n), String(n)));
  const want = Math.min(hi, Math.max(lo, seats ? seats.length : before));
  players.value = String(want);
  seatRows(want, seats);
  for (const g of GAMES) $(`opts-${g}`).hidden = g !== game;
  $("howto").replaceChildren(...HOW_TO[game].map((key) => el("li", { text: t(key) })));
  Object.assign($("rules-link"), { href: RULES_PAGE[game][0], textContent: t(RULES_PAGE[game][1]) }).dataset.i18n = RULES_PAGE[game][1];
}

function seatRows(n, seats) {
  const game = chosenGame();
  const kinds = GAME_KINDS[game];
  const list = $("seats-setup");
  const old = [...list.querySelectorAll("li")].map((li, i) => ({
    name: li.querySelector("input").value, kind: li.querySelector("select").value }));
  list.replaceChildren();
  for (let i = 0; i < n; i++) {
    const seat = { ...(seats?.[i] || old[i] || { name: bots.names[i] ?? "", kind: i === 0 ? "human" : DEFAULT_BOT[game] }) };
    if (!kinds.includes(seat.kind)) seat.kind = DEFAULT_BOT[game];
    const seatLabel = fmt("play.seatLabel", { n: seatNumber(i) });
    const select = el("select", { id: `kind-${i}`, "aria-label": fmt("play.labelled", { label: seatLabel, text: t("play.kindLabel") }) });
    for (const k of kinds) select.add(new Option(k === "human" ? t("play.human") : fmt("play.botName", { kind: kindName(k) }), k, false, k === seat.kind));
    const desc = el("p", { class: "desc", id: `desc-${i}` });
    const describe = () => { desc.textContent = select.value === "human" ? t("play.humanDesc") : botDescription(select.value, game); };
    select.addEventListener("change", describe);
    describe();
    const name = el("input", { type: "text", id: `name-${i}`, maxlength: "32", value: seat.name,
                               "aria-label": fmt("play.labelled", { label: seatLabel, text: t("play.nameLabel") }) });
    list.append(el("li", {}, el("div", { class: "fields" }, el("strong", { text: seatLabel }), name, select), desc));
  }
}

function showSetup(s) {
  const game = GAMES.includes(s.game) ? s.game : "crisp";
  $(`game-${game}`).checked = true;
  applyGame(game, s.seats);
  $("cheat-window").value = [3, 4, 6].includes(Number(s.window)) ? String(s.window) : "4";
  $("special-runs").checked = !!s.special_runs;
  $("no-faceup").checked = !!s.no_faceup;
  $("auto-skip").checked = !!s.auto_skip;
  const preset = ["50", "100", "150"].includes(String(s.target));
  $("target").value = preset ? String(s.target) : "other";
  $("target-other").hidden = preset;
  $("target-other").value = preset ? "" : String(s.target);
  $("take").checked = !!s.take;
  $("timer").value = [30, 45, 60].includes(s.timer) ? String(s.timer) : "";
  $("seed").value = s.seed ?? "";
  show($("setup-error"), "");
  $("back-to-match").hidden = !inMatch;
  $("setup").hidden = false;
  $("game").hidden = true;
  $("replay").hidden = true;
}

function readSetup() {
  const seats = [...$("seats-setup").querySelectorAll("li")].map((li, i) => ({
    name: li.querySelector("input").value.trim().slice(0, 32) || bots.names[i] || "",  // the engine names an empty seat
    kind: li.querySelector("select").value }));
  const game = chosenGame();
  let target = $("target").value;
  if (target === "other") target = $("target-other").value;
  target = Number(target);
  if (!Number.isInteger(target) || target < 1) {
    if (game === "crisp") return { error: "play.badTarget" };
    target = settings?.target ?? 100;  // the Crisp option is not this game's: keep the last good one
  }
  if (!seats.some((s) => s.kind === "human")) return { error: "play.needHuman" };
  const seed = $("seed").value.trim();
  return { game, window: Number($("cheat-window").value) || 4, special_runs: $("special-runs").checked,
           no_faceup: $("no-faceup").checked, auto_skip: $("auto-skip").checked, seats, target, take: $("take").checked, timer: $("timer").value ? Number($("timer").value) : null,
           seed: seed === "" ? "" : String(Math.trunc(Number(seed)) || 0),
           assist: settings?.assist ?? false, speed: settings?.speed ?? 700, coach: settings?.coach ?? false,
           switches: settings?.switches ?? {} };
}

function startMatch(s) {
  settings = s;
  saveSettings(s);
  gen += 1;
  view = null; pending = null; shownViewer = null; busy = false; armed = null; logCount = 0;
  reveal.clear(); revealMoves.clear(); revealRound = null;
  $("log").replaceChildren();
  clearSelection();
  const crisp = (s.game || "crisp") === "crisp";
  for (const id of ["felt", "actions", "moves-h", "assist-wrap"]) $(id).hidden = !crisp;
  $("xtable").hidden = crisp;
  $("xtable").replaceChildren();
  $("coach-panel").hidden = true;
  coachData = null;
  applySwitches(s.seats.findIndex((seat) => seat.kind === "human"));  // the first person's (pass-and-play: until the cover)
  $("speed").value = String(s.speed);
  worker.postMessage({ type: "pace", ms: Number(s.speed) });
  worker.postMessage({ type: "new", settings: s, ...(TEST_CLOCK !== 1 ? { timeScale: TEST_CLOCK } : {}) });
  inMatch = true;
  $("setup").hidden = true;
  $("replay").hidden = true;
  $("game").hidden = false;
  $("result").hidden = true;
}

function askLeave() {
  return new Promise((resolve) => {
    const dialog = $("leave");
    const done = (answer) => { dialog.close(); resolve(answer); };
    $("leave-yes").onclick = () => done(true);
    $("leave-no").onclick = () => done(false);
    dialog.oncancel = () => resolve(false);
    dialog.showModal();
    $("leave-no").focus();
  });
}

async function openSetup() {
  const inProgress = inMatch && view && !view.match_over;
  if (inProgress && !(await askLeave())) return;
  if (inProgress) worker.postMessage({ type: "leave" });  // with the timer (R9) it would go on by itself
  inMatch = inProgress ? false : inMatch;
  showSetup(settings || defaultSettings());
  $("back-to-match").hidden = true;
  $("start").focus();
}

// ------------------------------------------------------------------------------------------ the table
const me = () => (view ? view.viewer : null);
// the person whose drawn King the table is about to play (R5.2) is the viewer, holding it
const forcedKing = () => !!view && view.forced_king === view.viewer && view.holding;
const asked = () => view && view.waiting !== null && view.waiting === shownViewer && !busy;
function findMove(verb, slot = null, target = null, tslot = null) {
  if (!view) return null;
  return view.moves.find((m) => m.verb === verb && (slot === null || m.slot === slot)
    && (target === null || m.target === target) && (tslot === null || m.tslot === tslot)) || null;
}
const canDo = (verb) => asked() && view.moves.some((m) => m.verb === verb)
  && !((verb === "draw" || verb === "take") && startWait());  // R10: the next player starts after 2 s

function send(move) {
  if (!move || !asked()) return;
  const now = performance.now();
  if (now - lastMoveAt < CLICK_GAP_MS) return;
  lastMoveAt = now;
  busy = true;
  armed = null;
  reveal.delete(shownViewer);  // their next move: what they were shown turns face down (S8)
  drawTable();
  worker.postMessage({ type: "act", action: move.action, gen });
}

function onVerb(verb) {
  if (!canDo(verb)) return;
  if (verb === "swap") { armed = armed?.verb === "swap" ? null : { verb: "swap" }; drawTable(); focusArmed(); return; }
  if (verb === "queen") { armed = armed?.verb === "queen" ? null : { verb: "queen", slot: null, target: null, tslot: null }; drawTable(); focusArmed(); return; }
  send(findMove(verb));
}

function focusArmed() {
  if (!armed) return;
  const first = document.querySelector("#seats button.card.pick");
  if (first) first.focus();
}

function onSlot(seat, slot) {
  if (!asked() || performance.now() - lastMoveAt < CLICK_GAP_MS) return;
  const mine = seat === me();
  if (mine && (armed?.verb === "swap" || (!armed && canDo("swap")))) {
    send(findMove("swap", slot));
    return;
  }
  if (!canDo("queen")) return;
  if (!armed || armed.verb !== "queen") armed = { verb: "queen", slot: null, target: null, tslot: null };
  if (mine) armed.slot = slot; else { armed.target = seat; armed.tslot = slot; }
  if (armed.slot && armed.target !== null) { send(findMove("queen", armed.slot, armed.target, armed.tslot)); return; }
  drawTable();
  if (armed.slot) focusArmed();
}

function slotPickable(seat, slot) {
  if (!asked()) return false;
  const mine = seat === me();
  if (mine) {
    if ((armed?.verb === "swap" || !armed) && canDo("swap")) return !!findMove("swap", slot);
    if (canDo("queen") && (!armed || armed.verb === "queen")) return !!findMove("queen", slot);
    return false;
  }
  if (!canDo("queen") || (armed && armed.verb !== "queen")) return false;
  if (!armed && canDo("swap")) return false;
  return !!findMove("queen", null, seat, slot);
}

function isFaceUp(index, card) {
  if (!card) return false;
  if (view.round_over || $("assist").checked) return true;
  return reveal.get(view.viewer)?.get(index) === card;
}

// A view's fresh cards join its viewer's reveal, noted as each view arrives (also behind the pass-and-play cover,
// so a peek is never lost under it); a move of theirs since (a timeout too, R9) first turns the old ones down.
function noteFresh(v) {
  if (v.round !== revealRound) { reveal.clear(); revealMoves.clear(); revealRound = v.round; }
  if (revealMoves.get(v.viewer) !== v.moves_made) reveal.delete(v.viewer);
  revealMoves.set(v.viewer, v.moves_made);
  if (!v.fresh.length) return;
  const shown = reveal.get(v.viewer) || new Map();
  for (const index of v.fresh) shown.set(index, v.seats[Math.floor(index / 3)].hand[index % 3]);
  reveal.set(v.viewer, shown);
}

// True while the viewer has a card face up only because they were just shown it (no assist, round on).
function peeking() {
  const v = view;
  if (!v || v.round_over || $("assist").checked) return false;
  return [...(reveal.get(v.viewer) || [])].some(([index, card]) => v.seats[Math.floor(index / 3)].hand[index % 3] === card);
}

function onMemorised() {
  reveal.delete(shownViewer);
  drawTable();
}

// "I've memorised them", under the viewer's hand while they look at cards they were shown; with a draw timer (R9)
// the note counts down the seconds left of their draw, after which the table moves for them.
const peekNote = el("p", { class: "peek-note", id: "peek-note" });
const peekDone = el("button", { type: "button", class: "peek-done", id: "peek-done", "data-testid": "peek-done",
                                "aria-describedby": "peek-note", onclick: onMemorised });
const peekBox = el("div", { class: "peek", id: "peek", hidden: true }, peekNote, peekDone);
let peekSeconds = null;  // the viewer's draw seconds left (R9), while their draw clock runs

function drawPeek() {
  const on = peeking();
  peekBox.hidden = !on;
  if (!on) return;
  const box = $(`seat-${view.viewer}`);
  if (peekBox.parentNode !== box) box.append(peekBox);
  peekNote.textContent = peekSeconds === null ? t("play.peekNote") : fmt("play.peekNoteTimed", { s: peekSeconds });
  peekDone.textContent = t("play.memorised");
}

function seatName(s) { return view.seats[s].name; }

function drawTable() {
  if (!view) return;
  if (isOther(view)) { drawOther(); return; }
  const v = view;
  const seatsBox = $("seats");
  if (seatsBox.children.length !== v.players) {
    seatsBox.replaceChildren();
    for (let s = 0; s < v.players; s++) {
      const hand = el("div", { class: "hand" });
      for (const slot of SLOTS) {
        const b = el("button", { type: "button", class: "card back", "data-testid": `slot-${s}-${slot}`,
                                 onclick: () => onSlot(s, slot) });
        hand.append(el("span", { class: "slotwrap" }, b, el("span", { class: "slot", "aria-hidden": "true" })));
      }
      seatsBox.append(el("section", { class: "seat", id: `seat-${s}`, "aria-label": v.seats[s].name },
        el("div", { class: "who" }), el("div", { class: "meta" }), hand));
    }
  }
  // whose move the table waits for: in the crisp window (R7.1, R10) the seat deciding on crisp, not the next seat
  const acting = v.phase === "crisp_window" && v.window !== null ? v.window : v.turn;
  for (let s = 0; s < v.players; s++) {
    const box = $(`seat-${s}`);
    const seat = v.seats[s];
    const mine = s === v.viewer;
    box.classList.toggle("you", mine);
    box.classList.toggle("turn", acting === s);
    box.querySelector(".who").textContent = seat.name + (mine ? ` (${t("play.you")})` : "");
    const meta = box.querySelector(".meta");
    meta.replaceChildren(el("span", { class: "badge", text: fmt("play.scoreShort", { n: seat.score }) }));
    if (seat.kind !== "human") meta.append(el("span", { class: "badge", text: kindName(seat.kind) }));
    if (s === v.dealer) meta.append(el("span", { class: "badge", text: t("play.dealer") }));
    if (acting === s) meta.append(el("span", { class: "badge hot", text: t("play.toPlay") }));
    if (v.turn === s && v.owed > 1) meta.append(el("span", { class: "badge hot", text: fmt("play.owes", { n: v.owed }) }));
    if (v.caller === s) meta.append(el("span", { class: "badge hot", text: t("play.calledCrisp") }));
    if (v.result && v.result.round_winners.includes(s)) meta.append(el("span", { class: "badge win", text: t("play.roundWinner") }));
    const buttons = box.querySelectorAll("button.card");
    const labels = box.querySelectorAll(".slot");
    SLOTS.forEach((slot, i) => {
      const b = buttons[i];
      const index = s * 3 + i;
      const card = seat.hand[i];
      const up = isFaceUp(index, card);
      paintCard(b, card, up);
      b.classList.toggle("fresh", up && !$("assist").checked && !v.round_over);
      const pick = slotPickable(s, slot);
      b.disabled = !pick;
      b.classList.toggle("pick", pick);
      const picked = armed?.verb === "queen" && ((mine && armed.slot === slot) || (armed.target === s && armed.tslot === slot));
      b.classList.toggle("picked", !!picked);
      b.setAttribute("aria-label", slotAria(mine, seat.name, slot, up ? cardWords(card) : t("play.faceDown")));
      labels[i].textContent = t(SLOT_LABELS[slot]);
    });
  }
  // piles
  const stock = $("stock");
  stock.disabled = !canDo("draw");
  stock.classList.toggle("pick", canDo("draw"));
  $("stock-label").textContent = fmt("play.stockLabel", { n: v.stock });
  stock.setAttribute("aria-label", `${fmt("play.stockLabel", { n: v.stock })}${canDo("draw") ? ` — ${t("play.verb.draw")}` : ""}`);
  const discard = $("discard");
  discard.disabled = !canDo("take");
  discard.classList.toggle("pick", canDo("take"));
  const top = discard.querySelector(".card");
  if (v.discard) paintCard(top, v.discard, true); else { top.className = "card empty"; top.textContent = ""; delete top.dataset.face; }
  $("discard-label").textContent = fmt("play.discardLabel", { n: v.discard_count });
  discard.setAttribute("aria-label", fmt("play.labelled", { label: fmt("play.discardLabel", { n: v.discard_count }),
                                                            text: v.discard ? cardWords(v.discard) : t("play.emptySlot") }));
  const held = $("held");
  held.replaceChildren();
  if (v.holding) {
    const card = el("span", { class: "card", role: "img" });
    paintCard(card, v.held, !!v.held);
    card.setAttribute("aria-label", v.held ? cardWords(v.held) : t("play.faceDown"));
    held.append(el("span", { text: v.turn === v.viewer ? t("play.youHold") : fmt("play.holds", { name: seatName(v.turn) }) }), card);
    const king = forcedKing();
    card.classList.toggle("fresh", king);
    // R5.2: the table is about to play it for them; a person at a real table would see it first
    if (king) held.append(el("span", { class: "king-note", "data-testid": "king-note", text: t("play.kingBanner") }));
  }
  // banner: crisp called, final turns
  $("banner").hidden = !v.final_turns;
  if (v.final_turns) $("banner").textContent = fmt("play.finalTurns", { name: seatName(v.caller) });
  // known total (assist)
  const kt = $("known-total");
  kt.hidden = !$("assist").checked || v.round_over;
  kt.textContent = v.unknown_own.length
    ? fmt("play.knownTotalUnknown", { n: v.known_total, slots: v.unknown_own.map((slot) => t(SLOT_LABELS[slot])).join(", ") })
    : fmt("play.knownTotal", { n: v.known_total });
  // moves
  for (const verb of VERBS) {
    const b = $(`action-${verb}`);
    b.disabled = !canDo(verb);
    b.classList.toggle("armed", armed?.verb === verb);
    b.setAttribute("aria-pressed", armed?.verb === verb ? "true" : "false");
  }
  $("skip").disabled = !(v.waiting === null && !v.round_over);
  startWaitShown = startWait();
  drawClock();
  drawPeek();
  drawStatus();
  if (v.result) drawResult(); else $("result").hidden = true;
  keepFocus();
  fitScreen();  // phone layout (issue 19): after focus, which may scroll too
}

const TOUCH = window.matchMedia("(hover: none) and (pointer: coarse)");  // a phone or tablet: no keyboard to hint at
function drawStatus() {
  const v = view;
  const status = $("status");
  let text;
  let state = "playing";
  if (v.round_over) {
    text = v.match_over ? t("play.matchOver") : fmt("play.roundOver", { n: v.round });
    state = v.match_over ? "match-over" : "round-over";
  } else if (asked()) {
    const name = seatName(v.viewer);
    state = "your-turn";
    if (armed?.verb === "swap") text = t("play.armSwap");
    else if (armed?.verb === "queen") text = t(armed.slot ? "play.armQueenOther" : "play.armQueenOwn");
    else if (v.window === v.viewer && v.moves.some((m) => m.verb === "crisp")) {
      const key = !v.clock ? "play.promptWindow" : v.phase === "late_call" ? "play.promptLateCall" : "play.promptWindowTimed";
      text = fmt(key, { name, other: seatName(v.turn) });
    }
    else if (v.holding) {
      const key = !v.held ? "play.promptHoldUnknown" : v.held_from_discard ? "play.promptHoldTaken"
        : canDo("swap") ? "play.promptHold" : "play.promptHoldSpecial";  // R4.3: a J or Q from the stock is not kept
      text = fmt(key, { card: cardFace(v.held) });
      if (canDo("jack")) text += t("play.promptJack");
      if (canDo("queen")) text += t("play.promptQueen");
    } else {
      text = fmt(v.final_turns ? "play.promptDrawFinal" : "play.promptDraw", { name, take: canDo("take") ? t("play.promptTake") : "" });
      if (v.owed > 1) text += fmt("play.promptOwed", { n: v.owed });
    }
  } else if (forcedKing()) {
    text = fmt("play.kingForced", { card: cardFace(v.held) });
    state = "king";
  } else if (busy) {
    text = status.textContent;
  } else if (v.window !== null && v.phase === "crisp_window") {
    text = fmt("play.othersWindow", { name: seatName(v.window) });
    state = "waiting";
  } else {
    text = fmt(v.final_turns ? "play.othersTurnFinal" : "play.othersTurn", { name: seatName(v.turn) });
    state = "waiting";
  }
  if (TOUCH.matches && state === "your-turn") text = text.replace(/ \([A-Z]\)/g, "");  // "(D)": a key a phone has not
  said.delete(status);
  if (status.textContent !== text) {
    status.textContent = text;
    if (state === "your-turn") announce(text);
  }
  status.dataset.state = state;
}

// A round's end as a table (the live table's and a replay's): each seat's cards, total, round score with its reason
// (R11.1, R11.2: the caller's +-5 explained) and match total, its header first.
function scoreRows(result, totals) {
  const columns = ["play.colPlayer", "play.colCards", "play.colTotal", "play.colRound", "play.colWhy", "play.colMatch"];
  return [el("tr", {}, ...columns.map((k) => el("th", { scope: "col", text: t(k) }))), ...result.rows.map((row) => {
    const winner = result.round_winners.includes(row.seat);
    return el("tr", { class: winner ? "winner" : null },
      el("th", { scope: "row" }, row.name, winner ? el("span", { class: "badge win", text: `★ ${t("play.roundWinner")}` }) : null,
         row.called ? el("div", { class: "badge", text: t("play.calledCrisp") }) : null),
      el("td", { class: "cards" }, ...row.cards.map(miniCard)),
      el("td", { text: String(row.total) }), el("td", { text: String(row.score) }),
      el("td", { class: "why", text: whyText(row) }), el("td", { text: String(totals[row.seat]) }));
  })];
}

function whyText(row) {
  if (!row.called) return t("play.whyPlain");
  return fmt(row.strictly_lowest ? "play.whyCalledLow" : "play.whyCalledHigh", { t: row.total, o: row.lowest_other, s: row.score });
}

function drawResult() {
  const v = view;
  const res = v.result;
  $("result").hidden = false;
  $("result-h").textContent = fmt("play.roundTitle", { n: v.round });
  $("scores").replaceChildren(...scoreRows(res, v.totals));
  const hist = $("history");
  hist.replaceChildren(el("tr", {}, el("th", { scope: "col", text: t("play.colRoundN") }), ...v.seats.map((s) => el("th", { scope: "col", text: s.name }))));
  v.history.forEach((scores, r) => hist.append(el("tr", {}, el("th", { scope: "row", text: String(r + 1) }), ...scores.map((x) => el("td", { text: String(x) })))));
  hist.append(el("tr", {}, el("th", { scope: "row", text: t("play.totalRow") }), ...v.totals.map((x) => el("td", {}, el("strong", { text: String(x) })))));
  let verdict = res.caller === null ? t("play.noCaller") + " " : "";
  verdict += fmt("play.roundWinners", { names: res.round_winners.map(seatName).join(", ") });
  // the caller's -5 or +5 (R11.2) said here too: on a phone the table's "why" column is a swipe away
  const caller = res.rows.find((row) => row.called);
  if (caller) verdict += ` ${caller.name}: ${whyText(caller)}`;
  if (v.match_over) {
    const names = v.winners.map(seatName).join(" & ");
    verdict = fmt(v.winners.length > 1 ? "play.verdictShared" : "play.verdictOne", { names, n: v.totals[v.winners[0]] }) + " " + verdict;
  } else verdict += " " + fmt("play.matchGoesOn", { t: v.target });
  $("verdict").textContent = verdict;
  $("next-round").textContent = t(v.match_over ? "play.newMatchNow" : "play.nextRound");
  $("result-new-match").hidden = v.match_over;  // at the match's end "New match" above does it: one button
}

function keepFocus() {
  const active = document.activeElement;
  const inTable = active && (active.closest?.("#game") || active === document.body);
  if (!inTable || !(active === document.body || active.disabled || active.closest("[hidden]"))) return;
  if (view.round_over) { $("next-round").focus(); return; }
  if (armed) { focusArmed(); return; }
  const first = VERBS.map((verb) => $(`action-${verb}`)).find((b) => !b.disabled);
  if (first) first.focus();
}

// ------------------------------------------------------------------------------------------ small screens (issue 19)
// A score table wider than its box says so ("swipe sideways", the <p> just before its scroll box). On a phone
// (play.css's max-width: 480px block) the table is taller than the screen: when a view asks you to move, the page
// scrolls the least that shows the prompt and your cards (Crisp: the piles with the drawn card, then your seat;
// Cheat, Crisps: your hand) above the sticky moves bar (and under the sticky clock); when they cannot all fit, your
// cards win over the prompt. At a Crisp round's end it shows the result from its title (the verdict, the scores),
// not only the "Next round" button that has the focus. Once per view and bar height (the bar comes when your draw
// opens, R10), so that a redraw never pulls the page from under someone reading.
const PHONE = window.matchMedia("(max-width: 480px)");
let fitted = null;  // [the view, the bar's height] last fitted
function fitScreen() {
  for (const box of document.querySelectorAll("#result .scroll")) box.previousElementSibling.hidden = box.scrollWidth <= box.clientWidth;
  const other = isOther(view);
  const state = $("status").dataset.state;
  const cards = other ? $("xtable").querySelector(".xhand-box") : $(`seat-${view.viewer}`);
  const bar = (other ? $("xtable").querySelector(".xactions") : $("actions"))?.offsetHeight ?? 0;
  if (!PHONE.matches || (fitted?.[0] === view && fitted[1] === bar)) return;
  if (!other && view.round_over) {
    fitted = [view, bar];
    $("result").scrollIntoView();
    return;
  }
  if (!cards || state !== "your-turn") return;
  fitted = [view, bar];
  const top = $("clock").hidden ? 0 : $("clock").offsetHeight;
  const bottom = window.innerHeight - bar;
  const first = $("status").getBoundingClientRect().top - 4;
  const last = cards.getBoundingClientRect().bottom + 4;
  const dy = last - first <= bottom - top ? Math.min(Math.max(0, last - bottom), first - top) : last - bottom;
  if (dy) window.scrollBy(0, dy);
}
window.addEventListener("resize", () => { if (view) fitScreen(); });

const logItem = (line) => el("li", { class: /^— .* —$/.test(line) ? "sep" : null, text: line });  // "— Round 2 —"

function appendLog(lines) {
  const log = $("log");
  for (const line of lines) {
    const item = logItem(line);
    log.append(item);
    if (!item.className) announce(line);
  }
  const box = $("log-box");
  if (lines.length) box.scrollTop = box.scrollHeight;
}

// ------------------------------------------------------------------------------------------ Cheat and Crisps
// tables.js draws them; here: what they may do (a move is full notation with the seat, N2), the status line, focus.
const otherUi = {
  t, fmt, el, cardFace, cardWords,
  canAct: () => !busy && $("cover").hidden,
  act: (text) => {
    // a double click sends one move; another move may follow at once ("Cheat!" on the play just made after mine)
    const now = performance.now();
    if (busy || (now - lastMoveAt < CLICK_GAP_MS && text === lastActed)) return;
    lastMoveAt = now;
    lastActed = text;
    if (/ play /.test(text)) keptReveal = null;
    busy = true;
    if (view) drawOther();  // (from the pass-and-play cover there is no table on screen)
    worker.postMessage({ type: "act", action: text, gen });
  },
  next: () => { if (view && view.round_over && !view.match_over) { busy = true; worker.postMessage({ type: "next", gen }); } },
  newMatch: () => openSetup(),
};

let lastActed = null;  // the last move sent (Cheat, Crisps)
let keptReveal = null; // Cheat: the last challenge's cards turned up

function drawOther() {
  const v = view;
  if (!v) return;
  const box = $("xtable");
  const active = document.activeElement;
  const key = active && box.contains(active) ? active.dataset.key : null;
  OTHER_TABLES[v.game].draw(box, v, otherUi, drawOther);
  if (key) {
    const again = box.querySelector(`[data-key="${CSS.escape(key)}"]`);
    // never onto "Cheat!" by itself (a second key press would call it): the hand, the result, else the table
    const target = again && !again.disabled ? again : box.querySelector(".xhand button:not(:disabled), #xnext") || box;
    target.focus();
  } else if ((active === document.body || active === box) && v.round_over) {  // (box: after a redraw took the focus)
    const next = $("xnext");
    if (next) next.focus();
  }
  $("skip").disabled = !(v.waiting === null && !v.round_over);
  const { text, state } = OTHER_TABLES[v.game].status(v, otherUi);
  const status = $("status");
  said.delete(status);
  if (!(busy && state !== "round-over" && state !== "match-over") && status.textContent !== text) {
    status.textContent = text;
    if (state === "your-turn") announce(text);
  }
  status.dataset.state = busy ? "playing" : state;  // a move on its way: not asked again until the answer
  drawClock();
  fitScreen();  // phone layout (issue 19)
}

function showView(v) {
  view = v;
  shownViewer = v.viewer;
  if (isOther(v)) {
    if (v.notice) show($("notice"), v.notice); else if (v.waiting === v.viewer) show($("notice"), "");
    drawTable();
    return;
  }
  if (v.notice) show($("notice"), v.notice); else if (asked()) show($("notice"), "");
  drawTable();
  drawCoachPanel();
}

// ------------------------------------------------------------------------------------------ coach (coach.js)
let coachData = null;   // the worker's last coach data: for one seat, drawn only while that seat is on screen
// The assist and the coach are each person's own. Alone at the table, a person's choice is settings.assist and
// settings.coach, whatever their seat; with several people at one device (pass-and-play) each human seat keeps its
// own in settings.switches (off until that person turns them on), and when the device passes to someone the toolbar
// and the worker get theirs.
let switchesSeat = null; // the seat whose switches the toolbar shows
const sharedDevice = (s) => s.seats.filter((seat) => seat.kind === "human").length > 1;
function switchesOf(s, seat) {
  if (!sharedDevice(s)) return { assist: !!s.assist, coach: !!s.coach };
  const own = (s.switches || {})[seat] || {};
  return { assist: !!own.assist, coach: !!own.coach };
}
function applySwitches(seat) {
  const mine = switchesOf(settings, seat);
  switchesSeat = seat;
  $("assist").checked = mine.assist;
  $("coach").checked = mine.coach;
  worker.postMessage({ type: "assist", on: mine.assist });
  worker.postMessage({ type: "coach", on: mine.coach });
}
function saveSwitches() {  // the toolbar's switches, as the person whose they are left them
  if (!settings) return;
  const mine = { assist: $("assist").checked, coach: $("coach").checked };
  if (sharedDevice(settings)) settings.switches = { ...(settings.switches || {}), [switchesSeat]: mine };
  else Object.assign(settings, mine);
  saveSettings(settings);
}
function drawCoachPanel() {  // only the data of the seat on screen, whose switches the toolbar shows, never under the cover
  const on = $("coach").checked && view !== null && coachData !== null && coachData.seat === shownViewer && $("cover").hidden
    && (!sharedDevice(settings) || switchesSeat === shownViewer);
  $("coach-panel").hidden = !on;
  if (!on) { $("coach-body").replaceChildren(); return; }  // nothing of an earlier person's left behind, even hidden
  if (isOther(view)) OTHER_TABLES[view.game].coach($("coach-body"), coachData, otherUi);
  else drawCoach($("coach-body"), coachData, fmt, window.CrispI18n.lang());
}
function onCoach(data) {
  if (data.feedback && data.feedback !== coachData?.feedback && data.seat === shownViewer && $("cover").hidden) announce(data.feedback);
  coachData = data;
  drawCoachPanel();
}

function onView(v, extra) {
  v.receivedAt = performance.now();  // the clock's seconds left count from here
  if (isOther(v)) v.round_over = v.phase === "over"; else noteFresh(v);
  if (v.game === "cheat") {
    // the cards a challenge turned up (C4.2) stay on screen until this device's next play, even when the bots
    // play on at once (the table shows them only until the next play)
    if (extra.fresh) keptReveal = null;
    if (v.revealed) keptReveal = v.revealed; else if (keptReveal) v.revealed = { ...keptReveal, kept: true };
  }
  if (extra.relog) $("log").replaceChildren(...v.log.map(logItem));  // the whole log, in another language
  else if (v.log.length) appendLog(v.log);
  if (extra.acted || extra.fresh) busy = false;
  const several = v.humans.length > 1;
  if (several && !v.round_over && (v.viewer !== shownViewer || pending)) {
    // pass-and-play: cover the table until the next person says they hold the device; while covered, the cover
    // names whoever the latest view is for (a call being settled may change it for a moment, C4.4)
    const already = !!pending;
    pending = v;
    view = null;
    $(isOther(v) ? "xtable" : "felt").hidden = true;
    say($("cover-text"), "play.coverText", { name: v.seats[v.viewer].name });
    say($("cover-go"), "play.coverGo", { name: v.seats[v.viewer].name });
    $("cover").hidden = false;
    drawCoverExtra(v);
    $("status").dataset.state = "cover";
    if (!already) $("cover-go").focus();
    return;
  }
  if (pending) { pending = v; drawCoverExtra(v); return; }
  showView(v);
}

// pass-and-play in Cheat: while the table is covered, a challenge window may be open (C4.1); the people at the
// table may still call "Cheat!" from the cover (it shows no cards).
function drawCoverExtra(v) {
  const box = $("cover-extra");
  const win = cheatWindow(v);
  if (!win || !(v.moves.doubters || []).length || !v.last_claim) { box.replaceChildren(); return; }
  const c = v.last_claim;
  box.replaceChildren(el("p", { text: fmt("play.cheat.windowOpen", { name: v.seats[c.seat].name, claim: claimText(otherUi, c.count, c.rank) }) }),
    ...v.moves.doubters.map((d) => el("button", { type: "button", class: "cheat-call", "data-testid": `cover-doubt-${d}`,
      text: fmt("play.cheat.callNamed", { name: v.seats[d].name }), onclick: () => otherUi.act(`${d} doubt`) })));
}

$("cover-go").addEventListener("click", () => {
  $("cover").hidden = true;
  $("cover-extra").replaceChildren();
  const v = pending;
  $(isOther(v) ? "xtable" : "felt").hidden = false;
  pending = null;
  coachData = null;  // whatever came while covered: the worker sends this person's afresh if their coach is on
  if (v) { applySwitches(v.viewer); showView(v); }
});

// ------------------------------------------------------------------------------------------ clock (R9, R10)
// With a draw timer each view carries the seconds left (view.clock, from crisp_core.crisp.web's clock_view); the
// page counts them down itself between views, every 100 ms. The worker makes the table act at its deadlines.
// Test hook: with ?test-clock=<factor> in the URL the match's clock runs that many times faster (worker.js).
const TEST_CLOCK = Math.min(100, Math.max(1, Number(new URLSearchParams(location.search).get("test-clock")) || 1));
const CLOCK_KEYS = { draw: ["play.clockDraw", "play.clockDrawOther"], crisp: ["play.clockCrisp", "play.clockCrispOther"],
                     start: ["play.clockStart", "play.clockStartOther"] };
let clockTicker = null;
let drawLeftShown = null;  // the viewer's draw seconds shown last: the 10 s and 5 s announcements
let startWaitShown = false;

const clockLeft = (entry) => Math.max(0, entry.left - (performance.now() - view.receivedAt) / 1000 * TEST_CLOCK);
const startWait = () => !!view?.clock?.start && view.clock.start.seat === view.viewer && clockLeft(view.clock.start) > 0;

function clockLine() {
  // the clock that matters most to the viewer: their crisp window, their wait to start, their draw; else another's
  const c = view?.clock;
  if (!c || view.round_over || $("game").hidden) return null;
  const order = ["crisp", "start", "draw"].filter((k) => c[k] && (k !== "start" || clockLeft(c[k]) > 0));
  const kind = order.find((k) => c[k].seat === view.viewer) || order[0];
  return kind ? { kind, entry: c[kind], own: c[kind].seat === view.viewer } : null;
}

function drawClock() {
  if (isOther(view)) { drawOtherClock(); return; }
  const line = clockLine();
  $("clock").hidden = !line;
  if (!line) { clearInterval(clockTicker); clockTicker = null; drawLeftShown = null; drawPeekClock(null); return; }
  if (!clockTicker) clockTicker = setInterval(drawClock, 100);
  const { kind, entry, own } = line;
  const left = Math.min(clockLeft(entry), entry.total);
  const key = own && kind === "crisp" && entry.late ? "play.clockLate" : CLOCK_KEYS[kind][own ? 0 : 1];
  const s = kind === "draw" ? String(Math.ceil(left)) : decimal(left);
  $("clock-text").textContent = fmt(key, { s, name: seatName(entry.seat) });
  $("clock-fill").style.width = `${(100 * left / entry.total).toFixed(1)}%`;
  $("clock").dataset.kind = kind;
  $("clock").dataset.urgency = kind !== "draw" ? "short" : left <= 5 ? "urgent" : left <= 10 ? "low" : "";
  if (own && kind === "draw") {
    for (const n of [10, 5]) if (drawLeftShown !== null && drawLeftShown > n && left <= n) announce(fmt("play.clockAnnounce", { n }));
    drawLeftShown = left;
  } else drawLeftShown = null;
  drawPeekClock(own && kind === "draw" ? left : null);
  if (startWait() !== startWaitShown) { startWaitShown = !startWaitShown; drawTable(); }  // the draw opens (R10)
}

// Cheat's challenge window (C4.1): the sticky clock line and the bar beside the "Cheat!" buttons count down.
// The peek's note counts down the viewer's own draw (R9); when it runs out the table moves for them: face down.
function drawPeekClock(left) {
  const seconds = left === null ? null : Math.ceil(left);
  if (seconds === peekSeconds) return;
  peekSeconds = seconds;
  if (!view || isOther(view)) return;
  if (seconds === 0 && reveal.delete(view.viewer)) drawTable(); else drawPeek();
}

function drawOtherClock() {
  const win = $("game").hidden ? null : cheatWindow(view);
  $("clock").hidden = !win;
  if (!win) { clearInterval(clockTicker); clockTicker = null; return; }
  if (!clockTicker) clockTicker = setInterval(drawClock, 100);
  const left = Math.min(clockLeft(win), win.total);
  const own = win.declarer === view.viewer;  // the viewer's own play: the others may call
  const text = fmt(own ? "play.cheat.clockOwn" : "play.cheat.clock", { s: decimal(left), name: seatName(win.declarer) });
  const width = `${(100 * left / win.total).toFixed(1)}%`;
  $("clock-text").textContent = text;
  $("clock-fill").style.width = width;
  $("clock").dataset.kind = "window";
  $("clock").dataset.urgency = "short";
  const short = $("cheat-clock-text");
  if (short) { short.textContent = fmt("play.cheat.clockShort", { s: decimal(left) }); $("cheat-clock-fill").style.width = width; }
}

// ------------------------------------------------------------------------------------------ keyboard
document.addEventListener("keydown", (event) => {
  if (event.ctrlKey || event.metaKey || event.altKey) return;
  const target = event.target;
  if (target.closest?.("input, select, textarea, dialog") || !$("cover").hidden) return;
  if (!$("replay").hidden) {
    if (event.key === "ArrowLeft") { gotoStep(replayStep - 1); event.preventDefault(); }
    if (event.key === "ArrowRight") { gotoStep(replayStep + 1); event.preventDefault(); }
    return;
  }
  if ($("game").hidden || !view) return;
  if (isOther(view)) {
    if (OTHER_TABLES[view.game].key(event, view, otherUi)) event.preventDefault();
    return;
  }
  const key = event.key.toUpperCase();
  if (key === "ESCAPE" && armed) { armed = null; drawTable(); return; }
  if (armed && SLOTS.includes(key)) {
    event.preventDefault();
    onSlot(view.viewer, key);
    return;
  }
  const verb = VERBS.find((v) => VERB_TEXT[v][1] === key);
  if (verb) {
    event.preventDefault();
    onVerb(verb);
    if (!armed) setTimeout(keepFocus, 0);
  }
});

// ------------------------------------------------------------------------------------------ records
function download(text, name) {
  const url = URL.createObjectURL(new Blob([text], { type: "application/json" }));
  const a = el("a", { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 5000);
}

function gotoStep(i) {
  if (!replayInfo) return;
  replayStep = Math.max(0, Math.min(i, replayInfo.steps - 1));
  const viewer = $("replay-viewer").value;
  worker.postMessage({ type: "frame", step: replayStep, viewer: viewer === "all" ? null : Number(viewer) });
}

// a recorded match of Cheat or Crisps: tables.js draws its frames read-only (no clickable cards, no buttons)
const replayUi = { ...otherUi, readOnly: true, canAct: () => false, act: () => {}, next: () => {}, newMatch: () => {} };

// A record's last step (f.final, crisp_core.crisp.web.final_data): the match's winner(s), or that the record stops
// before the end and who leads then. Crisps' own result box already names the game's winner (K7.2).
function drawFinal(f) {
  const end = f.final;
  if (!end) return null;
  const names = end.winners.map((s) => f.seats[s].name).join(" & ");
  const lines = end.over ? [] : [t("play.replayUnfinished")];
  if (f.game === "cheat") lines.push(names ? fmt("play.cheat.replayWinners", { names, n: end.points }) : t("play.cheat.replayNoWins"));
  else if (f.game === "crisps") { if (!end.over && names) lines.push(fmt("play.crisps.replayLeading", { names, n: end.points })); }
  else if (end.over) lines.push(fmt(end.winners.length > 1 ? "play.verdictShared" : "play.verdictOne", { names, n: end.points }));
  else if (names) lines.push(fmt("play.replayLeading", { names, n: end.points }));
  return lines.length ? el("div", { class: "replay-final", "data-testid": "replay-final" }, ...lines.map((text) => el("p", { class: "verdict", text }))) : null;
}

// why a seat scored what it did at a round's end (R11.1-R11.2), as the live table's result says it (drawResult)
function drawOtherFrame(f) {
  const felt = $("replay-felt");
  felt.classList.remove("felt");  // tables.js draws its own felt
  felt.classList.add("replay-x");
  $("replay-pos").textContent = fmt(f.game === "cheat" ? "play.replayPosGame" : "play.replayPos", { i: f.step + 1, n: f.steps, r: f.number });
  OTHER_TABLES[f.game].draw(felt, f, replayUi, () => {});
  $("replay-lines").replaceChildren(...f.lines.map((line) => el("li", { text: line })));
  $("replay-result").replaceChildren(...[drawFinal(f)].filter(Boolean));
}

function drawFrame(f) {
  lastFrame = f;
  $("replay-slider").value = String(f.step);
  $("replay-back").disabled = f.step === 0;
  $("replay-forward").disabled = f.step >= f.steps - 1;
  if (isOther(f)) { drawOtherFrame(f); return; }
  $("replay-pos").textContent = fmt("play.replayPos", { i: f.step + 1, n: f.steps, r: f.round });
  const felt = $("replay-felt");
  felt.classList.remove("replay-x");
  felt.classList.add("felt");
  felt.replaceChildren();
  if (f.final_turns) felt.append(el("div", { class: "banner", text: fmt("play.finalTurns", { name: f.seats[f.caller].name }) }));
  const seats = el("div", { class: "seats" });
  f.seats.forEach((seat, s) => {
    const hand = el("div", { class: "hand" });
    seat.hand.forEach((card, i) => {
      const c = el("span", { class: "card", role: "img", "data-testid": `replay-slot-${s}-${SLOTS[i]}`,
                             "aria-label": slotAria(false, seat.name, SLOTS[i], card ? cardWords(card) : t("play.faceDown")) });
      paintCard(c, card, !!card);
      hand.append(el("span", { class: "slotwrap" }, c, el("span", { class: "slot", "aria-hidden": "true", text: t(SLOT_LABELS[SLOTS[i]]) })));
    });
    const meta = el("div", { class: "meta" }, el("span", { class: "badge", text: fmt("play.scoreShort", { n: seat.score }) }));
    if (f.turn === s) meta.append(el("span", { class: "badge hot", text: t("play.toPlay") }));
    if (f.caller === s) meta.append(el("span", { class: "badge hot", text: t("play.calledCrisp") }));
    seats.append(el("section", { class: "seat" + (f.turn === s ? " turn" : ""), "aria-label": seat.name }, el("div", { class: "who", text: seat.name }), meta, hand));
  });
  const top = el("span", { class: "card" });
  if (f.discard) paintCard(top, f.discard, true); else top.className = "card empty";  // a new node: no face
  felt.append(seats, el("div", { class: "piles" }, el("span", { class: "pile-label", text: fmt("play.stockLabel", { n: f.stock }) }), top,
                      el("span", { class: "pile-label", text: fmt("play.discardLabel", { n: f.discard_count }) })));
  const lines = f.action === null ? [fmt("play.replayStart", { r: f.round }), ...f.lines] : f.lines;
  $("replay-lines").replaceChildren(...lines.map((t) => el("li", { text: t })));
  const res = $("replay-result");
  res.replaceChildren();
  if (f.result) {  // the round's end: every score with its reason, as the live table gives it (drawResult)
    const r = f.result;
    const table = el("table", { class: "scores", "data-testid": "replay-scores" }, ...scoreRows(r, f.totals));
    const verdict = (r.caller === null ? t("play.noCaller") + " " : "") + fmt("play.roundWinners", { names: r.round_winners.map((s) => f.seats[s].name).join(", ") });
    // a table wider than a phone scrolls in its own box, reachable by keyboard and named, as the live result's
    res.append(el("div", { class: "scroll", tabindex: "0", role: "region", "aria-label": fmt("play.roundTitle", { n: f.round }) }, table),
               el("p", { class: "verdict", text: verdict }));
  }
  const end = drawFinal(f);
  if (end) res.append(end);
}

function fillViewers(info) {
  const viewer = $("replay-viewer").value;
  $("replay-viewer").replaceChildren(new Option(t("play.wholeTable"), "all"),
    ...info.names.map((n, s) => new Option(fmt("play.seatView", { name: n }), String(s))));
  if (viewer) $("replay-viewer").value = viewer;
}

function openReplay(info) {
  replayInfo = info;
  lastFrame = null;
  $("setup").hidden = true;
  $("game").hidden = true;
  $("replay").hidden = false;
  $("replay-slider").max = String(info.steps - 1);
  $("replay-viewer").replaceChildren();
  fillViewers(info);
  const units = info.game === "crisp" || !info.game ? info.rounds : info.units;  // Crisp's rounds, Cheat's games, Crisps' rounds
  say($("status"), "play.replayLoaded", { steps: () => plural(otherUi, "play.replaySteps", info.steps),
                                          units: () => (info.game === "cheat" ? plural(otherUi, "play.replayGames", units)
                                                                               : plural(otherUi, "play.replayRounds", units)) });
  $("status").dataset.state = "replay";
  gotoStep(0);
  $("replay-forward").focus();
}

$("record-file").addEventListener("change", async () => {
  const file = $("record-file").files[0];
  show($("load-error"), "");
  if (!file) return;
  if (file.size > 2_000_000) { say($("load-error"), "play.tooLarge", { mb: (file.size / 1e6).toFixed(1) }); return; }
  worker.postMessage({ type: "load", text: await file.text() });
});

// ------------------------------------------------------------------------------------------ wiring
worker.onmessage = (event) => {
  const msg = event.data;
  if (msg.type === "ready") {
    bots = msg.bots;
    settings = loadSettings() || defaultSettings();
    const asked = new URLSearchParams(location.search).get("game");  // play/?game=cheat: the landing page's links
    if (GAMES.includes(asked)) settings = { ...settings, game: asked };
    showSetup(settings);
    say($("status"), "play.ready", { s: () => decimal(msg.seconds) });
    $("status").dataset.state = "ready";
  } else if (msg.type === "view") {
    if (msg.gen !== gen) return;
    onView(msg.view, msg);
  } else if (msg.type === "record") {
    const file = `${RECORD_NAMES[settings?.game] || RECORD_NAMES.crisp}-${new Date().toISOString().slice(0, 19).replace(/[:T]/g, "-")}.json`;
    download(msg.text, file);
    say($("notice"), "play.recordSaved", { file });
  } else if (msg.type === "replay") {
    if (msg.relang) { replayInfo = msg.info; fillViewers(msg.info); gotoStep(replayStep); } else openReplay(msg.info);
  } else if (msg.type === "coach") {
    if (msg.gen === gen) onCoach(msg.data);
  } else if (msg.type === "frame") {
    drawFrame(msg.frame);
  } else if (msg.type === "error") {
    const text = msg.message.replace(/^[\w.]+(Error|Action|Exception): /, "");
    // a refused record quotes its action in the notation (seats from 0) and names seats from 1: say how they count
    const note = /\bseat \d/i.test(text) ? () => " " + t("play.notationSeats") : "";
    if (msg.context === "load") say($("load-error"), "play.badRecord", { e: text, note });
    else { busy = false; if (view) drawTable(); say($("notice"), "play.refused", { e: text }); }  // after the view
    if (msg.context === "new") { say($("status"), "play.failed", { e: text }); $("status").dataset.state = "error"; }
  } else if (msg.type === "fatal") {
    if (msg.unreachable) say($("status"), "play.offline"); else say($("status"), "play.failed", { e: msg.message });
    $("status").dataset.state = "error";
  }
};
// The worker's own script, or a module it imports, could not be had (no network, and not in the site's offline
// copy: lite/kernel/offline-copy.js).  An error inside the worker is an ErrorEvent instead, and the worker reports it.
worker.addEventListener("error", (event) => {
  if (event instanceof ErrorEvent || $("status").dataset.state !== "loading") return;
  say($("status"), "play.offline");
  $("status").dataset.state = "error";
});

// A new language: every text on the page again, and the log and the bots' words from the worker.
document.addEventListener("crisp:language", (event) => {
  fillStrings();
  for (const [node, [key, values]] of said) node.textContent = fmt(key, values);
  if ($("seats-setup").children.length) seatRows(Number($("players").value));
  if (view) drawTable();
  if (pending) drawCoverExtra(pending);
  if (replayInfo) fillViewers(replayInfo);
  if (lastFrame) drawFrame(lastFrame);
  drawCoachPanel();
  worker.postMessage({ type: "language", lang: event.detail.lang });
});

buildActions();
fillStrings();
say($("status"), "play.loading");
for (let n = 2; n <= 8; n++) $("players").add(new Option(String(n), String(n)));
for (const g of GAMES) $(`game-${g}`).addEventListener("change", () => applyGame(chosenGame()));
$("players").addEventListener("change", () => seatRows(Number($("players").value)));
$("target").addEventListener("change", () => { $("target-other").hidden = $("target").value !== "other"; if (!$("target-other").hidden) $("target-other").focus(); });
$("setup-form").addEventListener("submit", (event) => {
  event.preventDefault();
  const s = readSetup();
  if (s.error) { say($("setup-error"), s.error); return; }
  startMatch(s);
});
$("back-to-match").addEventListener("click", () => { $("setup").hidden = true; $("game").hidden = false; });
$("new-match").addEventListener("click", openSetup);
$("result-new-match").addEventListener("click", openSetup);
$("next-round").addEventListener("click", () => {
  if (!view || !view.round_over) return;
  if (view.match_over) { openSetup(); return; }
  busy = true;
  worker.postMessage({ type: "next", gen });
});
$("coach").addEventListener("change", () => {
  saveSwitches();
  worker.postMessage({ type: "coach", on: $("coach").checked });
  drawCoachPanel();
});
$("assist").addEventListener("change", () => {
  saveSwitches();
  worker.postMessage({ type: "assist", on: $("assist").checked });
  if (view) drawTable();
});
$("speed").addEventListener("change", () => {
  const ms = Number($("speed").value);
  if (settings) { settings.speed = ms; saveSettings(settings); }
  worker.postMessage({ type: "pace", ms });
});
$("skip").addEventListener("click", () => worker.postMessage({ type: "skip" }));
$("download").addEventListener("click", () => worker.postMessage({ type: "record" }));
$("stock").addEventListener("click", () => { if (canDo("draw")) send(findMove("draw")); });
$("discard").addEventListener("click", () => { if (canDo("take")) send(findMove("take")); });
$("replay-back").addEventListener("click", () => gotoStep(replayStep - 1));
$("replay-forward").addEventListener("click", () => gotoStep(replayStep + 1));
$("replay-slider").addEventListener("input", () => gotoStep(Number($("replay-slider").value)));
$("replay-viewer").addEventListener("change", () => gotoStep(replayStep));
$("replay-close").addEventListener("click", () => { replayInfo = null; lastFrame = null; showSetup(settings || defaultSettings()); show($("status"), ""); });
