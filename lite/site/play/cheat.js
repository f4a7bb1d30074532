// The play page's table for Cheat (docs/CHEAT.md), drawn from crisp_core.cheat.web.CheatTable.page_view; see tables.js
// for what every game's module exports.
import { selected, clearSelection, rankText, seatName, mini, backs, seatBox, handBox, resultBox, plural, replayFelt, waitLine } from "./tables.js";

export const title = "play.game.cheat";
export const line = "play.game.cheatLine";
export const howTo = ["play.cheat.howTo.1", "play.cheat.howTo.2", "play.cheat.howTo.3"];
export const rulesLink = ["../rules/cheat/", "play.rulesLink.cheat"];
let keptReveal = null;  // the last challenge's cards turned up, kept on screen until this device's next play

// The challenge window's length (C4.1): the lengths of the worker's catalogue (crisp_core.games: cheat's options).
export function options(entry, ui) {
  const { el, fmt } = ui;
  const lengths = entry.options.find((o) => o.name === "window");
  return el("div", { id: "opts-cheat" },
    el("label", { class: "row" }, el("span", { "data-t": "play.cheat.window" }), " ",
       el("select", { id: "cheat-window" }, ...lengths.values.map((n) => new Option(fmt("play.timerSeconds", { n }), String(n))))),
    el("p", { class: "desc", "data-t": "play.cheat.windowHelp" }));
}
export function fillOptions(ui) {
  for (const o of document.getElementById("cheat-window").options) o.textContent = ui.fmt("play.timerSeconds", { n: o.value });
}
export function showOptions(s, entry) {
  const lengths = entry.options.find((o) => o.name === "window");
  document.getElementById("cheat-window").value = String(lengths.values.includes(Number(s.window)) ? Number(s.window) : lengths.default);
}
export function readOptions() {
  const seconds = Number(document.getElementById("cheat-window").value);
  return { settings: { window: seconds }, options: { window: seconds } };
}
export function reset() { keptReveal = null; clearSelection(); }

// The cards a challenge turned up (C4.2) stay on screen until this device's next play, even when the bots play on at
// once (the table shows them only until the next play).
export function onView(v, extra) {
  if (extra.fresh) keptReveal = null;
  if (v.revealed) keptReveal = v.revealed; else if (keptReveal) v.revealed = { ...keptReveal, kept: true };
}

// Letter keys, the same in every language: P plays the selection, D calls "Cheat!", A accepts a last play (C5.1);
// a rank's key (A, 2-9, 0 or T for 10, J, Q, K) picks one more card of that rank, or drops them all when every one is
// picked; R picks the cards of the rank asked for (up to 4); Escape drops the selection.  A means accept only while
// an accept is offered (there is no play to make then).
const KEYS = { play: "P", doubt: "D", accept: "A", rank: "R", clear: "Escape" };
const rankKey = (r) => (r === "T" ? "0" : r);  // the key shown for a rank
const RANK_OF_KEY = { ...Object.fromEntries([..."A23456789JQK"].map((r) => [r, r])), 0: "T", T: "T" };
const withKey = (ui, text, key) => [ui.el("span", { text }), ui.el("kbd", { "aria-hidden": "true", text: key })];

// A claim in words: "one 7", "two 7s", "duas cartas 7" (C3.2; the count is 1 to 4).
const COUNT_WORDS = { 2: "play.cheat.count.2", 3: "play.cheat.count.3", 4: "play.cheat.count.4" };
function claimText(ui, count, rank) {
  return plural(ui, "play.cheat.claimOf", count, { count: COUNT_WORDS[count] ? ui.t(COUNT_WORDS[count]) : String(count), rank: rankText(rank) });
}

function cheatWindow(v) {  // the challenge window (C4.1) now, or null
  return v && v.game === "cheat" && v.clock && v.clock.window ? v.clock.window : null;
}

