// The play page's table for Crisp (docs/RULES.md), drawn from crisp_core.crisp.web.WebGame.page_view; see tables.js
// for what every game's module exports. Crisp's table keeps its elements from one view to the next (the cards are
// buttons a person picks in two steps: a swap's slot, a Queen's two cards), so a view updates them in place.
// Playing from memory (no assist), a card a person is shown — the deal's peek at L and R (R2.4), a Jack's look at M
// (R5.3), a card a Queen brings (R5.4.1): view.fresh — stays face up until they say they have memorised it or make
// their next move (S8: one look), never turned down on a timer while they are looking.
import { drawCoach } from "./coach.js";
import { plural, waitLine } from "./tables.js";

export const title = "play.game.crisp";
export const line = "play.game.crispLine";
export const howTo = ["play.howTo.1", "play.howTo.2", "play.howTo.3"];
export const rulesLink = ["../rules/", "play.rulesLink.crisp"];

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
const CLICK_GAP_MS = 400; // a second click this soon after a move is ignored (double clicks)
const CLOCK_KEYS = { draw: ["play.clockDraw", "play.clockDrawOther"], crisp: ["play.clockCrisp", "play.clockCrispOther"],
                     start: ["play.clockStart", "play.clockStartOther"] };
// A phone or tablet: no keyboard to hint at, until a key is pressed (a keyboard plugged in)
const TOUCH = window.matchMedia("(hover: none) and (pointer: coarse)");
const keysShown = () => !TOUCH.matches || document.documentElement.classList.contains("keys-seen");
const $ = (id) => document.getElementById(id);

let ui = null;          // the page's helpers (play.js), set by draw()
let view = null;        // the live view on screen
let lastMoveAt = 0;
let armed = null;       // {verb: "swap"} or {verb: "queen", slot, target, tslot}
let reveal = new Map();  // viewer -> Map(card index -> card) shown face up to that viewer
let revealMoves = new Map();  // viewer -> their moves this round (view.moves_made) when their reveal was made
let revealRound = null;
let peekSeconds = null;  // the viewer's draw seconds left (R9), while their draw clock runs
let drawLeftShown = null;  // the viewer's draw seconds shown last: the 10 s and 5 s announcements
let startWaitShown = false;

// ------------------------------------------------------------------------------------------ the setup screen's options
// The host's options (R11.4 target, R8 drawing from the discard, R9 draw timer), their values from the worker's
// catalogue (crisp_core.games: the crisp entry's options); kept in the settings as target, take, timer.
export function options(entry, ui) {
  const { el, t, fmt } = ui;
  const values = Object.fromEntries(entry.options.map((o) => [o.name, o]));
  const target = el("select", { id: "target" }, ...values.target.presets.map((n) => new Option(String(n), String(n))),
                    el("option", { value: "other", "data-t": "play.targetOther" }));
  const other = el("input", { id: "target-other", type: "number", min: "1", max: "100000", inputmode: "numeric", hidden: true });
  target.addEventListener("change", () => { other.hidden = target.value !== "other"; if (!other.hidden) other.focus(); });
  const timer = el("select", { id: "timer" }, ...values.draw_timer.values.map((s) => {
    return new Option(s === null ? t("play.timerOff") : fmt("play.timerSeconds", { n: s }), s === null ? "" : String(s));
  }));
  return el("div", { id: "opts-crisp" },
    el("label", { class: "row" }, el("span", { "data-t": "play.target" }), " ", target, " ", other),
    el("label", { class: "row" }, el("input", { type: "checkbox", id: "take" }), " ", el("span", { "data-t": "play.takeOption" })),
    el("label", { class: "row" }, el("span", { "data-t": "play.timer" }), " ", timer));
}

export function fillOptions(ui) {  // the timer's words, in the page's language now (data-s: the others')
  for (const o of $("timer").options) o.textContent = o.value ? ui.fmt("play.timerSeconds", { n: o.value }) : ui.t("play.timerOff");
}

export function showOptions(s, entry) {
  const option = (name) => entry.options.find((o) => o.name === name);
  const target = s.target ?? option("target").default;
  const preset = option("target").presets.includes(target);
  $("target").value = preset ? String(target) : "other";
  $("target-other").hidden = preset;
  $("target-other").value = preset ? "" : String(target);
  $("take").checked = !!(s.take ?? option("draw_from_discard").default);
  const timer = s.timer ?? option("draw_timer").default;
  $("timer").value = option("draw_timer").values.includes(timer) && timer !== null ? String(timer) : "";
}

