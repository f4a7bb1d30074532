// The play page's main thread: it only draws and handles input. The engine (Pyodide + crisp_core, the bots) runs in
// worker.js; messages both ways are plain JSON. The games are the worker's catalogue (crisp_core.games.catalogue:
// each game's seats, bots, options), each drawn by its own module, lite/site/play/<game>.js (see tables.js), found
// by the game's name: this file names no game.
import { plural } from "./tables.js";
import { NetworkTable, cleanCode, forgetSeat, keepName, keptName, keptSeat, tableQr, tablesServed } from "./network.js";
import { linkRules, nameRuleButtons, ruleWords, rulesPageOf, showRuleNumbers, withoutCitations } from "./rulerefs.js";
// ------------------------------------------------------------------------------------------ strings
// Every string the page shows is in the site's message catalogs (lite/site/i18n/{en,pt,es,fr}.json, keys
// "play.…"), read through CrispI18n (i18n.js, loaded in <head>); the page re-draws when the language changes.
const t = (key) => window.CrispI18n.t(key) ?? key;
// a value may be a function of nothing, called each time the text is made (words of the catalogs, in the language now)
const fmt = (key, values = {}) => String(t(key)).replace(/\{(\w+)\}/g, (_, k) => (k in values ? (typeof values[k] === "function" ? values[k]() : values[k]) : ""));
nameRuleButtons((id) => fmt("play.ruleTitle", { id }));  // a ⓘ button's name: "Rule R3.2"
// A number with `digits` decimals as the page's language writes it: 6,4 in pt, es and fr, 6.4 in en.
const decimal = (x, digits = 1) => new Intl.NumberFormat(window.CrispI18n.lang(),
  { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(x);
// Seats are numbered from 1 wherever a person reads them, from 0 in the notation and the records (RULES.md N, F):
// the number a person reads for seat index `seat`, the twin of crisp_core.locale.seat_number.
const seatNumber = (seat) => seat + 1;

// Texts that depend on the language are made again when it changes: say() remembers the key a node shows.
const said = new Map();
// Either way a rule's ID in the text becomes a button that says what the rule is (rulerefs.js).
function say(node, key, values = {}) {
  said.set(node, [key, values]);
  node.textContent = fmt(key, values);
  linkRules(node);
}
function show(node, text) {  // a text made elsewhere (Python's, already in the language) or made again by a draw
  said.delete(node);
  node.textContent = text;
  linkRules(node);
}

// ------------------------------------------------------------------------------------------ state
const $ = (id) => document.getElementById(id);
const SPEEDS = [["play.speed.slow", 1400], ["play.speed.normal", 700], ["play.speed.fast", 250], ["play.speed.instant", 0]];
const SETTINGS_KEY = "crisp-play-settings";
const CLICK_GAP_MS = 400; // a second click this soon after a move is ignored (double clicks)

const worker = new Worker(new URL("worker.js", import.meta.url), { type: "module" });
// Tables across devices (issue 35): when the classroom server serves the page, a table it holds (network.js), which
// takes the worker's words for this page's own seat (act, next, record); else nothing of it shows.
const servedCheck = tablesServed();  // asked at once, answered by the time the engine is ready
let served = false;
let net = null;         // the network table this page sits at, else null
let netSeat = null;     // its seat here (0-based; a person reads seatNumber)
let netCreator = false;
let netSeats = null;    // the last view's seats: present, stand_in, ready
let lobbyMsg = null;    // the last lobby message, while the table waits for its people
const engine = () => net ?? worker;  // where the page's moves go
let catalogue = { games: [], names: [], max_record_chars: 0 };  // the worker's (crisp_core.games.catalogue)
const TABLES = {};      // each game's front-end module, by the game's name
let gen = 0;
let view = null;        // the last view drawn
let pending = null;     // a view waiting behind the pass-and-play cover
let shownViewer = null; // the seat whose view is on screen
let busy = false;       // a move was sent and not answered yet
let lastMoveAt = 0;
let lastActed = null;   // the last move sent
let inMatch = false;
let settings = null;
let replayInfo = null;
let replayStep = 0;
let lastFrame = null;   // the replay step on screen

const entryOf = (name) => catalogue.games.find((g) => g.name === name) || catalogue.games[0];
const tableOf = (v) => TABLES[entryOf(v.game).name];

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

const RANKS = { A: "play.rank.A", J: "play.rank.J", Q: "play.rank.Q", K: "play.rank.K" };
const SUITS = { c: "play.suit.c", d: "play.suit.d", h: "play.suit.h", s: "play.suit.s" };
function cardFace(card) { return (card[0] === "T" ? "10" : card[0]) + { c: "♣", d: "♦", h: "♥", s: "♠" }[card[1]]; }
function cardWords(card) {
  const rank = RANKS[card[0]] ? t(RANKS[card[0]]) : card[0] === "T" ? "10" : card[0];
  return fmt("play.cardWords", { rank, suit: t(SUITS[card[1]]) });
}
// a bot's name and what it does, in the page's language: the worker's words (crisp_core.games: ui.kind.*, <game>.bot.*)
const kindName = (kind, game = settings?.game) => (entryOf(game).kinds[window.CrispI18n.lang()] || {})[kind] || kind;
const botDescription = (kind, game) => (entryOf(game).descriptions[window.CrispI18n.lang()] || {})[kind] || "";
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
function announce(text) { $("announce").textContent = withoutCitations(text); }  // said without rule numbers
// the catalogs' texts of the elements that name one: data-s, the markup's (without "play."), data-t, the modules' (the whole key)
function fillTexts(root) {
  for (const node of root.querySelectorAll("[data-s]")) node.textContent = t(`play.${node.dataset.s}`);
  for (const node of root.querySelectorAll("[data-t]")) node.textContent = t(node.dataset.t);
}

// What the games' modules are given (tables.js): the page's words and helpers, and what a person may do now.
const ui = {
  t, fmt, el, decimal, cardFace, cardWords, kindName, paintCard, miniCard, announce,
  canAct: () => !busy && $("cover").hidden,
  info: (what) => openInfo(what),  // a box that explains something on the table ({title, text, href, opener})
  assist: () => $("assist").checked,
  clockLeft: (entry) => Math.max(0, entry.left - (performance.now() - view.receivedAt) / 1000 * TEST_CLOCK),
  redraw: () => drawTable(),
  act: (text) => {
    // a double click sends one move; another move may follow at once ("Cheat!" on the play just made after mine)
    const now = performance.now();
    if (busy || (now - lastMoveAt < CLICK_GAP_MS && text === lastActed)) return;
    lastMoveAt = now;
    lastActed = text;
    busy = true;
    if (view) drawTable();  // (from the pass-and-play cover there is no table on screen)
    engine().postMessage({ type: "act", action: text, gen });
  },
  next: () => {
    if (view && view.round_over && !view.match_over) { busy = true; engine().postMessage({ type: "next", gen }); if (net) drawNet(); }
  },
  newMatch: () => openSetup(),
};
// a recorded match: the tables draw its frames read-only (no clickable cards, no buttons)
const replayUi = { ...ui, readOnly: true, canAct: () => false, act: () => {}, next: () => {}, newMatch: () => {} };

function loadSettings() {
  try { return JSON.parse(localStorage.getItem(SETTINGS_KEY)) || null; } catch { return null; }
}
function saveSettings(s) { try { localStorage.setItem(SETTINGS_KEY, JSON.stringify(s)); } catch { /* private mode */ } }
function defaultSettings() {  // the first game, three seats where it may (a person and two of its bots for the page)
  const entry = catalogue.games[0];
  const n = Math.min(entry.seats[1], Math.max(entry.seats[0], 3));
  return { game: entry.name, seats: Array.from({ length: n }, (_, i) => ({ name: catalogue.names[i] || "", kind: i ? entry.page_bot : "human" })),
           seed: "", assist: false, speed: 700, coach: false, switches: {} };
}

// ------------------------------------------------------------------------------------------ setup screen
// The games to choose from and each one's options, from the catalogue (once the worker is ready).
function buildGames() {
  $("game-options").replaceChildren(...catalogue.games.map((g) => el("label", { class: "game-option" },
    el("input", { type: "radio", name: "game", value: g.name, id: `game-${g.name}`, "data-testid": `game-${g.name}`,
                  onchange: () => { applyGame(chosenGame()); if (served) applyWhere(); } }), " ",
    el("span", {}, el("strong", { "data-t": TABLES[g.name].title }), " ", el("small", { "data-t": TABLES[g.name].line })))));
  $("game-opts").replaceChildren(...catalogue.games.map((g) => TABLES[g.name].options(g, ui)));
}

// The page's fixed texts, in the language now.
function fillStrings() {
  fillTexts(document);
  for (const g of catalogue.games) TABLES[g.name].fillOptions?.(ui);
  if (catalogue.games.length) $("howto").replaceChildren(...TABLES[chosenGame()].howTo.map((key) => el("li", { text: t(key) })));
  const speed = $("speed").value;
  $("speed").replaceChildren(...SPEEDS.map(([key, ms]) => new Option(t(key), ms)));
  if (speed !== "") $("speed").value = speed;
  linkRules($("setup"));
}

// The game chosen on the setup screen (radio group), and what follows from it: seats, bots, options, how to play.
function chosenGame() {
  const checked = document.querySelector("input[name=game]:checked");
  return entryOf(checked ? checked.value : null).name;
}

function applyGame(game, seats = null) {
  const [lo, hi] = entryOf(game).seats;
  const players = $("players");
  const before = Number(players.value) || (seats ? seats.length : lo);
  players.replaceChildren();
  for (let n = lo; n <= hi; n++) players.add(new Option(String(n), String(n)));
  const want = Math.min(hi, Math.max(lo, seats ? seats.length : before));
  players.value = String(want);
  seatRows(want, seats);
  for (const g of catalogue.games) $(`opts-${g.name}`).hidden = g.name !== game;
  const table = TABLES[game];
  $("howto").replaceChildren(...table.howTo.map((key) => el("li", { text: t(key) })));
  linkRules($("howto"));
  const [href, key] = table.rulesLink;
  Object.assign($("rules-link"), { href, textContent: t(key) }).dataset.i18n = key;
}

function seatRows(n, seats) {
  const game = chosenGame();
  const entry = entryOf(game);
  const kinds = ["human", ...entry.bots];
  const list = $("seats-setup");
  const old = [...list.querySelectorAll("li")].map((li, i) => ({
    name: li.querySelector("input").value, kind: li.querySelector("select").value }));
  list.replaceChildren();
  for (let i = 0; i < n; i++) {
    const seat = { ...(seats?.[i] || old[i] || { name: catalogue.names[i] ?? "", kind: i === 0 ? "human" : entry.page_bot }) };
    if (!kinds.includes(seat.kind)) seat.kind = entry.page_bot;
    const seatLabel = fmt("play.seatLabel", { n: seatNumber(i) });
    const select = el("select", { id: `kind-${i}`, "aria-label": fmt("play.labelled", { label: seatLabel, text: t("play.kindLabel") }) });
    for (const k of kinds) select.add(new Option(k === "human" ? t("play.human") : fmt("play.botName", { kind: kindName(k, game) }), k, false, k === seat.kind));
    const desc = el("p", { class: "desc", id: `desc-${i}` });
    const describe = () => {
      desc.textContent = select.value === "human" ? t(netChosen() ? "play.net.humanDesc" : "play.humanDesc") : botDescription(select.value, game);
    };
    select.addEventListener("change", describe);
    describe();
    const name = el("input", { type: "text", id: `name-${i}`, maxlength: "32", value: seat.name,
                               "aria-label": fmt("play.labelled", { label: seatLabel, text: t("play.nameLabel") }) });
    list.append(el("li", {}, el("div", { class: "fields" }, el("strong", { text: seatLabel }), name, select), desc));
  }
}

function showSetup(s) {
  const game = entryOf(s.game).name;
  $(`game-${game}`).checked = true;
  applyGame(game, s.seats);
  for (const g of catalogue.games) TABLES[g.name].showOptions(s, g);
  $("seed").value = s.seed ?? "";
  show($("setup-error"), "");
  $("back-to-match").hidden = !inMatch;
  showOnly("setup");
  if (served) applyWhere();
}

// The bidirectional controls, which would turn the rest of a log line around (RULES.md F6): a name with one is refused
const TURNS_TEXT = /[\u202A-\u202E\u2066-\u2069]/;

function readSetup() {
  const seats = [...$("seats-setup").querySelectorAll("li")].map((li, i) => ({
    name: li.querySelector("input").value.trim().slice(0, 32) || (netChosen() ? "" : catalogue.names[i] || ""),  // the engine names an empty seat
    kind: li.querySelector("select").value }));
  const game = chosenGame();
  const read = TABLES[game].readOptions(entryOf(game));
  if (read.error) return { error: read.error };
  if (!seats.some((s) => s.kind === "human")) return { error: "play.needHuman" };
  if (netChosen() && !seats[0].name) return { error: "play.net.needName" };
  const turning = seats.findIndex((s) => TURNS_TEXT.test(s.name));
  if (turning >= 0) return { error: "play.nameTurnsText", values: { n: seatNumber(turning) } };
  // the other games' options are kept as they were left (a bad one: as it was last good)
  const kept = Object.assign({}, ...catalogue.games.filter((g) => g.name !== game).map((g) => TABLES[g.name].readOptions(g).settings));
  const seed = $("seed").value.trim();
  return { ...settings, ...kept, ...read.settings, game, seats, options: read.options,
           seed: seed === "" ? "" : String(Math.trunc(Number(seed)) || 0),
           assist: settings?.assist ?? false, speed: settings?.speed ?? 700, coach: settings?.coach ?? false,
           switches: settings?.switches ?? {} };
}

function startMatch(s) {
  settings = s;
  saveSettings(s);
  gen += 1;
  view = null; pending = null; shownViewer = null; busy = false;
  $("log").replaceChildren();
  for (const g of catalogue.games) TABLES[g.name].reset();
  $("assist-wrap").hidden = !entryOf(s.game).assist;
  $("xtable").hidden = false;
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
}

function askLeave() {
  return new Promise((resolve) => {
    const dialog = $("leave");
    $("leave-text").textContent = t(net ? "play.net.leaveQuestion" : "play.leaveQuestion");
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
  if (net) { leaveNet(); return; }
  if (inProgress) worker.postMessage({ type: "leave" });  // with the timer (R9) it would go on by itself
  inMatch = inProgress ? false : inMatch;
  showSetup(settings || defaultSettings());
  $("back-to-match").hidden = true;
  $("start").focus();
}

// ------------------------------------------------------------------------------------------ the table
function drawTable() {
  const v = view;
  if (!v) return;
  const box = $("xtable");
  const table = tableOf(v);
  const active = document.activeElement;
  const key = active && box.contains(active) ? active.dataset.key : null;
  table.draw(box, v, ui, drawTable);
  if (table.focus) table.focus(box, v);
  else if (key) {
    const again = box.querySelector(`[data-key="${CSS.escape(key)}"]`);
    // never onto "Cheat!" by itself (a second key press would call it): the hand, the result, else the table
    const target = again && !again.disabled ? again : box.querySelector(".xhand button:not(:disabled), #xnext") || box;
    target.focus();
  } else if ((active === document.body || active === box) && v.round_over) {  // (box: after a redraw took the focus)
    const next = $("xnext");
    if (next) next.focus();
  }
  $("skip").disabled = !(v.waiting === null && !v.round_over);
  if (net) $("download").disabled = !(v.round_over || v.match_over);  // the server gives the record between rounds
  linkRules(box);
  drawStatus();
  drawClock();
  fitScreen();  // phone layout (issue 19): after focus, which may scroll too
}

function drawStatus() {
  const { text, state } = tableOf(view).status(view, ui);
  const status = $("status");
  const over = state === "round-over" || state === "match-over";
  said.delete(status);
  if (!(busy && !over) && status.textContent !== text) {
    status.textContent = text;
    linkRules(status);
    if (state === "your-turn") announce(text);
  }
  status.dataset.state = busy && !over ? "playing" : state;  // a move on its way: not asked again until the answer
}

// ------------------------------------------------------------------------------------------ small screens (issue 19)
// A score table wider than its box says so ("swipe sideways", the <p> just before its scroll box). On a phone
// (play.css's max-width: 480px block) the table is taller than the screen: when a view asks you to move, the page
// scrolls the least that shows the prompt and your cards (the game's module says which: fit()) above the sticky moves
// bar (and under the sticky clock); when they cannot all fit, your cards win over the prompt. At a round's end it
// shows the result from its title when the game has one, not only the button that has the focus. Once per view and
// bar height (the bar comes when your draw opens, R10), so that a redraw never pulls the page from under someone
// reading.
const PHONE = window.matchMedia("(max-width: 480px)");
let fitted = null;  // [the view, the bar's height] last fitted
function fitScreen() {
  for (const box of document.querySelectorAll("#result .scroll")) box.previousElementSibling.hidden = box.scrollWidth <= box.clientWidth;
  const { cards, bar: barBox, result } = tableOf(view).fit(view);
  const state = $("status").dataset.state;
  const bar = barBox?.offsetHeight ?? 0;
  if (!PHONE.matches || (fitted?.[0] === view && fitted[1] === bar)) return;
  if (result) {
    fitted = [view, bar];
    result.scrollIntoView();
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

function logItem(line) {  // "— Round 2 —" is a separator
  const item = el("li", { class: /^— .* —$/.test(line) ? "sep" : null, text: line });
  linkRules(item);
  return item;
}

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

function showView(v) {
  view = v;
  shownViewer = v.viewer;
  if (v.notice) show($("notice"), v.notice); else if (v.waiting === v.viewer && !busy) show($("notice"), "");
  drawTable();
  drawCoachPanel();
}

// ------------------------------------------------------------------------------------------ coach
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
  tableOf(view).coach($("coach-body"), coachData, ui);
  foldCoach($("coach-body"));
  linkRules($("coach-body"));
}
// The coach says its word on your last move and its advice first, in a line or two right under your hand and the
// moves; the figures behind them (the chances, the tables) wait behind "Por quê?" on a phone (details on tap) and are
// open on a wider screen; the reader's choice stays for the page.
let coachMoreOpen = null;
function foldCoach(body) {
  const first = [...body.children].filter((node) => node.matches(".coach-feedback, .coach-advice"));
  const rest = [...body.children].filter((node) => !first.includes(node))
    .sort((a, b) => b.matches(".coach-why") - a.matches(".coach-why"));  // why the advice, before the figures
  if (!rest.length) return;
  const more = el("details", { class: "coach-more" }, el("summary", { text: t("play.coachMore") }),
                  el("div", { class: "coach-figures" }, ...rest));
  more.open = coachMoreOpen ?? !matchMedia(PHONE_MEDIA).matches;
  more.addEventListener("toggle", () => { coachMoreOpen = more.open; });
  body.replaceChildren(...first, more);
}
function onCoach(data) {
  if (data.feedback && data.feedback !== coachData?.feedback && data.seat === shownViewer && $("cover").hidden) announce(data.feedback);
  coachData = data;
  drawCoachPanel();
}

function onView(v, extra) {
  v.receivedAt = performance.now();  // the clock's seconds left count from here
  if (extra.acted) $("tap-note").hidden = true;  // a move made: a refused tap's line is old news
  v.round_over ??= v.phase === "over";
  if (extra.relog) $("log").replaceChildren(...v.log.map(logItem));  // the whole log, in another language
  else if (v.log.length) appendLog(v.log);
  if (extra.acted || extra.fresh) busy = false;
  if (v.between) {  // pass-and-play, nobody's turn at this device (worker.js publicView): covered, nothing kept
    shownViewer = null;
    pending = v;
    if (v.next === null) coverTable("play.coverBots", {}, null);
    else coverTable("play.coverBotsNext", { name: v.seats[v.next].name }, null);
    return;
  }
  const table = tableOf(v);
  if (table.onView) table.onView(v, extra);
  const several = v.humans.length > 1;
  if (several && !v.round_over && (v.viewer !== shownViewer || pending)) {
    // pass-and-play: cover the table until the next person says they hold the device; while covered, the cover
    // names whoever the latest view is for (a call being settled may change it for a moment, C4.4)
    pending = v;
    coverTable("play.coverText", { name: v.seats[v.viewer].name }, v.seats[v.viewer].name);
    return;
  }
  if (pending) {  // the round ended while the table was covered: its result is for everyone
    pending = null;
    $("cover").hidden = true;
    $("cover-extra").replaceChildren();
    $("xtable").hidden = false;
  }
  showView(v);
}

// The pass-and-play cover, saying the catalogue's `key` with `values`; with a `name`, the button for that person to
// show their cards. Nothing of the person before stays in the page: the table, the coach and the notice are emptied,
// not only hidden.
function coverTable(key, values, name) {
  view = null;
  coachData = null;
  $("xtable").hidden = true;
  $("xtable").replaceChildren();
  $("coach-body").replaceChildren();
  $("coach-panel").hidden = true;
  show($("notice"), "");
  say($("cover-text"), key, values);
  $("cover-go").hidden = name === null;
  if (name !== null) say($("cover-go"), "play.coverGo", { name });
  const shown = !$("cover").hidden;
  $("cover").hidden = false;
  drawCoverExtra(pending);
  $("status").dataset.state = "cover";
  if (name !== null && document.activeElement !== $("cover-go")) $("cover-go").focus();
  else if (name === null && !shown) $("cover").focus();
}

// while the table is covered, what the people at it may still do (Cheat: call "Cheat!", C4.1), without its cards
function drawCoverExtra(v) {
  const table = tableOf(v);
  if (table.coverExtra) table.coverExtra($("cover-extra"), v, ui); else $("cover-extra").replaceChildren();
}

$("cover-go").addEventListener("click", () => {
  $("cover").hidden = true;
  $("cover-extra").replaceChildren();
  const v = pending;
  $("xtable").hidden = false;
  pending = null;
  coachData = null;  // whatever came while covered: the worker sends this person's afresh if their coach is on
  if (v) { applySwitches(v.viewer); showView(v); }
});

// ------------------------------------------------------------------------------------------ clock
// A view may carry clocks (Crisp's draw timer and crisp window, R9 and R10; Cheat's challenge window, C4.1): the game's
// module draws the sticky clock line from them (clock()), and the page counts them down itself between views, every
// 100 ms. The worker makes the table act at its deadlines.
// Test hook: with ?test-clock=<factor> in the URL the match's clock runs that many times faster (worker.js).
const PHONE_MEDIA = "(max-width: 560px)";  // play.css's phone layout
const TAP_NOTE_MS = 3000;  // how long a refused tap's line stays (showTapNote)
const TEST_CLOCK = Math.min(100, Math.max(1, Number(new URLSearchParams(location.search).get("test-clock")) || 1));
let clockTicker = null;

function drawClock() {
  const table = view && tableOf(view);
  const on = !!table?.clock && !$("game").hidden && table.clock(view, ui);
  $("clock").hidden = !on;
  if (!on) { clearInterval(clockTicker); clockTicker = null; return; }
  if (!clockTicker) clockTicker = setInterval(drawClock, 100);
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
  if (tableOf(view).key(event, view, ui)) event.preventDefault();
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

// A record's last step (f.final, crisp_core.tables.final_data): the match's winner(s), or that the record stops
// before the end and who leads then, in the game's words (finalLines).
function drawFinal(f, table) {
  const end = f.final;
  if (!end) return null;
  const names = end.winners.map((s) => f.seats[s].name).join(" & ");
  const lines = [...(end.over ? [] : [t("play.replayUnfinished")]), ...table.finalLines(end, names, replayUi)];
  return lines.length ? el("div", { class: "replay-final", "data-testid": "replay-final" }, ...lines.map((text) => el("p", { class: "verdict", text }))) : null;
}

function drawFrame(f) {
  lastFrame = f;
  $("replay-slider").value = String(f.step);
  $("replay-back").disabled = f.step === 0;
  $("replay-forward").disabled = f.step >= f.steps - 1;
  const entry = entryOf(f.game);
  const table = TABLES[entry.name];
  $("replay-pos").textContent = fmt(entry.unit === "game" ? "play.replayPosGame" : "play.replayPos",
                                    { i: f.step + 1, n: f.steps, r: f.number ?? f.round });
  table.draw($("replay-felt"), f, replayUi, () => {});
  const lines = table.frameLines ? table.frameLines(f, replayUi) : f.lines;
  $("replay-lines").replaceChildren(...lines.map((line) => el("li", { text: line })));
  $("replay-result").replaceChildren(...(table.frameResult ? table.frameResult(f, replayUi) : []),
                                     ...[drawFinal(f, table)].filter(Boolean));
  for (const id of ["replay-lines", "replay-result"]) linkRules($(id));  // (the felt: read-only, no buttons)
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
  const games = entryOf(info.game).unit === "game";  // what the record lists: Crisp's and Crisps' rounds, Cheat's games
  say($("status"), "play.replayLoaded", { steps: () => plural(ui, "play.replaySteps", info.steps),
                                          units: () => (games ? plural(ui, "play.replayGames", info.units)
                                                              : plural(ui, "play.replayRounds", info.units)) });
  $("status").append(el("span", { class: "kbd-hint", "data-s": "replayLoadedKeys", text: t("play.replayLoadedKeys") }));
  $("status").dataset.state = "replay";
  gotoStep(0);
  $("replay-forward").focus();
}

$("record-pick").addEventListener("click", () => $("record-file").click());
$("record-file").addEventListener("change", async () => {
  const file = $("record-file").files[0];
  show($("load-error"), "");
  if (file) show($("record-name"), file.name); else say($("record-name"), "play.noFile");
  if (!file) return;
  if (file.size > catalogue.max_record_chars) { say($("load-error"), "play.tooLarge", { mb: (file.size / 1e6).toFixed(1) }); return; }
  worker.postMessage({ type: "load", text: await file.text() });
});

// ------------------------------------------------------------------------------------------ loading
// The first visit downloads Python and the engine (some seconds): the steps, with a bar, under the status line.
// the loading steps' words: 1 the files, 2 Python started, 3 the engine in place (worker.js posts 2 and 3)
const LOAD_STEPS = ["play.loadWhat.1", "play.loadWhat.2", "play.loadWhat.3"];
function loadStep(step) {
  $("load-progress").setAttribute("aria-valuenow", String(step));
  $("load-fill").style.width = `${Math.round(100 * step / LOAD_STEPS.length)}%`;
  say($("load-step"), "play.loadStep", { i: step, n: LOAD_STEPS.length, what: () => t(LOAD_STEPS[step - 1]) });
}

// ------------------------------------------------------------------------------------------ the info box
// One modal box for what a short text on the table means: a rule's ID (rulerefs.js: its words from the rules page,
// and a link to the rule there, in a new tab) or a badge ("owes 2 draws"). On a phone it sits at the bottom of the
// screen. Esc, "Close" or a tap beside it closes it, and the focus goes back where it was.
let infoOpener = null;
function openInfo({ title, text, href = null, opener = null }) {
  const dialog = $("info");
  $("info-h").textContent = title;
  $("info-text").textContent = text;
  $("info-link").hidden = !href;
  if (href) $("info-link").href = href;
  infoOpener = opener;
  if (!dialog.open) dialog.showModal();
  $("info-close").focus();
}
async function openRule(button) {
  const id = button.dataset.rule;
  const title = fmt("play.ruleTitle", { id });
  openInfo({ title, text: t("play.ruleLoading"), href: `${rulesPageOf(id)}#${id}`, opener: button });
  const words = await ruleWords(id, window.CrispI18n.lang());
  if (!$("info").open || infoOpener !== button) return;  // closed, or another box opened meanwhile
  if (!words) { $("info-text").textContent = t("play.ruleMissing"); return; }
  $("info-h").textContent = words.heading ? `${title} · ${words.heading}` : title;
  $("info-text").textContent = words.text;
  $("info-link").href = words.href;
}
document.addEventListener("click", (event) => {
  const ref = event.target.closest?.(".rule-ref");
  if (!ref) return;
  event.preventDefault();  // (inside a checkbox's label: the box stays as it was)
  openRule(ref);
});
$("info-close").addEventListener("click", () => $("info").close());
$("info").addEventListener("click", (event) => { if (event.target === $("info")) $("info").close(); });  // beside the box
$("info").addEventListener("close", () => {
  const back = infoOpener?.isConnected ? infoOpener
    : infoOpener?.dataset.testid ? document.querySelector(`[data-testid="${infoOpener.dataset.testid}"]`) : null;
  infoOpener = null;
  if (back) back.focus();
});

function saveRecord(text) {
  const file = `${entryOf(settings?.game).name}-match-${new Date().toISOString().slice(0, 19).replace(/[:T]/g, "-")}.json`;
  download(text, file);
  say($("notice"), "play.recordSaved", { file });
}

// ------------------------------------------------------------------------------------------ wiring
worker.onmessage = async (event) => {
  const msg = event.data;
  if (msg.type === "progress") {
    loadStep(msg.step);
  } else if (msg.type === "ready") {
    $("loading").hidden = true;
    catalogue = msg.catalogue;
    await Promise.all(catalogue.games.map(async (g) => { TABLES[g.name] = await import(`./${g.name}.js`); }));
    buildGames();
    fillStrings();
    settings = loadSettings() || defaultSettings();
    const query = new URLSearchParams(location.search);
    const asked = query.get("game");  // play/?game=cheat: the landing page's links
    if (catalogue.games.some((g) => g.name === asked)) settings = { ...settings, game: asked };
    // play/?first: the landing page's path for a newcomer, a first game of Crisp against the page's friendly bots
    // with Ajuda and the coach on (the setup says so); the reader may still change anything before starting
    const first = query.has("first");
    if (first) settings = { ...defaultSettings(), assist: true, coach: true };
    $("first-note").hidden = !first;
    showSetup(settings);
    say($("status"), "play.ready", { s: () => decimal(msg.seconds) });
    $("status").dataset.state = "ready";
    // the engine is ready: keep this page and the rules for visits with no network (imported now, not to slow the start)
    import("../keep-offline.js").then(({ keepOffline }) => keepOffline(), (error) => console.warn("offline copy:", error));
    if (await servedCheck) openNetwork(query);
  } else if (msg.type === "view") {
    if (msg.gen !== gen) return;
    onView(msg.view, msg);
  } else if (msg.type === "record") {
    saveRecord(msg.text);
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
    $("loading").hidden = true;
    if (msg.unreachable) say($("status"), "play.offline"); else say($("status"), "play.failed", { e: msg.message });
    $("status").dataset.state = "error";
  }
};
// The worker's own script, or a module it imports, could not be had (no network, and not in the site's offline
// copy: lite/kernel/offline-copy.js).  An error inside the worker is an ErrorEvent instead, and the worker reports it.
worker.addEventListener("error", (event) => {
  if (event instanceof ErrorEvent || $("status").dataset.state !== "loading") return;
  $("loading").hidden = true;
  say($("status"), "play.offline");
  $("status").dataset.state = "error";
});

// A new language: every text on the page again, and the log and the bots' words from the worker.
document.addEventListener("crisp:language", (event) => {
  fillStrings();
  for (const [node, [key, values]] of said) { node.textContent = fmt(key, values); linkRules(node); }
  if ($("info").open) $("info").close();  // (its words were the language before)
  if ($("seats-setup").children.length) seatRows(Number($("players").value));
  if (view) drawTable();
  if (pending) drawCoverExtra(pending);
  if (replayInfo) fillViewers(replayInfo);
  if (lastFrame) drawFrame(lastFrame);
  if (served) { applyWhere(); if (lobbyMsg && !$("lobby").hidden) showLobby(lobbyMsg); if (net && view) drawNet(); }
  drawCoachPanel();
  worker.postMessage({ type: "language", lang: event.detail.lang });
  if (net) net.postMessage({ type: "language", lang: event.detail.lang });
});

fillStrings();
say($("status"), "play.loading");
loadStep(1);
say($("record-name"), "play.noFile");
$("players").addEventListener("change", () => { seatRows(Number($("players").value)); applyWhere(); });
// a key pressed: a keyboard is there, even on a touch screen, and the keyboard hints show from then on (play.css)
addEventListener("keydown", () => document.documentElement.classList.add("keys-seen"), { once: true, capture: true });
$("rule-numbers").checked = showRuleNumbers();
$("rule-numbers").addEventListener("change", () => showRuleNumbers($("rule-numbers").checked));
$("setup-form").addEventListener("submit", (event) => {
  event.preventDefault();
  const s = readSetup();
  if (s.error) { say($("setup-error"), s.error, s.values); return; }
  if (netChosen()) createTable(s); else startMatch(s);
});
$("back-to-match").addEventListener("click", () => { $("setup").hidden = true; $("game").hidden = false; });

// A tap the table cannot take (a card not to be picked now, a button not to be pressed: a disabled button gets no
// click, but its pointerup comes): the game's module says why (refusal), and the line shows next to where the finger
// was, above it, for a few seconds; a screen reader hears it (role status).  A tap the table takes says nothing.
let tapNoteTimer = null;
function showTapNote(text, x, y) {
  const note = $("tap-note");
  note.textContent = text;
  note.hidden = false;
  const { width, height } = note.getBoundingClientRect();
  note.style.left = `${Math.round(Math.min(Math.max(8, x - width / 2), innerWidth - width - 8))}px`;
  note.style.top = `${Math.round(y - height - 18 >= 8 ? y - height - 18 : Math.min(y + 24, innerHeight - height - 8))}px`;
  clearTimeout(tapNoteTimer);
  tapNoteTimer = setTimeout(() => { note.hidden = true; }, TAP_NOTE_MS);
}
$("xtable").addEventListener("pointerup", (event) => {
  const button = event.target.closest?.("button");
  const why = button && view ? tableOf(view).refusal?.(button, view, ui) : null;
  if (why) showTapNote(why, event.clientX, event.clientY);
  else $("tap-note").hidden = true;
});
$("new-match").addEventListener("click", openSetup);
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
$("download").addEventListener("click", () => engine().postMessage({ type: "record" }));
$("replay-back").addEventListener("click", () => gotoStep(replayStep - 1));
$("replay-forward").addEventListener("click", () => gotoStep(replayStep + 1));
$("replay-slider").addEventListener("input", () => gotoStep(Number($("replay-slider").value)));
$("replay-viewer").addEventListener("change", () => gotoStep(replayStep));
$("replay-close").addEventListener("click", () => { replayInfo = null; lastFrame = null; showSetup(settings || defaultSettings()); show($("status"), ""); });

// ------------------------------------------------------------------------------------------ tables across devices
// (issue 35; network.js speaks to the classroom server.) A table is made on the setup screen ("network table"), or
// joined by its code; the page then shows the table's code and QR code and who has come (the lobby), and the match
// as on one device, with this device's own seat only: no pass-and-play cover, coach, assist or speed.
const netChosen = () => served && $("where-net").checked;

// The server's refusals come with a reason (network_tables.py Refused), which the page says in its own words; a
// move the game refused ("rule") comes in the table's language from the engine, with its rule, and is shown so.
const NET_REFUSALS = {
  noTable: "play.net.err.noTable", full: "play.net.err.full", badToken: "play.net.err.badToken",
  tooMany: "play.net.err.tooMany", recordLater: "play.net.err.recordLater", serverFull: "play.net.err.serverFull",
  onlyCreator: "play.net.err.onlyCreator", notOver: "play.net.err.notOver",
};
function netRefusal(msg) {
  if (!msg.reason) return t("play.net.err.link");  // the link itself (network.js): no answer from the server
  if (msg.reason === "rule") return msg.message;
  return t(Object.hasOwn(NET_REFUSALS, msg.reason) ? NET_REFUSALS[msg.reason] : "play.net.err.other");
}
function netClosedWords(msg) {
  const key = { teacher: "play.net.closedTeacher", slow: "play.net.closedSlow", empty: "play.net.closedEmpty" }[msg.reason];
  return t(key || "play.net.closed");
}

function openNetwork(query) {
  served = true;
  $("join").hidden = false;
  $("where").hidden = false;
  $("join-name").value = keptName();
  applyWhere();
  const code = cleanCode(query.get("table"));
  const kept = code ? keptSeat(code) : keptSeat();
  if (code) joinOnly(code);
  if (kept) connectNet({ type: "resume", code: kept.code, token: kept.token }, kept.game, !code);
}

// The setup's "on this device" / "network table": with the network, the first seat is the creator (a person, who
// names only themself: the others type their own names when they join), and no seed (the server deals).
function applyWhere() {
  const on = netChosen();
  $("setup-form").classList.toggle("net", on);
  $("start").dataset.s = on ? "net.create" : "start";
  $("start").textContent = t(`play.${$("start").dataset.s}`);
  $("where-desc").textContent = t(on ? "play.net.networkDesc" : "play.net.hereDesc");
  const first = $("kind-0");
  if (first) {
    if (on) first.value = "human";
    first.disabled = on;
  }
  for (const select of $("seats-setup").querySelectorAll("select")) select.dispatchEvent(new Event("change"));  // their words
  // the creator names themself (not the page's first default name: a class would have ten of them)
  const name = $("name-0");
  if (name && !name.dataset.typed) {
    if (on && name.value === (catalogue.names[0] ?? "")) name.value = keptName();
    else if (!on && !name.value) name.value = catalogue.names[0] ?? "";
  }
}
for (const radio of document.querySelectorAll("input[name=where]")) radio.addEventListener("change", applyWhere);
$("seats-setup").addEventListener("input", (event) => { if (event.target.id === "name-0") event.target.dataset.typed = "1"; });

// play/?table=CODE (the QR code's address): only the name to ask; the rest of the setup behind "another game"
function joinOnly(code) {
  $("join-code").value = code;
  $("setup").classList.add("join-only");
  $("join-other").hidden = false;
  $("join-name").focus();
}
$("join-other").addEventListener("click", () => {
  $("setup").classList.remove("join-only");
  $("join-other").hidden = true;
  history.replaceState(null, "", location.pathname);
});

$("join-form").addEventListener("submit", (event) => {
  event.preventDefault();
  const code = cleanCode($("join-code").value);
  const name = $("join-name").value.trim().slice(0, 32);
  show($("join-error"), "");
  if (code.length !== 4) { say($("join-error"), "play.net.badCode"); $("join-code").focus(); return; }
  if (!name || TURNS_TEXT.test(name)) { say($("join-error"), "play.net.needName"); $("join-name").focus(); return; }
  keepName(name);
  connectNet({ type: "join", code, name }, null, false);
});

function createTable(s) {
  settings = s;
  saveSettings(s);
  keepName(s.seats[0].name);
  const options = Object.fromEntries(Object.entries(s.options || {}).filter(([, value]) => value !== null));
  connectNet({ type: "create", game: s.game, seats: s.seats.map((seat) => seat.kind), name: s.seats[0].name, options,
               lang: window.CrispI18n.lang() }, s.game, false);
}

// Open the table's socket with `hello` (create, join or resume); `quiet`: a refusal says nothing (the last table
// of this browser, tried on load, may be gone).
function connectNet(hello, game, quiet) {
  if (net) net.close();
  net = new NetworkTable();
  net.quiet = quiet;
  netSeat = null;
  if (game) useGame(game);
  net.onmessage = (event) => onNet(event.data);
  net.postMessage(hello);
  say($("status"), "play.net.connecting");
  $("status").dataset.state = "ready";
}

function useGame(game) {  // the table's game, for its words (kindName) and the record's file name; not saved
  settings = { ...(settings || defaultSettings()), game: entryOf(game).name };
}

function onNet(msg) {
  if (msg.type === "seated") {
    netSeat = msg.seat;
    netCreator = msg.creator;
    useGame(msg.game);
    show($("join-error"), "");
    show($("setup-error"), "");
    if (new URLSearchParams(location.search).get("table") !== msg.code) history.replaceState(null, "", `?table=${msg.code}`);
  } else if (msg.type === "lobby") {
    showLobby(msg);
  } else if (msg.type === "view") {
    if ($("game").hidden) enterNetMatch();
    netSeats = msg.seats;
    onView(msg.view, msg);
    drawNet();
  } else if (msg.type === "record") {
    saveRecord(msg.text);
  } else if (msg.type === "link") {
    if (msg.state === "lost") say($("net-link"), "play.net.reconnecting"); else show($("net-link"), "");
  } else if (msg.type === "closed") {
    endNet(netClosedWords(msg));
  } else if (msg.type === "error") {
    const text = netRefusal(msg);
    if ((msg.context === "act" || msg.context === "link") && !$("game").hidden) {  // (link: a move while the socket was down)
      busy = false;
      if (view) drawTable();
      say($("notice"), "play.refused", { e: text });
    } else if ((msg.context === "act" || msg.context === "link") && !$("lobby").hidden) {
      show($("lobby-error"), text);
    } else {  // not seated: the table or the seat is not to be had
      const { quiet, hello } = net || {};
      if (!$("game").hidden || !$("lobby").hidden) { endNet(text); return; }
      net?.close();
      net = null;
      show($("status"), "");
      if (!quiet) show($(hello?.type === "create" ? "setup-error" : "join-error"), text);
    }
  }
}

function showOnly(id) {
  for (const part of ["setup", "lobby", "game", "replay", "net-end"]) $(part).hidden = part !== id;
}

function showLobby(msg) {
  lobbyMsg = msg;
  showOnly("lobby");
  $("lobby-code").textContent = msg.code;
  $("status").textContent = "";
  if ($("lobby-qr").dataset.code !== msg.code) {
    $("lobby-qr").dataset.code = msg.code;
    tableQr(msg.code).then((qr) => {
      if (!qr?.qr || lobbyMsg?.code !== msg.code) return;
      $("lobby-qr-img").src = qr.qr;
      $("lobby-qr-img").alt = fmt("play.net.qrAlt", { code: msg.code });
      $("lobby-url").textContent = qr.url;
      $("lobby-qr").hidden = false;
    });
  }
  $("lobby-hint").textContent = t(netCreator ? "play.net.lobbyHintCreator" : "play.net.lobbyHintGuest");
  $("lobby-seats").replaceChildren(...msg.seats.map((seat, s) => {
    let state;
    if (seat.kind !== "human") state = fmt("play.botName", { kind: kindName(seat.kind, msg.game) });
    else if (!seat.taken) state = t("play.net.freeSeat");
    else state = s === netSeat ? fmt("play.net.you", { name: seat.name }) : seat.present ? seat.name : fmt("play.net.away", { name: seat.name });
    return el("li", { class: seat.kind === "human" && !seat.taken ? "free" : null },
              el("strong", { text: fmt("play.seatLabel", { n: seatNumber(s) }) }), " ", el("span", { text: state }));
  }));
  const free = msg.seats.some((seat) => seat.kind === "human" && !seat.taken);
  $("lobby-start").hidden = !netCreator || !free;
}
$("lobby-start").addEventListener("click", () => { show($("lobby-error"), ""); net?.postMessage({ type: "start" }); });
$("lobby-leave").addEventListener("click", () => leaveNet());

function enterNetMatch() {
  gen += 1;
  view = null; pending = null; shownViewer = null; busy = false;
  lobbyMsg = null;
  $("log").replaceChildren();
  for (const g of catalogue.games) TABLES[g.name].reset();
  $("assist").checked = false;  // every seat's own: nothing on a network table
  $("coach").checked = false;
  coachData = null;
  $("coach-panel").hidden = true;
  $("xtable").hidden = false;
  $("xtable").replaceChildren();
  document.body.classList.add("net");
  $("net-bar").hidden = false;
  show($("notice"), "");
  inMatch = true;
  showOnly("game");
}

// Who is at the table now: each seat's name, and whether its person is here, gone (a bot plays for them meanwhile)
// or ready for the next round; "waiting for the others" once this seat is.
function drawNet() {
  if (!net || !view) return;
  $("net-code").textContent = net.code || "";
  const seats = netSeats || [];
  $("net-seats").replaceChildren(...view.seats.map((seat, s) => {
    const here = seats[s] || {};
    const key = s === netSeat ? "play.net.seatYou" : here.stand_in ? "play.net.seatStandIn" : !here.present ? "play.net.seatAway"
      : view.round_over && here.ready ? "play.net.seatReady" : null;
    return el("li", { class: here.stand_in || !here.present ? "away" : null, "data-testid": `net-seat-${s}`, "data-you": s === netSeat ? "1" : null },
              el("strong", { text: seat.name }), key ? el("span", { text: ` · ${t(key)}` }) : null);
  }));
  const waiting = view.round_over && !view.match_over && (seats[netSeat]?.ready || busy);
  if (waiting) say($("notice"), "play.net.waitingOthers");
  else if (said.get($("notice"))?.[0] === "play.net.waitingOthers") show($("notice"), "");
}

function leaveNet() {
  if (net) { net.postMessage({ type: "leave" }); if (net.code) forgetSeat(net.code); }
  resetNet();
  showSetup(settings || defaultSettings());
  $("start").focus();
}

function resetNet() {
  net?.close();
  net = null; netSeat = null; netSeats = null; lobbyMsg = null;
  inMatch = false;
  view = null;
  document.body.classList.remove("net");
  $("net-bar").hidden = true;
  $("setup").classList.remove("join-only");
  $("join-other").hidden = true;
  show($("status"), "");
  show($("notice"), "");
  clearInterval(clockTicker); clockTicker = null;
  $("clock").hidden = true;
  if (location.search.includes("table=")) history.replaceState(null, "", location.pathname);
}

function endNet(text) {  // the table was closed, or this seat is not to be had any more
  resetNet();
  showOnly("net-end");
  $("net-end-text").textContent = text;
  $("net-end-back").focus();
}
$("net-end-back").addEventListener("click", () => { showSetup(settings || defaultSettings()); applyWhere(); });
// a phone back from sleep, or the network back: at once to the table, not after the backoff's wait
document.addEventListener("visibilitychange", () => { if (!document.hidden) net?.wake(); });
addEventListener("online", () => net?.wake());