export function draw(box, v, ui, redraw) {
  const { el, t, fmt } = ui;
  replayFelt(box, ui);
  const me = v.viewer;
  const over = v.phase === "over";
  const myTurn = !over && v.waiting === me && v.moves.play && ui.canAct();
  const seats = el("div", { class: "seats" });
  v.seats.forEach((seat, s) => {
    const badges = [[fmt("play.cheat.wins", { n: v.wins[s] }), ""]];
    if (s === v.dealer) badges.push([t("play.dealer"), ""]);
    if (!over && v.turn === s && v.phase === "play") badges.push([t("play.toPlay"), "hot"]);
    if (v.moves.accept === s || (v.phase === "answer" && v.waiting === s)) badges.push([t("play.cheat.answering"), "hot"]);
    if (v.result && v.result.winner === s) badges.push([t("play.cheat.winner"), "win"]);
    seats.append(seatBox(v, s, ui, badges));
  });

  const pile = el("div", { class: "xpile", "data-testid": "pile" }, backs(v.pile, ui),
                  el("span", { class: "pile-label", text: fmt("play.cheat.pile", { n: v.pile }) }));
  const rank = el("div", { class: "xrank", "data-testid": "rank" },
                  el("span", { class: "xrank-label", text: t("play.cheat.rankNow") }),
                  el("span", { class: "xrank-value", text: rankText(v.rank) }));
  const centre = el("div", { class: "xcentre" }, over ? null : rank, pile);
  if (v.last_claim) {
    const c = v.last_claim;
    centre.append(el("div", { class: "xclaim", "data-testid": "claim" },
      el("span", { class: "xclaim-cards" }, ...Array.from({ length: c.count }, () => el("span", { class: "card back mini", "aria-hidden": "true" }))),
      el("span", { text: fmt("play.cheat.claim", { name: seatName(v, c.seat), claim: claimText(ui, c.count, c.rank) }) })));
  }
  const felt = el("div", { class: "felt xfelt" }, seats, centre);
  if (v.revealed) {
    const r = v.revealed;
    felt.append(el("div", { class: `xreveal ${r.bluff ? "bluff" : "true"}${r.kept ? " kept" : ""}`, "data-testid": "revealed" },
      el("p", { text: fmt("play.cheat.doubted", { challenger: seatName(v, r.challenger), declarer: seatName(v, r.declarer) }) }),
      el("div", { class: "xreveal-cards" }, ...r.cards.map((card) => mini(card, ui))),
      el("p", { class: "xreveal-verdict", text: fmt(r.bluff ? "play.cheat.bluff" : "play.cheat.honest", { taker: seatName(v, r.taker) }) })));
  }

  // the moves: play (1-4 selected cards), "Cheat!" per human seat that may doubt, accept (C5.1)
  const moves = el("div", { class: "xactions", role: "group", "aria-label": t("play.movesTitle") });
  const hasHand = !ui.readOnly && me !== null && !!v.seats[me].hand;
  if (hasHand && v.phase === "play") {  // not while answers are asked (C5.1): only "Cheat!" or accept then
    const n = selected.size;
    const playB = el("button", { type: "button", class: "primary", id: "cheat-play", "data-testid": "cheat-play", "data-key": "play",
                                 disabled: !(myTurn && n >= 1 && n <= 4), "aria-keyshortcuts": KEYS.play,
                                 onclick: () => { if (myTurn && n >= 1 && n <= 4) { const cards = [...selected]; clearSelection(); keptReveal = null; ui.act(`${me} play ${cards.join(" ")}`); } } },
                     ...withKey(ui, n ? fmt("play.cheat.playN", { claim: claimText(ui, n, v.rank) }) : fmt("play.cheat.playNone", { rank: rankText(v.rank) }), KEYS.play));
    moves.append(playB);
  }
  const several = v.humans.length > 1;
  const keyed = keyedDoubter(v);  // D calls for the seat on screen (else the first who may)
  for (const d of v.moves.doubters || []) {
    const text = several ? fmt("play.cheat.callNamed", { name: seatName(v, d) }) : t("play.cheat.call");
    moves.append(el("button", { type: "button", class: "cheat-call", "data-testid": `doubt-${d}`, "data-key": `doubt-${d}`,
                                disabled: !ui.canAct(), "aria-keyshortcuts": d === keyed ? KEYS.doubt : null,
                                onclick: () => ui.act(`${d} doubt`) }, ...(d === keyed ? withKey(ui, text, KEYS.doubt) : [el("span", { text })])));
  }
  if (v.moves.accept !== null && v.moves.accept !== undefined) {
    const a = v.moves.accept;
    moves.append(el("button", { type: "button", "data-testid": `accept-${a}`, "data-key": `accept-${a}`, disabled: !ui.canAct(),
                                "aria-keyshortcuts": KEYS.accept, onclick: () => ui.act(`${a} accept`) },
                    ...withKey(ui, several ? fmt("play.cheat.acceptNamed", { name: seatName(v, a) }) : t("play.cheat.accept"), KEYS.accept)));
  }
  const win = cheatWindow(v);
  if (win) {
    moves.append(el("div", { class: "xwindow", "data-testid": "window" },
      el("span", { id: "cheat-clock-text" }),
      el("span", { class: "clock-bar", "aria-hidden": "true" }, el("span", { id: "cheat-clock-fill" }))));
  }
  const parts = [felt];
  if (hasHand && !(over && !v.seats[me].count)) {
    const hand = handBox(v, ui, myTurn, redraw, 4);
    if (myTurn) for (const b of hand.querySelectorAll(".xhand button")) b.setAttribute("aria-keyshortcuts", rankKey(b.dataset.testid[5]));
    parts.push(hand);
    if (myTurn) parts.push(el("p", { class: "xhint", text: fmt("play.cheat.hint", { rank: rankText(v.rank) }) }),
                           el("p", { class: "xhint xkeys", "data-testid": "cheat-keys", text: fmt("play.cheat.keysHint", { rank: rankText(v.rank) }) }));
  }
  if (!ui.readOnly) parts.push(moves);
  if (v.result) {
    const title = fmt("play.cheat.resultTitle", { n: v.number, name: v.result.name });
    const lines = [fmt("play.cheat.resultLine", { name: v.result.name }),
                   fmt("play.cheat.winsSoFar", { list: v.seats.map((seat, s) => fmt("play.cheat.winsOf", { name: seat.name, n: v.wins[s] })).join(" · ") })];
    parts.push(resultBox(ui, title, lines, t(v.match_over ? "play.newMatchNow" : "play.cheat.nextGame"), v.match_over ? ui.newMatch : ui.next));
  }
  box.replaceChildren(...parts);
}