// The options as the settings keep them and as the table takes them (crisp_core.crisp.web.WebGame.for_page).
export function readOptions() {
  const target = Number($("target").value === "other" ? $("target-other").value : $("target").value);
  if (!Number.isInteger(target) || target < 1) return { error: "play.badTarget" };
  const timer = $("timer").value ? Number($("timer").value) : null;
  return { settings: { target, take: $("take").checked, timer },
           options: { target, draw_from_discard: $("take").checked, draw_timer: timer } };
}

export function reset() {
  view = null; armed = null;
  reveal.clear(); revealMoves.clear(); revealRound = null;
}

// ------------------------------------------------------------------------------------------ the table's elements
function build(box) {
  const { el, t } = ui;
  const actions = el("div", { id: "actions", class: "actions", role: "group", "aria-labelledby": "moves-h" });
  for (const verb of VERBS) {
    const key = VERB_TEXT[verb][1];
    actions.append(el("button", { type: "button", id: `action-${verb}`, "data-testid": `action-${verb}`, disabled: true,
                                  "aria-keyshortcuts": key, onclick: () => onVerb(verb) },
                      el("span", { class: "label" }), el("kbd", { "aria-hidden": "true", text: key })));
  }
  const stock = el("button", { type: "button", class: "pile", id: "stock", "data-testid": "stock",
                               onclick: () => { if (canDo("draw")) send(findMove("draw")); } },
                   el("span", { class: "card back" }), el("span", { class: "pile-label", id: "stock-label" }));
  const discard = el("button", { type: "button", class: "pile", id: "discard", "data-testid": "discard",
                                 onclick: () => { if (canDo("take")) send(findMove("take")); } },
                     el("span", { class: "card empty" }), el("span", { class: "pile-label", id: "discard-label" }));
  const result = el("section", { id: "result", "aria-labelledby": "result-h", hidden: true },
    el("h2", { id: "result-h" }), el("p", { id: "round-winner", class: "round-winner", "data-testid": "round-winner" }),
    el("ul", { id: "you-lines", class: "you-lines", "data-testid": "you-lines" }), el("p", { id: "verdict", class: "verdict" }),
    // a table wider than a phone scrolls in its own box, reachable by keyboard (tabindex) and named; the line before
    // it says so while it is wider than its box (play.js, fitScreen)
    el("p", { class: "scroll-hint", "data-t": "play.swipeHint", hidden: true }),
    el("div", { class: "scroll", tabindex: "0" }, el("table", { "data-testid": "scores", id: "scores", class: "scores" })),
    el("h3", { id: "history-h", "data-t": "play.roundByRound" }),
    el("p", { class: "scroll-hint", "data-t": "play.swipeHint", hidden: true }),
    el("div", { class: "scroll", tabindex: "0", role: "region", "aria-labelledby": "history-h" }, el("table", { id: "history", class: "scores history" })),
    el("button", { type: "button", id: "next-round", class: "primary", onclick: () => {
      if (!view || !view.round_over) return;
      if (view.match_over) ui.newMatch(); else ui.next();
    } }),
    el("button", { type: "button", id: "result-new-match", "data-t": "play.newMatch", onclick: () => ui.newMatch() }));
  box.replaceChildren(
    el("div", { id: "felt", class: "felt" }, el("div", { id: "banner", class: "banner", hidden: true }), el("div", { id: "seats", class: "seats" }),
       el("div", { class: "piles" }, stock, discard, el("div", { class: "held", id: "held" })),
       el("p", { id: "known-total", class: "known", hidden: true })),
    el("h2", { class: "sr-only", id: "moves-h", "data-t": "play.movesTitle" }), actions, result);
  for (const node of box.querySelectorAll("[data-t]")) node.textContent = t(node.dataset.t);
}

// ------------------------------------------------------------------------------------------ moves
const asked = () => view && view.waiting !== null && view.waiting === view.viewer && ui.canAct();
// the person whose drawn King the table is about to play (R5.2) is the viewer, holding it
const forcedKing = () => !!view && view.forced_king === view.viewer && view.holding;
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
  armed = null;
  reveal.delete(view.viewer);  // their next move: what they were shown turns face down (S8)
  ui.act(move.action);
}

