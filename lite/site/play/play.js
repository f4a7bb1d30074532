// The play page's main thread: it only draws and handles input. The engine (Pyodide + crisp_core.webplay,
// the bots) runs in worker.js; messages both ways are plain JSON.

// ------------------------------------------------------------------------------------------ strings
// Every string the page shows, in one place (to be switched to the i18n catalogs later).
const STRINGS = {
  loading: "Loading the game engine…",
  ready: "Ready (engine loaded in {s} s). Choose the seats and start.",
  failed: "The game could not start: {e}",
  setupTitle: "A new match",
  players: "Players",
  options: "Table options",
  target: "Match ends at (points)",
  targetOther: "other…",
  takeOption: "Drawing from the discard allowed (R8)",
  seed: "Seed (optional, for a repeatable deal)",
  start: "Start the match",
  backToMatch: "Back to the match",
  seatLabel: "Seat {n}",
  nameLabel: "Name",
  kindLabel: "Played by",
  human: "a person",
  humanDesc: "A person at this device (several people pass the device around).",
  botName: "{kind} bot",
  needHuman: "At least one seat must be played by a person (or load a record to watch).",
  badTarget: "The target must be a whole number of points, 1 or more (R11.4).",
  howToTitle: "How to play",
  howTo: [
    "Each player has three cards face down: L, M and R. You peek at your L and R once; never at your M.",
    "On your turn draw a card, then swap it into one of your slots (the old card is discarded) or discard it.",
    "A Jack lets you look at your M; a Queen swaps one of your cards with another player's card, blind; a King must be played and gives two more draws.",
    "Aces count 1, 2–10 their value, J Q K 10. Lowest total wins the round.",
    "When you think your total is strictly the lowest, call crisp at the end of your turn: everybody else plays one final turn. Strictly lowest: −5; otherwise +5.",
  ],
  replayTitle: "Watch a recorded match",
  loadRecord: "Load a crisp/1 record file",
  newMatch: "New match…",
  assist: "Assist: keep the cards I have seen face up",
  speed: "Bot speed",
  speeds: [["Slow", 1400], ["Normal", 700], ["Fast", 250], ["Instant", 0]],
  skip: "Skip to my turn",
  download: "Download record",
  tableTitle: "The table",
  movesTitle: "Your moves",
  logTitle: "What happened",
  roundByRound: "Round by round",
  leaveQuestion: "Leave the match in progress? It will be lost unless you download its record first.",
  leaveYes: "Leave the match",
  leaveNo: "Keep playing",
  verbs: {
    draw: ["Draw", "D"], take: ["Take discard", "T"], swap: ["Swap…", "S"], discard: ["Discard", "X"],
    jack: ["Jack: see M", "J"], queen: ["Queen swap…", "Q"], king: ["Play King", "K"],
    crisp: ["Call crisp!", "C"], pass: ["No crisp", "N"],
  },
  slotNames: { L: "L", M: "M", R: "R" },
  you: "you",
  dealer: "dealer",
  toPlay: "to play",
  owes: "owes {n} draws",
  calledCrisp: "called crisp",
  scoreShort: "score {n}",
  finalTurns: "{name} called crisp: final turns — each other player plays one last turn (R7.3).",
  stockLabel: "Stock: {n}",
  discardLabel: "Discard ({n})",
  holds: "{name} holds",
  youHold: "You hold",
  knownTotal: "Your known total: {n}",
  knownTotalUnknown: "Your known total: {n} + your unseen {slots}",
  faceDown: "face down",
  emptySlot: "empty",
  cardAria: "{owner} {slot}: {card}",
  yourSlot: "your",
  ownerSlot: "{name},",
  ranks: { A: "ace", T: "10", J: "jack", Q: "queen", K: "king" },
  suits: { c: "clubs", d: "diamonds", h: "hearts", s: "spades" },
  promptDraw: "{name}, your turn: draw from the stock (D){take}.",
  promptDrawFinal: "{name}, your final turn: draw from the stock (D){take}.",
  promptTake: " or take the top of the discard (T)",
  promptOwed: " You owe {n} draws (King).",
  promptHold: "You hold the {card}: click one of your cards to swap it in (S), or discard it (X).",
  promptHoldTaken: "You took the {card} from the discard: click one of your cards to swap it in (S).",
  promptHoldUnknown: "You hold a card: swap it (S) or discard it (X).",
  promptJack: " Or use the Jack (J) to look at your M.",
  promptQueen: " Or use the Queen (Q): click your card, then another player's card.",
  promptWindow: "Your turn is over, {name}. Call crisp (C) if you think your total is strictly the lowest, or say no crisp (N).",
  armSwap: "Swap: click the slot (or press L, M or R) for the card you hold. Esc cancels.",
  armQueenOwn: "Queen: click your card to give (or press L, M or R). Esc cancels.",
  armQueenOther: "Queen: now click the other player's card to take (Tab to it, Enter). Esc cancels.",
  othersTurn: "{name} is playing…",
  othersTurnFinal: "{name} is playing a final turn…",
  othersWindow: "{name} may call crisp…",
  roundOver: "Round {n} is over.",
  matchOver: "The match is over.",
  roundTitle: "Round {n}: the cards revealed",
  nextRound: "Next round",
  newMatchNow: "New match",
  colPlayer: "Player", colCards: "Cards", colTotal: "Total", colRound: "Round score", colWhy: "Why",
  colMatch: "Match total", colRoundN: "Round",
  whyPlain: "Total of the three cards (R11.1).",
  whyCalledLow: "Called crisp and {t} is strictly the lowest (the others' lowest is {o}): {t} − 5 = {s} (R11.2).",
  whyCalledHigh: "Called crisp but {t} is not strictly the lowest (the others' lowest is {o}): {t} + 5 = {s} (R11.2).",
  roundWinner: "round winner",
  roundWinners: "Lowest round score: {names}.",
  noCaller: "Nobody called crisp.",
  verdictOne: "{names} wins the match with {n} points (lowest total, R11.5).",
  verdictShared: "{names} share the win with {n} points each (R11.5).",
  matchGoesOn: "The match goes on until someone reaches {t} points (R11.4).",
  totalRow: "Total",
  coverText: "Hand the device to {name}.",
  coverGo: "I am {name}: show my cards",
  forced: "{text}",
  refused: "That move was refused: {e}",
  recordSaved: "The record was downloaded as {file}.",
  replayPos: "Step {i} of {n} · round {r}",
  replayStart: "Round {r}: the deal.",
  back: "◀ Back",
  forward: "Forward ▶",
  viewAs: "Show",
  wholeTable: "the whole table",
  seatView: "{name}'s view",
  closeReplay: "Close the replay",
  replayLoaded: "Record loaded: {steps} steps, {rounds} rounds. Arrow keys step through it.",
  badRecord: "This file is not a playable crisp/1 record: {e}",
  tooLarge: "This file is too large to be a record ({mb} MB).",
  announceMove: "{line}",
};