// A tap the table cannot take now (play.js shows the line next to the finger): a card or "Jogar" while another player
// is to play, a fifth card (C3.2: 1 to 4 cards), "Jogar" with no card chosen; null when the tap was fine.
export function refusal(button, v, ui) {
  if (ui.readOnly || v.phase === "over") return null;
  const inHand = !!button.closest(".xhand");
  if (inHand && !button.disabled) return !button.classList.contains("sel") && selected.size >= 4 ? ui.t("play.cheat.tapMax") : null;
  if (!(inHand || button.id === "cheat-play") || !button.disabled) return null;
  const myTurn = v.waiting === v.viewer && v.moves.play && ui.canAct();
  if (!myTurn) return waitLine(v, ui, v.waiting ?? v.turn);
  return ui.t(selected.size ? "play.cheat.tapMax" : "play.cheat.tapPick");
}

export function status(v, ui) {
  const { t, fmt } = ui;
  const me = v.viewer;
  if (v.phase === "over") return { text: fmt("play.cheat.over", { n: v.number }), state: v.match_over ? "match-over" : "round-over" };
  if (v.moves.accept === me && ui.canAct()) {
    const c = v.last_claim;
    return { text: fmt("play.cheat.promptAnswer", { name: seatName(v, me), declarer: c ? seatName(v, c.seat) : "" }), state: "your-turn" };
  }
  if (v.waiting === me && v.moves.play && ui.canAct()) {
    const key = cheatWindow(v) ? "play.cheat.promptPlayWindow" : "play.cheat.promptPlay";
    return { text: fmt(key, { name: seatName(v, me), rank: rankText(v.rank) }), state: "your-turn" };
  }
  const win = cheatWindow(v);
  if (win && v.last_claim) {
    const c = v.last_claim;
    const key = (v.moves.doubters || []).length ? "play.cheat.windowOpen" : "play.cheat.windowOthers";
    return { text: fmt(key, { name: seatName(v, c.seat), claim: claimText(ui, c.count, c.rank) }), state: "window" };
  }
  if (v.phase === "answer") {
    const asked = v.waiting !== null ? v.waiting : v.moves.accept;
    return { text: fmt("play.cheat.othersAnswer", { name: asked !== null && asked !== undefined ? seatName(v, asked) : "" }), state: "waiting" };
  }
  return { text: fmt("play.othersTurn", { name: seatName(v, v.turn) }), state: "waiting" };
}

// The seat whose "Cheat!" button the D key presses: the seat on screen if it may call, else the first that may.
function keyedDoubter(v) {
  const doubters = v.moves.doubters || [];
  return doubters.includes(v.viewer) ? v.viewer : doubters.length ? doubters[0] : null;
}

// A key as the table reads it: the digit keys by their place (so a French AZERTY keyboard needs no Shift), letters in
// capitals, other keys by name.
function keyOf(event) {
  const digit = /^(?:Digit|Numpad)(\d)$/.exec(event.code || "");
  if (digit) return digit[1];
  return event.key.length === 1 ? event.key.toUpperCase() : event.key;
}

// Press one of the table's buttons (found afresh: each press redraws the table); true if it was there and enabled.
function press(selector) {
  const button = document.querySelector(`#xtable ${selector}`);
  if (!button || button.disabled) return false;
  button.click();
  return true;
}