function onVerb(verb) {
  if (!canDo(verb)) return;
  if (verb === "swap") { armed = armed?.verb === "swap" ? null : { verb: "swap" }; ui.redraw(); focusArmed(); return; }
  if (verb === "queen") { armed = armed?.verb === "queen" ? null : { verb: "queen", slot: null, target: null, tslot: null }; ui.redraw(); focusArmed(); return; }
  send(findMove(verb));
}

function focusArmed() {
  if (!armed) return;
  const first = document.querySelector("#seats button.card.pick");
  if (first) first.focus();
}

function onSlot(seat, slot) {
  if (!asked() || performance.now() - lastMoveAt < CLICK_GAP_MS) return;
  const mine = seat === view.viewer;
  if (mine && (armed?.verb === "swap" || (!armed && canDo("swap")))) {
    send(findMove("swap", slot));
    return;
  }
  if (!canDo("queen")) return;
  if (!armed || armed.verb !== "queen") armed = { verb: "queen", slot: null, target: null, tslot: null };
  if (mine) armed.slot = slot; else { armed.target = seat; armed.tslot = slot; }
  if (armed.slot && armed.target !== null) { send(findMove("queen", armed.slot, armed.target, armed.tslot)); return; }
  ui.redraw();
  if (armed.slot) focusArmed();
}

function slotPickable(seat, slot) {
  if (!asked()) return false;
  const mine = seat === view.viewer;
  if (mine) {
    if ((armed?.verb === "swap" || !armed) && canDo("swap")) return !!findMove("swap", slot);
    if (canDo("queen") && (!armed || armed.verb === "queen")) return !!findMove("queen", slot);
    return false;
  }
  if (!canDo("queen") || (armed && armed.verb !== "queen")) return false;
  if (!armed && canDo("swap")) return false;
  return !!findMove("queen", null, seat, slot);
}

// ------------------------------------------------------------------------------------------ what the viewer was shown
function isFaceUp(index, card) {
  if (!card) return false;
  if (view.round_over || ui.assist()) return true;
  return reveal.get(view.viewer)?.get(index) === card;
}

// A view's fresh cards join its viewer's reveal, noted as each view arrives (also behind the pass-and-play cover,
// so a peek is never lost under it); a move of theirs since (a timeout too, R9) first turns the old ones down.
export function onView(v) {
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
  if (!v || v.round_over || ui.assist()) return false;
  return [...(reveal.get(v.viewer) || [])].some(([index, card]) => v.seats[Math.floor(index / 3)].hand[index % 3] === card);
}

// "I've memorised them", under the viewer's hand while they look at cards they were shown; with a draw timer (R9)
// the note counts down the seconds left of their draw, after which the table moves for them.
let peekBox = null;
function drawPeek() {
  if (!peekBox) {
    const { el } = ui;
    peekBox = el("div", { class: "peek", id: "peek", hidden: true }, el("p", { class: "peek-note", id: "peek-note" }),
      el("button", { type: "button", class: "peek-done", id: "peek-done", "data-testid": "peek-done", "aria-describedby": "peek-note",
                     onclick: () => { reveal.delete(view.viewer); ui.redraw(); } }));
  }
  const on = peeking();
  peekBox.hidden = !on;
  if (!on) return;
  const box = $(`seat-${view.viewer}`);
  if (peekBox.parentNode !== box) box.append(peekBox);
  peekBox.querySelector(".peek-note").textContent = peekSeconds === null ? ui.t("play.peekNote") : ui.fmt("play.peekNoteTimed", { s: peekSeconds });
  peekBox.querySelector(".peek-done").textContent = ui.t("play.memorised");
}

// ------------------------------------------------------------------------------------------ drawing
function slotAria(own, name, slot, words) {
  return ui.fmt(own ? "play.cardAriaOwn" : "play.cardAriaOther", { name, slot: ui.t(SLOT_NAMES[slot]), card: words });
}
const seatName = (s) => view.seats[s].name;