const fmt = (key, values = {}) => String(STRINGS[key]).replace(/\{(\w+)\}/g, (_, k) => (k in values ? values[k] : ""));

// ------------------------------------------------------------------------------------------ state
const $ = (id) => document.getElementById(id);
const KINDS = ["human", "random", "forgetful", "heuristic", "expert"];
const SLOTS = ["L", "M", "R"];
const VERBS = ["draw", "take", "swap", "discard", "jack", "queen", "king", "crisp", "pass"];
const SETTINGS_KEY = "crisp-play-settings";
const REVEAL_MS = 2500;  // a peeked card stays face up this long when playing from memory
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
let reveal = {};        // "viewer:index" -> {card, until}
let revealTimer = null;
let logCount = 0;
let inMatch = false;
let settings = null;
let replayInfo = null;
let replayStep = 0;

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
  const rank = STRINGS.ranks[card[0]] || card[0];
  return `${rank} of ${STRINGS.suits[card[1]]}`;
}
function paintCard(node, card, faceUp) {
  node.classList.remove("back", "red", "empty");
  node.textContent = "";
  if (card && faceUp) {
    node.textContent = cardFace(card);
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
  return { seats: [{ name: bots.names[0] || "Ana", kind: "human" }, { name: bots.names[1] || "Ben", kind: "heuristic" },
                   { name: bots.names[2] || "Cleo", kind: "heuristic" }],
           target: 100, take: false, seed: "", assist: false, speed: 700 };
}

// ------------------------------------------------------------------------------------------ setup screen
function fillStrings() {
  for (const node of document.querySelectorAll("[data-s]")) node.textContent = STRINGS[node.dataset.s];
  $("target").querySelector("option[value=other]").textContent = STRINGS.targetOther;
  $("howto").replaceChildren(...STRINGS.howTo.map((t) => el("li", { text: t })));
  $("speed").replaceChildren(...STRINGS.speeds.map(([label, ms]) => new Option(label, ms)));
  VERBS.forEach((verb) => {
    const [label, key] = STRINGS.verbs[verb];
    const b = el("button", { type: "button", id: `action-${verb}`, "data-testid": `action-${verb}`, disabled: true,
                             "aria-keyshortcuts": key, onclick: () => onVerb(verb) },
                 label, el("kbd", { "aria-hidden": "true", text: key }));
    $("actions").append(b);
  });
}

function seatRows(n, seats) {
  const list = $("seats-setup");
  const old = [...list.querySelectorAll("li")].map((li, i) => ({
    name: li.querySelector("input").value, kind: li.querySelector("select").value }));
  list.replaceChildren();
  for (let i = 0; i < n; i++) {
    const seat = seats?.[i] || old[i] || { name: bots.names[i] || `Player ${i + 1}`, kind: i === 0 ? "human" : "heuristic" };
    const select = el("select", { id: `kind-${i}`, "aria-label": `${fmt("seatLabel", { n: i })}: ${STRINGS.kindLabel}` });
    for (const k of KINDS) select.add(new Option(k === "human" ? STRINGS.human : fmt("botName", { kind: k }), k, false, k === seat.kind));
    const desc = el("p", { class: "desc", id: `desc-${i}` });
    const describe = () => { desc.textContent = select.value === "human" ? STRINGS.humanDesc : bots.descriptions[select.value] || ""; };
    select.addEventListener("change", describe);
    describe();
    const name = el("input", { type: "text", id: `name-${i}`, maxlength: "32", value: seat.name,
                               "aria-label": `${fmt("seatLabel", { n: i })}: ${STRINGS.nameLabel}` });
    list.append(el("li", {}, el("div", { class: "fields" }, el("strong", { text: fmt("seatLabel", { n: i }) }), name, select), desc));
  }
}

function showSetup(s) {
  $("players").value = String(s.seats.length);
  seatRows(s.seats.length, s.seats);
  const preset = ["50", "100", "150"].includes(String(s.target));
  $("target").value = preset ? String(s.target) : "other";
  $("target-other").hidden = preset;
  $("target-other").value = preset ? "" : String(s.target);
  $("take").checked = !!s.take;
  $("seed").value = s.seed ?? "";
  $("setup-error").textContent = "";
  $("back-to-match").hidden = !inMatch;
  $("setup").hidden = false;
  $("game").hidden = true;
  $("replay").hidden = true;
}

function readSetup() {
  const seats = [...$("seats-setup").querySelectorAll("li")].map((li, i) => ({
    name: li.querySelector("input").value.trim().slice(0, 32) || bots.names[i] || `Player ${i + 1}`,
    kind: li.querySelector("select").value }));
  let target = $("target").value;
  if (target === "other") target = $("target-other").value;
  target = Number(target);
  if (!Number.isInteger(target) || target < 1) return { error: STRINGS.badTarget };
  if (!seats.some((s) => s.kind === "human")) return { error: STRINGS.needHuman };
  const seed = $("seed").value.trim();
  return { seats, target, take: $("take").checked, seed: seed === "" ? "" : String(Math.trunc(Number(seed)) || 0),
           assist: settings?.assist ?? false, speed: settings?.speed ?? 700 };
}

function startMatch(s) {
  settings = s;
  saveSettings(s);
  gen += 1;
  view = null; pending = null; shownViewer = null; busy = false; armed = null; reveal = {}; logCount = 0;
  $("log").replaceChildren();
  $("assist").checked = !!s.assist;
  $("speed").value = String(s.speed);
  worker.postMessage({ type: "pace", ms: Number(s.speed) });
  worker.postMessage({ type: "new", settings: s });
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
  inMatch = inProgress ? false : inMatch;
  showSetup(settings || defaultSettings());
  $("back-to-match").hidden = true;
  $("start").focus();
}

// ------------------------------------------------------------------------------------------ the table
const me = () => (view ? view.viewer : null);
const asked = () => view && view.waiting !== null && view.waiting === shownViewer && !busy;
function findMove(verb, slot = null, target = null, tslot = null) {
  if (!view) return null;
  return view.moves.find((m) => m.verb === verb && (slot === null || m.slot === slot)
    && (target === null || m.target === target) && (tslot === null || m.tslot === tslot)) || null;
}
const canDo = (verb) => asked() && view.moves.some((m) => m.verb === verb);

function send(move) {
  if (!move || !asked()) return;
  const now = performance.now();
  if (now - lastMoveAt < CLICK_GAP_MS) return;
  lastMoveAt = now;
  busy = true;
  armed = null;
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
  const r = reveal[`${view.viewer}:${index}`];
  return !!(r && r.card === card && r.until > performance.now());
}

function seatName(s) { return view.seats[s].name; }

function drawTable() {
  if (!view) return;
  const v = view;
  const seatsBox = $("seats");
  if (seatsBox.children.length !== v.players) {
    seatsBox.replaceChildren();
    for (let s = 0; s < v.players; s++) {
      const hand = el("div", { class: "hand" });
      for (const slot of SLOTS) {
        const b = el("button", { type: "button", class: "card back", "data-testid": `slot-${s}-${slot}`,
                                 onclick: () => onSlot(s, slot) });
        hand.append(el("span", { class: "slotwrap" }, b, el("span", { class: "slot", "aria-hidden": "true", text: slot })));
      }
      seatsBox.append(el("section", { class: "seat", id: `seat-${s}`, "aria-label": v.seats[s].name },
        el("div", { class: "who" }), el("div", { class: "meta" }), hand));
    }
  }
  for (let s = 0; s < v.players; s++) {
    const box = $(`seat-${s}`);
    const seat = v.seats[s];
    const mine = s === v.viewer;
    box.classList.toggle("you", mine);
    box.classList.toggle("turn", v.turn === s);
    box.querySelector(".who").textContent = seat.name + (mine ? ` (${STRINGS.you})` : "");
    const meta = box.querySelector(".meta");
    meta.replaceChildren(el("span", { class: "badge", text: fmt("scoreShort", { n: seat.score }) }));
    if (seat.kind !== "human") meta.append(el("span", { class: "badge", text: seat.kind }));
    if (s === v.dealer) meta.append(el("span", { class: "badge", text: STRINGS.dealer }));
    if (v.turn === s) meta.append(el("span", { class: "badge hot", text: STRINGS.toPlay }));
    if (v.turn === s && v.owed > 1) meta.append(el("span", { class: "badge hot", text: fmt("owes", { n: v.owed }) }));
    if (v.caller === s) meta.append(el("span", { class: "badge hot", text: STRINGS.calledCrisp }));
    if (v.result && v.result.round_winners.includes(s)) meta.append(el("span", { class: "badge win", text: STRINGS.roundWinner }));
    const buttons = box.querySelectorAll("button.card");
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
      const owner = mine ? STRINGS.yourSlot : fmt("ownerSlot", { name: seat.name });
      b.setAttribute("aria-label", fmt("cardAria", { owner, slot, card: up ? cardWords(card) : STRINGS.faceDown }));
    });
  }
  // piles
  const stock = $("stock");
  stock.disabled = !canDo("draw");
  stock.classList.toggle("pick", canDo("draw"));
  $("stock-label").textContent = fmt("stockLabel", { n: v.stock });
  stock.setAttribute("aria-label", `${fmt("stockLabel", { n: v.stock })}${canDo("draw") ? ` — ${STRINGS.verbs.draw[0]}` : ""}`);
  const discard = $("discard");
  discard.disabled = !canDo("take");
  discard.classList.toggle("pick", canDo("take"));
  const top = discard.querySelector(".card");
  if (v.discard) paintCard(top, v.discard, true); else { top.className = "card empty"; top.textContent = ""; }
  $("discard-label").textContent = fmt("discardLabel", { n: v.discard_count });
  discard.setAttribute("aria-label", `${fmt("discardLabel", { n: v.discard_count })}: ${v.discard ? cardWords(v.discard) : STRINGS.emptySlot}`);
  const held = $("held");
  held.replaceChildren();
  if (v.holding) {
    const card = el("span", { class: "card", role: "img" });
    paintCard(card, v.held, !!v.held);
    card.setAttribute("aria-label", v.held ? cardWords(v.held) : STRINGS.faceDown);
    held.append(el("span", { text: v.turn === v.viewer ? STRINGS.youHold : fmt("holds", { name: seatName(v.turn) }) }), card);
  }
  // banner: crisp called, final turns
  $("banner").hidden = !v.final_turns;
  if (v.final_turns) $("banner").textContent = fmt("finalTurns", { name: seatName(v.caller) });
  // known total (assist)
  const kt = $("known-total");
  kt.hidden = !$("assist").checked || v.round_over;
  kt.textContent = v.unknown_own.length ? fmt("knownTotalUnknown", { n: v.known_total, slots: v.unknown_own.join(", ") })
    : fmt("knownTotal", { n: v.known_total });
  // moves
  for (const verb of VERBS) {
    const b = $(`action-${verb}`);
    b.disabled = !canDo(verb);
    b.classList.toggle("armed", armed?.verb === verb);
    b.setAttribute("aria-pressed", armed?.verb === verb ? "true" : "false");
  }
  $("skip").disabled = !(v.waiting === null && !v.round_over);
  drawStatus();
  if (v.result) drawResult(); else $("result").hidden = true;
  keepFocus();
}