// Letter keys on Cheat's table (KEYS); returns true when the key was used (play.js then stops the browser's own use of it).
export function key(event, v, ui) {
  if (event.repeat || !ui.canAct()) return false;
  const key = keyOf(event);
  if (key === KEYS.doubt) return keyedDoubter(v) !== null && press(`[data-testid=doubt-${keyedDoubter(v)}]`);
  if (key === KEYS.accept && v.moves.accept !== null && v.moves.accept !== undefined) return press(`[data-testid=accept-${v.moves.accept}]`);
  if (key === KEYS.play) return press("[data-testid=cheat-play]");
  if (!(v.waiting === v.viewer && v.moves.play) || !v.seats[v.viewer].hand) return false;
  const hand = v.seats[v.viewer].hand;
  const toggle = (card) => press(`.xhand [data-testid="hand-${card}"]`);
  if (key === KEYS.clear) {
    if (!selected.size) return false;
    for (const card of [...selected]) toggle(card);
    return true;
  }
  if (key === KEYS.rank) {  // the true cards: every card of the rank asked for, up to 4 (C3.2)
    for (const card of [...selected]) toggle(card);
    for (const card of hand.filter((c) => c[0] === v.rank).slice(0, 4)) toggle(card);
    return true;
  }
  const rank = RANK_OF_KEY[key];
  if (!rank) return false;
  const ofRank = hand.filter((c) => c[0] === rank);
  if (!ofRank.length) return true;  // no card of that rank: nothing to pick, but the key is the table's
  const next = ofRank.find((c) => !selected.has(c));
  if (next && selected.size < 4) toggle(next);
  else for (const card of ofRank.filter((c) => selected.has(c))) toggle(card);
  return true;
}

// The coach's panel for Cheat (crisp_core.cheat.coach.coach_report, for the seat on screen): the chance that the open
// claim is true as a big number with its reasons in words, then what the counting bot would do and why.
export function coach(box, data, ui) {
  const { el, t, fmt } = ui;
  const parts = [];
  if (data.claim) {
    const c = data.claim;
    parts.push(el("div", { class: "coach-lowest" },
      el("p", { class: "coach-label", text: t("play.cheat.coachChance") }),
      el("p", { class: "coach-big", "data-testid": "coach-chance", "data-plays": String(c.plays), text: fmt("play.coachPercent", { p: c.percent }) }),
      el("p", { class: "coach-note", text: t("play.cheat.coachExact") })));
    parts.push(el("p", { class: "coach-claim", "data-testid": "coach-claim", text: c.text }));
  }
  parts.push(el("p", { class: "coach-advice", "data-testid": "coach-advice", "data-move": data.advice ? data.advice.move : "",
                       text: data.advice ? data.advice.text : data.text }));
  box.replaceChildren(...parts);
}

// The challenge window's clock (C4.1): the sticky clock line and the bar beside the "Cheat!" buttons count down.
export function clock(v, ui) {
  const win = ui.readOnly ? null : cheatWindow(v);
  if (!win) return false;
  const left = Math.min(ui.clockLeft(win), win.total);
  const own = win.declarer === v.viewer;  // the viewer's own play: the others may call
  const width = `${(100 * left / win.total).toFixed(1)}%`;
  const $ = (id) => document.getElementById(id);
  $("clock-text").textContent = ui.fmt(own ? "play.cheat.clockOwn" : "play.cheat.clock", { s: ui.decimal(left), name: seatName(v, win.declarer) });
  $("clock-fill").style.width = width;
  $("clock").dataset.kind = "window";
  $("clock").dataset.urgency = "short";
  const short = $("cheat-clock-text");
  if (short) { short.textContent = ui.fmt("play.cheat.clockShort", { s: ui.decimal(left) }); $("cheat-clock-fill").style.width = width; }
  return true;
}

// Pass-and-play: while the table is covered, a challenge window may be open (C4.1); the people at the table may still
// call "Cheat!" from the cover (it shows no cards).
export function coverExtra(box, v, ui) {
  const { el, fmt } = ui;
  const win = cheatWindow(v);
  if (!win || !(v.moves.doubters || []).length || !v.last_claim) { box.replaceChildren(); return; }
  const c = v.last_claim;
  box.replaceChildren(el("p", { text: fmt("play.cheat.windowOpen", { name: v.seats[c.seat].name, claim: claimText(ui, c.count, c.rank) }) }),
    ...v.moves.doubters.map((d) => el("button", { type: "button", class: "cheat-call", "data-testid": `cover-doubt-${d}`,
      text: fmt("play.cheat.callNamed", { name: v.seats[d].name }), onclick: () => ui.act(`${d} doubt`) })));
}

export function fit() {
  const box = document.getElementById("xtable");
  return { cards: box.querySelector(".xhand-box"), bar: box.querySelector(".xactions"), result: null };
}

// A record's last step (crisp_core.tables.final_data): C5.3, a match counts each seat's wins.
export function finalLines(end, names, ui) {
  return [names ? ui.fmt("play.cheat.replayWinners", { names, n: end.points }) : ui.t("play.cheat.replayNoWins")];
}