export function draw(box, v, pageUi) {
  ui = pageUi;
  if (ui.readOnly) { drawFrame(box, v); return; }
  view = v;
  if (!box.querySelector("#felt")) build(box);
  const { el, t, fmt, paintCard, cardWords, kindName } = ui;
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
    const seatBox = $(`seat-${s}`);
    const seat = v.seats[s];
    const mine = s === v.viewer;
    seatBox.classList.toggle("you", mine);
    seatBox.classList.toggle("turn", acting === s);
    seatBox.querySelector(".who").textContent = seat.name + (mine ? ` (${t("play.you")})` : "");
    const meta = seatBox.querySelector(".meta");
    meta.replaceChildren(el("span", { class: "badge", text: fmt("play.scoreShort", { n: seat.score }) }));
    if (seat.kind !== "human") meta.append(el("span", { class: "badge", text: kindName(seat.kind) }));
    if (s === v.dealer) meta.append(el("span", { class: "badge", text: t("play.dealer") }));
    if (acting === s) meta.append(el("span", { class: "badge hot", text: t("play.toPlay") }));
    if (v.turn === s && v.owed > 1) {
      // "owes 2 draws": what it means and why (a King, R5.5), on a tap (a box) as well as on hover (title)
      const what = { title: fmt("play.owes", { n: v.owed }), text: fmt("play.owesHelp", { name: seat.name, n: v.owed }), href: "../rules/#R5.5" };
      const badge = el("button", { type: "button", class: "badge hot badge-info", "data-testid": `owes-${s}`, "aria-haspopup": "dialog",
                                   title: what.text, text: what.title, onclick: () => ui.info({ ...what, opener: badge }) });
      meta.append(badge);
    }
    if (v.caller === s) meta.append(el("span", { class: "badge hot", text: t("play.calledCrisp") }));
    if (v.result && v.result.round_winners.includes(s)) meta.append(el("span", { class: "badge win", text: t("play.roundWinner") }));
    const buttons = seatBox.querySelectorAll("button.card");
    const labels = seatBox.querySelectorAll(".slot");
    SLOTS.forEach((slot, i) => {
      const b = buttons[i];
      const index = s * 3 + i;
      const card = seat.hand[i];
      const up = isFaceUp(index, card);
      paintCard(b, card, up);
      b.classList.toggle("fresh", up && !ui.assist() && !v.round_over);
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
  if (v.final_turns) setText($("banner"), fmt("play.finalTurns", { name: seatName(v.caller) }));
  // known total (assist)
  const kt = $("known-total");
  kt.hidden = !ui.assist() || v.round_over;
  kt.textContent = v.unknown_own.length
    ? fmt("play.knownTotalUnknown", { n: v.known_total, slots: v.unknown_own.map((slot) => t(SLOT_LABELS[slot])).join(", ") })
    : fmt("play.knownTotal", { n: v.known_total });
  // moves
  for (const verb of VERBS) {
    const b = $(`action-${verb}`);
    b.querySelector(".label").textContent = t(VERB_TEXT[verb][0]);
    b.disabled = !canDo(verb);
    b.classList.toggle("armed", armed?.verb === verb);
    b.setAttribute("aria-pressed", armed?.verb === verb ? "true" : "false");
  }
  for (const node of box.querySelectorAll("[data-t]")) node.textContent = t(node.dataset.t);
  startWaitShown = startWait();
  drawPeek();
  if (v.result) drawResult(); else $("result").hidden = true;
}

// Keep the focus on the table when the element that had it went away or was disabled.
export function focus(box) {
  const active = document.activeElement;
  const inTable = active && (active.closest?.("#game") || active === document.body);
  if (!inTable || !(active === document.body || active === box || active.disabled || active.closest("[hidden]"))) return;
  if (view.round_over) { $("next-round").focus(); return; }
  if (armed) { focusArmed(); return; }
  const first = VERBS.map((verb) => $(`action-${verb}`)).find((b) => !b.disabled);
  if (first) first.focus();
}

// A tap the table cannot take now (play.js shows the line next to the finger): why, in one short sentence; null when
// the tap was fine (a card to pick, a button to press) or there is nothing to say (the round is over).
export function refusal(button, v) {
  if (!v || v.round_over || ui.readOnly) return null;
  const { t, fmt } = ui;
  const isSlot = /^slot-\d+-[LMR]$/.test(button.dataset.testid || "");
  if (!(button.disabled || (isSlot && !button.classList.contains("pick")))) return null;
  if (!asked()) return forcedKing() ? null : waitLine(v, ui, v.waiting ?? v.turn);
  if (armed) return t(armed.verb === "swap" ? "play.armSwap" : armed.slot ? "play.armQueenOther" : "play.armQueenOwn");
  const words = { crisp: t("play.verb.crisp"), pass: t("play.verb.pass"), discard: t("play.verb.discard") };
  if (v.window === v.viewer && v.moves.some((m) => m.verb === "crisp")) return fmt("play.tap.call", words);
  if (v.holding) return fmt(v.held_from_discard ? "play.tap.holdTaken" : canDo("swap") ? "play.tap.hold" : "play.tap.holdSpecial", words);
  if (startWait()) return null;  // R10: the clock line says when you may draw
  return t(canDo("take") ? "play.tap.drawOrTake" : "play.tap.draw");
}

export function status(v) {
  const { t, fmt, cardFace } = ui;
  let text;
  let state = "playing";
  if (v.round_over) {
    text = v.match_over ? t("play.matchOver") : fmt("play.roundOver", { n: v.round });
    state = v.match_over ? "match-over" : "round-over";
  } else if (asked()) {
    const name = seatName(v.viewer);
    state = "your-turn";
    // a swap or a Queen waiting for its card: what to tap, and with a keyboard its keys
    const [arm, keys] = armed?.verb === "swap" ? ["play.armSwap", "play.armSwapKeys"] : armed?.verb !== "queen" ? []
      : armed.slot ? ["play.armQueenOther", "play.armQueenOtherKeys"] : ["play.armQueenOwn", "play.armQueenOwnKeys"];
    if (arm) text = t(arm) + (keysShown() ? t(keys) : "");
    else if (v.window === v.viewer && v.moves.some((m) => m.verb === "crisp")) {
      const key = !v.clock ? "play.promptWindow" : v.phase === "late_call" ? "play.promptLateCall" : "play.promptWindowTimed";
      text = fmt(key, { name, other: seatName(v.turn) });
    } else if (v.holding) {
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
  } else if (v.window !== null && v.phase === "crisp_window") {
    text = fmt("play.othersWindow", { name: seatName(v.window) });
    state = "waiting";
  } else {
    text = fmt(v.final_turns ? "play.othersTurnFinal" : "play.othersTurn", { name: seatName(v.turn) });
    state = "waiting";
  }
  if (!keysShown() && state === "your-turn") text = text.replace(/ \([A-Z]\)/g, "");  // "(D)": a key a phone has not
  return { text, state };
}

// A round's end as a table (the live table's and a replay's): each seat's cards, total, round score with its reason
// (R11.1, R11.2: the caller's +-5 explained) and match total, its header first.  The reason and the cards' total are
// written twice, in their columns and under the name and the cards: a phone shows the second ones instead of the
// columns (play.css), so that the table fits its width; one of each is always display: none, so a screen reader
// reads it once.
function scoreRows(result, totals) {
  const { el, t } = ui;
  const columns = ["play.colPlayer", "play.colCards", "play.colTotal", "play.colRound", "play.colWhy", "play.colMatch"];
  const narrow = { "play.colWhy": "why", "play.colTotal": "total" };  // the columns a phone shows elsewhere
  return [el("tr", {}, ...columns.map((k) => el("th", { scope: "col", class: narrow[k] ?? null, text: t(k) }))),
    ...result.rows.map((row) => {
    const winner = result.round_winners.includes(row.seat);
    return el("tr", { class: winner ? "winner" : null },
      el("th", { scope: "row" }, row.name, winner ? el("span", { class: "badge win", text: `★ ${t("play.roundWinner")}` }) : null,
         row.called ? el("div", { class: "badge", text: t("play.calledCrisp") }) : null,
         el("div", { class: "why-under", text: whyText(row) })),
      el("td", { class: "cards" }, ...row.cards.map(ui.miniCard), el("div", { class: "total-under", text: `= ${row.total}` })),
      el("td", { class: "total", text: String(row.total) }), el("td", { text: String(row.score) }),
      el("td", { class: "why", text: whyText(row) }), el("td", { text: String(totals[row.seat]) }));
  })];
}

// A text set only when it changed: the rule IDs' buttons in it (rulerefs.js) stay, with the focus on one of them.
function setText(node, text) { if (node.textContent !== text) node.textContent = text; }

// Who won the round, with their score: "Ben wins the round with 4 points." (R11.3: every lowest score wins)
function winnerLine(res, nameOf) {
  const score = res.rows.find((row) => row.seat === res.round_winners[0]).score;
  const names = new Intl.ListFormat(window.CrispI18n.lang(), { type: "conjunction" }).format(res.round_winners.map(nameOf));
  return res.round_winners.length > 1 ? plural(ui, "play.roundWonShared", score, { names })
    : plural(ui, "play.roundWon", score, { names });
}

function whyText(row) {
  if (!row.called) return ui.t("play.whyPlain");
  return ui.fmt(row.strictly_lowest ? "play.whyCalledLow" : "play.whyCalledHigh", { t: row.total, o: row.lowest_other, s: row.score });
}

function drawResult() {
  const { el, t, fmt } = ui;
  const v = view;
  const res = v.result;
  $("result").hidden = false;
  $("result-h").textContent = fmt("play.roundTitle", { n: v.round });
  $("scores").replaceChildren(...scoreRows(res, v.totals));
  const hist = $("history");
  hist.replaceChildren(el("tr", {}, el("th", { scope: "col", text: t("play.colRoundN") }), ...v.seats.map((s) => el("th", { scope: "col", text: s.name }))));
  v.history.forEach((scores, r) => hist.append(el("tr", {}, el("th", { scope: "row", text: String(r + 1) }), ...scores.map((x) => el("td", { text: String(x) })))));
  hist.append(el("tr", {}, el("th", { scope: "row", text: t("play.totalRow") }), ...v.totals.map((x) => el("td", {}, el("strong", { text: String(x) })))));
  setText($("round-winner"), winnerLine(res, seatName));
  // each person's own result in plain words: "You: 13 points this round (match total: 42)"; with several people at
  // the device (pass-and-play) each by name
  const humans = v.seats.map((seat, s) => s).filter((s) => v.seats[s].kind === "human");
  const lines = humans.map((s) => {
    const row = res.rows.find((r) => r.seat === s);
    if (humans.length > 1) return plural(ui, "play.seatRound", row.score, { name: seatName(s), total: v.totals[s] });
    const won = v.match_over && v.winners.includes(s) ? ` ${t("play.youWonMatch")}`
      : res.round_winners.includes(s) ? ` ${t("play.youWonRound")}` : "";
    return plural(ui, "play.youRound", row.score, { total: v.totals[s] }) + won;
  });
  const youLines = $("you-lines");
  if (youLines.textContent !== lines.join("")) youLines.replaceChildren(...lines.map((line) => el("li", { text: line })));
  const parts = res.caller === null ? [t("play.noCaller")] : [];
  // the caller's -5 or +5 (R11.2) said here too: on a phone the table's "why" column is a swipe away
  const caller = res.rows.find((row) => row.called);
  if (caller) parts.push(`${caller.name}: ${whyText(caller)}`);
  if (v.match_over) {
    const names = v.winners.map(seatName).join(" & ");
    parts.unshift(fmt(v.winners.length > 1 ? "play.verdictShared" : "play.verdictOne", { names, n: v.totals[v.winners[0]] }));
  } else parts.push(fmt("play.matchGoesOn", { t: v.target }));
  const verdict = parts.join(" ");
  setText($("verdict"), verdict);
  $("next-round").textContent = t(v.match_over ? "play.newMatchNow" : "play.nextRound");
  $("result-new-match").hidden = v.match_over;  // at the match's end "New match" above does it: one button
}

// On a phone (issue 19): the viewer's cards and the moves bar to keep in view; at a round's end its result.
export function fit(v) {
  return { cards: $(`seat-${v.viewer}`), bar: $("actions"), result: v.round_over ? $("result") : null };
}

// ------------------------------------------------------------------------------------------ clock (R9, R10)
// With a draw timer each view carries the seconds left (view.clock, from crisp_core.crisp.web's clock_view); the
// page counts them down between views (ui.clockLeft). The clock that matters most to the viewer: their crisp window,
// their wait to start, their draw; else another's.
const startWait = () => !!view?.clock?.start && view.clock.start.seat === view.viewer && ui.clockLeft(view.clock.start) > 0;

function clockLine() {
  const c = view?.clock;
  if (!c || view.round_over) return null;
  const order = ["crisp", "start", "draw"].filter((k) => c[k] && (k !== "start" || ui.clockLeft(c[k]) > 0));
  const kind = order.find((k) => c[k].seat === view.viewer) || order[0];
  return kind ? { kind, entry: c[kind], own: c[kind].seat === view.viewer } : null;
}

// Draw the clock line (#clock); true while a clock runs. The peek's note counts down the viewer's own draw (R9);
// when it runs out the table moves for them: face down.
export function clock(v, pageUi) {
  ui = pageUi;
  if (ui.readOnly || v !== view) return false;
  const line = clockLine();
  if (!line) { drawLeftShown = null; drawPeekClock(null); return false; }
  const { kind, entry, own } = line;
  const left = Math.min(ui.clockLeft(entry), entry.total);
  const key = own && kind === "crisp" && entry.late ? "play.clockLate" : CLOCK_KEYS[kind][own ? 0 : 1];
  const s = kind === "draw" ? String(Math.ceil(left)) : ui.decimal(left);
  $("clock-text").textContent = ui.fmt(key, { s, name: seatName(entry.seat) });
  $("clock-fill").style.width = `${(100 * left / entry.total).toFixed(1)}%`;
  $("clock").dataset.kind = kind;
  $("clock").dataset.urgency = kind !== "draw" ? "short" : left <= 5 ? "urgent" : left <= 10 ? "low" : "";
  if (own && kind === "draw") {
    for (const n of [10, 5]) if (drawLeftShown !== null && drawLeftShown > n && left <= n) ui.announce(ui.fmt("play.clockAnnounce", { n }));
    drawLeftShown = left;
  } else drawLeftShown = null;
  drawPeekClock(own && kind === "draw" ? left : null);
  if (startWait() !== startWaitShown) { startWaitShown = !startWaitShown; ui.redraw(); }  // the draw opens (R10)
  return true;
}

function drawPeekClock(left) {
  const seconds = left === null ? null : Math.ceil(left);
  if (seconds === peekSeconds) return;
  peekSeconds = seconds;
  if (!view) return;
  if (seconds === 0 && reveal.delete(view.viewer)) ui.redraw(); else drawPeek();
}

// ------------------------------------------------------------------------------------------ keys
export function key(event, v) {
  const k = event.key.toUpperCase();
  if (k === "ESCAPE" && armed) { armed = null; ui.redraw(); return true; }
  if (armed && SLOTS.includes(k)) {
    onSlot(v.viewer, k);
    return true;
  }
  const verb = VERBS.find((name) => VERB_TEXT[name][1] === k);
  if (!verb) return false;
  onVerb(verb);
  if (!armed) setTimeout(() => focus($("xtable")), 0);
  return true;
}

export function coach(box, data) {
  drawCoach(box, data, ui.fmt, window.CrispI18n.lang());
}

// ------------------------------------------------------------------------------------------ a recorded match
function drawFrame(felt, f) {
  const { el, t, fmt, paintCard, cardWords } = ui;
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
}

// The sentences of a recorded step: a round's deal first says which round starts.
export function frameLines(f, pageUi) {
  return f.action === null ? [pageUi.fmt("play.replayStart", { r: f.round }), ...f.lines] : f.lines;
}

// At a round's end: every score with its reason, as the live table gives it (drawResult).
export function frameResult(f, pageUi) {
  ui = pageUi;
  if (!f.result) return [];
  const { el, t, fmt } = ui;
  const r = f.result;
  const table = el("table", { class: "scores", "data-testid": "replay-scores" }, ...scoreRows(r, f.totals));
  const verdict = (r.caller === null ? t("play.noCaller") + " " : "") + winnerLine(r, (s) => f.seats[s].name);
  // a table wider than a phone scrolls in its own box, reachable by keyboard and named, as the live result's
  return [el("div", { class: "scroll", tabindex: "0", role: "region", "aria-label": fmt("play.roundTitle", { n: f.round }) }, table),
          el("p", { class: "verdict", text: verdict })];
}

// What a record's last step says of the match (crisp_core.tables.final_data): its winners (R11.5), or who leads.
export function finalLines(end, names, pageUi) {
  if (end.over) return [pageUi.fmt(end.winners.length > 1 ? "play.verdictShared" : "play.verdictOne", { names, n: end.points })];
  return names ? [pageUi.fmt("play.replayLeading", { names, n: end.points })] : [];
}