function drawStatus() {
  const v = view;
  const status = $("status");
  let text;
  let state = "playing";
  if (v.round_over) {
    text = v.match_over ? STRINGS.matchOver : fmt("roundOver", { n: v.round });
    state = v.match_over ? "match-over" : "round-over";
  } else if (asked()) {
    const name = seatName(v.viewer);
    state = "your-turn";
    if (armed?.verb === "swap") text = STRINGS.armSwap;
    else if (armed?.verb === "queen") text = armed.slot ? STRINGS.armQueenOther : STRINGS.armQueenOwn;
    else if (v.window === v.viewer && v.moves.some((m) => m.verb === "crisp")) text = fmt("promptWindow", { name });
    else if (v.holding) {
      text = v.held ? fmt(v.held_from_discard ? "promptHoldTaken" : "promptHold", { card: cardFace(v.held) }) : STRINGS.promptHoldUnknown;
      if (canDo("jack")) text += STRINGS.promptJack;
      if (canDo("queen")) text += STRINGS.promptQueen;
    } else {
      text = fmt(v.final_turns ? "promptDrawFinal" : "promptDraw", { name, take: canDo("take") ? STRINGS.promptTake : "" });
      if (v.owed > 1) text += fmt("promptOwed", { n: v.owed });
    }
  } else if (busy) {
    text = status.textContent;
  } else if (v.window !== null && v.phase === "crisp_window") {
    text = fmt("othersWindow", { name: seatName(v.window) });
    state = "waiting";
  } else {
    text = fmt(v.final_turns ? "othersTurnFinal" : "othersTurn", { name: seatName(v.turn) });
    state = "waiting";
  }
  if (status.textContent !== text) {
    status.textContent = text;
    if (state === "your-turn") announce(text);
  }
  status.dataset.state = state;
}

function drawResult() {
  const v = view;
  const res = v.result;
  $("result").hidden = false;
  $("result-h").textContent = fmt("roundTitle", { n: v.round });
  const table = $("scores");
  table.replaceChildren(el("tr", {}, ...["colPlayer", "colCards", "colTotal", "colRound", "colWhy", "colMatch"].map((k) => el("th", { scope: "col", text: STRINGS[k] }))));
  for (const row of res.rows) {
    let why = STRINGS.whyPlain;
    if (row.called) why = fmt(row.strictly_lowest ? "whyCalledLow" : "whyCalledHigh", { t: row.total, o: row.lowest_other, s: row.score });
    const winner = res.round_winners.includes(row.seat);
    table.append(el("tr", { class: winner ? "winner" : null },
      el("th", { scope: "row" }, row.name, winner ? el("span", { class: "badge win", text: `★ ${STRINGS.roundWinner}` }) : null,
         row.called ? el("div", { class: "badge", text: STRINGS.calledCrisp }) : null),
      el("td", { class: "cards" }, ...row.cards.map(miniCard)),
      el("td", { text: String(row.total) }), el("td", { text: String(row.score) }),
      el("td", { class: "why", text: why }), el("td", { text: String(v.totals[row.seat]) })));
  }
  const hist = $("history");
  hist.replaceChildren(el("tr", {}, el("th", { scope: "col", text: STRINGS.colRoundN }), ...v.seats.map((s) => el("th", { scope: "col", text: s.name }))));
  v.history.forEach((scores, r) => hist.append(el("tr", {}, el("th", { scope: "row", text: String(r + 1) }), ...scores.map((x) => el("td", { text: String(x) })))));
  hist.append(el("tr", {}, el("th", { scope: "row", text: STRINGS.totalRow }), ...v.totals.map((x) => el("td", {}, el("strong", { text: String(x) })))));
  let verdict = res.caller === null ? STRINGS.noCaller + " " : "";
  verdict += fmt("roundWinners", { names: res.round_winners.map(seatName).join(", ") });
  if (v.match_over) {
    const names = v.winners.map(seatName).join(" & ");
    verdict = fmt(v.winners.length > 1 ? "verdictShared" : "verdictOne", { names, n: v.totals[v.winners[0]] }) + " " + verdict;
  } else verdict += " " + fmt("matchGoesOn", { t: v.target });
  $("verdict").textContent = verdict;
  $("next-round").textContent = v.match_over ? STRINGS.newMatchNow : STRINGS.nextRound;
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

function appendLog(lines) {
  const log = $("log");
  for (const line of lines) {
    const sep = /^— .* —$/.test(line);
    log.append(el("li", { class: sep ? "sep" : null, text: line }));
    if (!sep) announce(fmt("announceMove", { line }));
  }
  const box = $("log-box");
  if (lines.length) box.scrollTop = box.scrollHeight;
}

function scheduleReveal() {
  clearTimeout(revealTimer);
  const now = performance.now();
  const next = Math.min(...Object.values(reveal).map((r) => r.until).filter((t) => t > now));
  if (Number.isFinite(next)) revealTimer = setTimeout(() => { drawTable(); scheduleReveal(); }, next - now + 20);
}

function showView(v) {
  view = v;
  shownViewer = v.viewer;
  const now = performance.now();
  for (const index of v.fresh) reveal[`${v.viewer}:${index}`] = { card: v.seats[Math.floor(index / 3)].hand[index % 3], until: now + REVEAL_MS };
  scheduleReveal();
  if (v.notice) { $("notice").textContent = v.notice; } else if (asked()) $("notice").textContent = "";
  drawTable();
}

function onView(v, extra) {
  if (v.log.length) appendLog(v.log);
  if (extra.acted || extra.fresh) busy = false;
  const several = v.humans.length > 1;
  if (several && v.viewer !== shownViewer && !v.round_over) {
    // pass-and-play: cover the table until the next person says they hold the device
    pending = v;
    view = null;
    $("felt").hidden = true;
    $("cover-text").textContent = fmt("coverText", { name: v.seats[v.viewer].name });
    $("cover-go").textContent = fmt("coverGo", { name: v.seats[v.viewer].name });
    $("cover").hidden = false;
    $("status").dataset.state = "cover";
    $("cover-go").focus();
    return;
  }
  if (pending) { pending = v; return; }
  showView(v);
}

$("cover-go").addEventListener("click", () => {
  $("cover").hidden = true;
  $("felt").hidden = false;
  const v = pending;
  pending = null;
  if (v) showView(v);
});

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
  const key = event.key.toUpperCase();
  if (key === "ESCAPE" && armed) { armed = null; drawTable(); return; }
  if (armed && SLOTS.includes(key)) {
    event.preventDefault();
    onSlot(view.viewer, key);
    return;
  }
  const verb = VERBS.find((v) => STRINGS.verbs[v][1] === key);
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

function drawFrame(f) {
  $("replay-slider").value = String(f.step);
  $("replay-pos").textContent = fmt("replayPos", { i: f.step + 1, n: f.steps, r: f.round });
  $("replay-back").disabled = f.step === 0;
  $("replay-forward").disabled = f.step >= f.steps - 1;
  const felt = $("replay-felt");
  felt.replaceChildren();
  if (f.final_turns) felt.append(el("div", { class: "banner", text: fmt("finalTurns", { name: f.seats[f.caller].name }) }));
  const seats = el("div", { class: "seats" });
  f.seats.forEach((seat, s) => {
    const hand = el("div", { class: "hand" });
    seat.hand.forEach((card, i) => {
      const c = el("span", { class: "card", role: "img", "data-testid": `replay-slot-${s}-${SLOTS[i]}`,
                             "aria-label": fmt("cardAria", { owner: fmt("ownerSlot", { name: seat.name }), slot: SLOTS[i], card: card ? cardWords(card) : STRINGS.faceDown }) });
      paintCard(c, card, !!card);
      hand.append(el("span", { class: "slotwrap" }, c, el("span", { class: "slot", "aria-hidden": "true", text: SLOTS[i] })));
    });
    const meta = el("div", { class: "meta" }, el("span", { class: "badge", text: fmt("scoreShort", { n: seat.score }) }));
    if (f.turn === s) meta.append(el("span", { class: "badge hot", text: STRINGS.toPlay }));
    if (f.caller === s) meta.append(el("span", { class: "badge hot", text: STRINGS.calledCrisp }));
    seats.append(el("section", { class: "seat" + (f.turn === s ? " turn" : ""), "aria-label": seat.name }, el("div", { class: "who", text: seat.name }), meta, hand));
  });
  const top = el("span", { class: "card" });
  if (f.discard) paintCard(top, f.discard, true); else top.className = "card empty";
  felt.append(seats, el("div", { class: "piles" }, el("span", { class: "pile-label", text: fmt("stockLabel", { n: f.stock }) }), top,
                      el("span", { class: "pile-label", text: fmt("discardLabel", { n: f.discard_count }) })));
  const lines = f.action === null ? [fmt("replayStart", { r: f.round }), ...f.lines] : f.lines;
  $("replay-lines").replaceChildren(...lines.map((t) => el("li", { text: t })));
  const res = $("replay-result");
  res.replaceChildren();
  if (f.result) {
    const table = el("table", { class: "scores" }, el("tr", {}, ...["colPlayer", "colTotal", "colRound", "colMatch"].map((k) => el("th", { text: STRINGS[k] }))));
    f.result.rows.forEach((row) => table.append(el("tr", {}, el("td", { text: row.name }), el("td", { text: String(row.total) }),
                                                    el("td", { text: String(row.score) }), el("td", { text: String(f.totals[row.seat]) }))));
    res.append(table);
  }
}

function openReplay(info) {
  replayInfo = info;
  $("setup").hidden = true;
  $("game").hidden = true;
  $("replay").hidden = false;
  $("replay-slider").max = String(info.steps - 1);
  $("replay-viewer").replaceChildren(new Option(STRINGS.wholeTable, "all"),
    ...info.names.map((n, s) => new Option(fmt("seatView", { name: n }), String(s))));
  $("status").textContent = fmt("replayLoaded", info);
  $("status").dataset.state = "replay";
  gotoStep(0);
  $("replay-forward").focus();
}

$("record-file").addEventListener("change", async () => {
  const file = $("record-file").files[0];
  $("load-error").textContent = "";
  if (!file) return;
  if (file.size > 2_000_000) { $("load-error").textContent = fmt("tooLarge", { mb: (file.size / 1e6).toFixed(1) }); return; }
  worker.postMessage({ type: "load", text: await file.text() });
});

// ------------------------------------------------------------------------------------------ wiring
worker.onmessage = (event) => {
  const msg = event.data;
  if (msg.type === "ready") {
    bots = msg.bots;
    settings = loadSettings() || defaultSettings();
    showSetup(settings);
    $("status").textContent = fmt("ready", { s: msg.seconds.toFixed(1) });
    $("status").dataset.state = "ready";
  } else if (msg.type === "view") {
    if (msg.gen !== gen) return;
    onView(msg.view, msg);
  } else if (msg.type === "record") {
    const file = `crisp-match-${new Date().toISOString().slice(0, 19).replace(/[:T]/g, "-")}.json`;
    download(msg.text, file);
    $("notice").textContent = fmt("recordSaved", { file });
  } else if (msg.type === "replay") {
    openReplay(msg.info);
  } else if (msg.type === "frame") {
    drawFrame(msg.frame);
  } else if (msg.type === "error") {
    const text = msg.message.replace(/^[\w.]+(Error|Action|Exception): /, "");
    if (msg.context === "load") $("load-error").textContent = fmt("badRecord", { e: text });
    else { busy = false; $("notice").textContent = fmt("refused", { e: text }); }
  } else if (msg.type === "fatal") {
    $("status").textContent = fmt("failed", { e: msg.message });
    $("status").dataset.state = "error";
  }
};

fillStrings();
$("status").textContent = STRINGS.loading;
for (let n = 2; n <= 8; n++) $("players").add(new Option(String(n), String(n)));
$("players").addEventListener("change", () => seatRows(Number($("players").value)));
$("target").addEventListener("change", () => { $("target-other").hidden = $("target").value !== "other"; if (!$("target-other").hidden) $("target-other").focus(); });
$("setup-form").addEventListener("submit", (event) => {
  event.preventDefault();
  const s = readSetup();
  if (s.error) { $("setup-error").textContent = s.error; return; }
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
$("assist").addEventListener("change", () => {
  if (settings) { settings.assist = $("assist").checked; saveSettings(settings); }
  worker.postMessage({ type: "assist", on: $("assist").checked });
  drawTable();
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
$("replay-close").addEventListener("click", () => { replayInfo = null; showSetup(settings || defaultSettings()); $("status").textContent = ""; });
window.__crispPlay = { strings: STRINGS };
