// The play page's tables for Cheat (docs/CHEAT.md) and Crisps (docs/CRISPS.md): drawn from the worker's views
// (crisp_core.cheat.web.CheatTable / crisp_core.crisps.web.CrispsTable .page_view), a new drawing per view.
// Names and every text from Python are set with textContent (el's "text"), never as markup.
// play.js hands in `ui`: {t, fmt, el, cardFace, cardWords, act(text), canAct(), next(), newMatch(), shownViewer, readOnly}.
// With ui.readOnly (a recorded match, crisp_core.cheat.webreplay / crisp_core.crisps.webreplay) nothing is clickable:
// every hand the frame shows is drawn in its seat, and there are no moves and no buttons.

const RANK_WORDS = { T: "10" };
const rankText = (r) => RANK_WORDS[r] || r;
const CRISPS_KINDS = {
  single: "play.crisps.kind.single", pair: "play.crisps.kind.pair", run: "play.crisps.kind.run",
  run_of_pairs: "play.crisps.kind.run_of_pairs", three: "play.crisps.kind.three", four: "play.crisps.kind.four",
};
const KIND_NAMES = { random: "play.kind.random", counting: "play.kind.counting" };

// the cards the viewer has selected (N1 text), kept across views while they stay in the hand
const selected = new Set();
let selectedFor = null;  // the seat whose selection it is
export function clearSelection() { selected.clear(); selectedFor = null; }

function face(node, card, ui) {
  node.dataset.face = ui.cardFace(card);
  if ("dh".includes(card[1])) node.classList.add("red");
  return node;
}
function mini(card, ui, extra = "") {
  return face(ui.el("span", { class: `card mini${extra}`, role: "img", "aria-label": ui.cardWords(card) }), card, ui);
}
function backs(n, ui) {  // a small stack of face-down cards (at most 3 drawn) for a count
  const stack = ui.el("span", { class: "stack", "aria-hidden": "true" });
  for (let i = 0; i < Math.min(3, n); i++) stack.append(ui.el("span", { class: "card back mini" }));
  if (n === 0) stack.append(ui.el("span", { class: "card empty mini" }));
  return stack;
}
const seatName = (v, s) => v.seats[s].name;

function seatBox(v, s, ui, badges, extra = null) {
  const { el, t, fmt } = ui;
  const seat = v.seats[s];
  const mine = !ui.readOnly && s === v.viewer;
  const meta = el("div", { class: "meta" });
  if (seat.kind !== "human" && seat.kind !== "record") meta.append(el("span", { class: "badge", text: t(KIND_NAMES[seat.kind] || "play.kind.random") }));
  for (const [text, cls] of badges) meta.append(el("span", { class: `badge${cls ? ` ${cls}` : ""}`, text }));
  return el("section", { class: `seat${mine ? " you" : ""}${v.turn === s && v.phase !== "over" && v.phase !== "answer" ? " turn" : ""}`,
                         "aria-label": seat.name, "data-testid": `xseat-${s}` },
    el("div", { class: "who", text: seat.name + (mine ? ` (${t("play.you")})` : "") }), meta,
    el("div", { class: "count" }, backs(seat.count, ui), el("span", { text: fmt("play.cardsCount", { n: seat.count }) })),
    ui.readOnly && seat.hand ? el("div", { class: "xseat-hand", "data-testid": `replay-hand-${s}`, role: "group", "aria-label": fmt("play.handOf", { name: seat.name }) },
                                  ...seat.hand.map((c) => mini(c, ui))) : null,
    extra);
}

// The viewer's hand: each card a button (Enter/Space selects); `pickable` says whether selecting is possible now.
function handBox(v, ui, pickable, onChange, max) {
  const { el, t, fmt } = ui;
  const hand = v.seats[v.viewer].hand || [];
  if (selectedFor !== v.viewer) { selected.clear(); selectedFor = v.viewer; }
  for (const c of [...selected]) if (!hand.includes(c) || !pickable) selected.delete(c);
  const row = el("div", { class: "xhand", role: "group", "aria-label": t("play.yourHand") });
  for (const card of hand) {
    const on = selected.has(card);
    const b = el("button", { type: "button", class: `card${on ? " sel" : ""}${pickable ? " selectable" : ""}`,
                             "data-testid": `hand-${card}`, "data-key": `hand-${card}`, "aria-pressed": on ? "true" : "false",
                             "aria-label": ui.cardWords(card), disabled: !pickable,
                             onclick: () => {
                               if (!pickable) return;
                               if (selected.has(card)) selected.delete(card);
                               else if (!max || selected.size < max) selected.add(card);
                               onChange();
                             } });
    row.append(face(b, card, ui));
  }
  return el("section", { class: "xhand-box", "aria-labelledby": "xhand-h" },
    el("h3", { id: "xhand-h", text: fmt("play.yourHandN", { n: hand.length }) }), row);
}

function resultBox(ui, title, lines, nextLabel, onNext) {
  const { el, t } = ui;
  const verdict = [el("h2", { id: "xresult-h", text: title }), ...lines.map((line) => el("p", { class: "verdict", text: line }))];
  if (ui.readOnly) return el("section", { class: "xresult", "aria-labelledby": "xresult-h", "data-testid": "xresult" }, ...verdict);
  return el("section", { class: "xresult", "aria-labelledby": "xresult-h", "data-testid": "xresult" }, ...verdict,
    el("button", { type: "button", class: "primary", id: "xnext", "data-testid": "next", "data-key": "next", text: nextLabel, onclick: onNext }),
    el("button", { type: "button", "data-key": "new", text: t("play.newMatch"), onclick: () => ui.newMatch() }));
}

// ---------------------------------------------------------------------------------------------------- Cheat
export function cheatWindow(v) {  // the challenge window (C4.1) now, or null
  return v && v.game === "cheat" && v.clock && v.clock.window ? v.clock.window : null;
}

export function drawCheat(box, v, ui, redraw) {
  const { el, t, fmt } = ui;
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
      el("span", { text: fmt("play.cheat.claim", { name: seatName(v, c.seat), n: c.count, rank: rankText(c.rank) }) })));
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
                                 disabled: !(myTurn && n >= 1 && n <= 4),
                                 text: n ? fmt("play.cheat.playN", { n, rank: rankText(v.rank) }) : fmt("play.cheat.playNone", { rank: rankText(v.rank) }),
                                 onclick: () => { if (myTurn && n >= 1 && n <= 4) { const cards = [...selected]; clearSelection(); ui.act(`${me} play ${cards.join(" ")}`); } } });
    moves.append(playB);
  }
  const several = v.humans.length > 1;
  for (const d of v.moves.doubters || []) {
    moves.append(el("button", { type: "button", class: "cheat-call", "data-testid": `doubt-${d}`, "data-key": `doubt-${d}`,
                                disabled: !ui.canAct(),
                                text: several ? fmt("play.cheat.callNamed", { name: seatName(v, d) }) : t("play.cheat.call"),
                                onclick: () => ui.act(`${d} doubt`) }));
  }
  if (v.moves.accept !== null && v.moves.accept !== undefined) {
    const a = v.moves.accept;
    moves.append(el("button", { type: "button", "data-testid": `accept-${a}`, "data-key": `accept-${a}`, disabled: !ui.canAct(),
                                text: several ? fmt("play.cheat.acceptNamed", { name: seatName(v, a) }) : t("play.cheat.accept"),
                                onclick: () => ui.act(`${a} accept`) }));
  }
  const win = cheatWindow(v);
  if (win) {
    moves.append(el("div", { class: "xwindow", "data-testid": "window" },
      el("span", { id: "cheat-clock-text" }),
      el("span", { class: "clock-bar", "aria-hidden": "true" }, el("span", { id: "cheat-clock-fill" }))));
  }
  const parts = [felt];
  if (hasHand && !(over && !v.seats[me].count)) {
    parts.push(handBox(v, ui, myTurn, redraw, 4));
    if (myTurn) parts.push(el("p", { class: "xhint", text: fmt("play.cheat.hint", { rank: rankText(v.rank) }) }));
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

export function cheatStatus(v, ui) {
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
    return { text: fmt(key, { name: seatName(v, c.seat), n: c.count, rank: rankText(c.rank) }), state: "window" };
  }
  if (v.phase === "answer") {
    const asked = v.waiting !== null ? v.waiting : v.moves.accept;
    return { text: fmt("play.cheat.othersAnswer", { name: asked !== null && asked !== undefined ? seatName(v, asked) : "" }), state: "waiting" };
  }
  return { text: fmt("play.othersTurn", { name: seatName(v, v.turn) }), state: "waiting" };
}

// ---------------------------------------------------------------------------------------------------- Crisps
const sameCards = (a, b) => a.length === b.length && a.every((c) => b.includes(c));

export function crispsSelectedMove(v) {
  const cards = [...selected];
  return (v.moves || []).find((m) => m.verb === "play" && sameCards(m.cards, cards)) || null;
}

export function drawCrisps(box, v, ui, redraw) {
  const { el, t, fmt } = ui;
  const me = v.viewer;
  const over = v.phase === "over";
  const asked = !over && v.waiting === me && ui.canAct();
  const seats = el("div", { class: "seats two" });
  v.seats.forEach((seat, s) => {
    const badges = [[fmt("play.crisps.points", { n: v.scores[s] }), ""]];
    if (s === v.starter) badges.push([t("play.crisps.starter"), ""]);
    if (!over && v.turn === s) badges.push([t(v.phase === "choose" ? "play.crisps.choosing" : "play.toPlay"), "hot"]);
    if (v.result && v.result.winner === s) badges.push([t("play.crisps.roundWinner"), "win"]);
    const taken = (v.taken_faceup && v.taken_faceup[s]) || [];
    const extra = taken.length && (s !== me || ui.readOnly)
      ? el("div", { class: "xtaken", "data-testid": `taken-${s}` }, el("span", { text: t("play.crisps.tookFaceup") }), ...taken.map((c) => mini(c, ui)))
      : null;
    seats.append(seatBox(v, s, ui, badges, extra));
  });

  // the deck: the face-up card, the blind deck, the removed cards (K2.2, K2.3)
  const faceup = v.faceup
    ? el("div", { class: "xdeck", "data-testid": "faceup" }, face(el("span", { class: "card", role: "img", "aria-label": ui.cardWords(v.faceup) }), v.faceup, ui),
         el("span", { class: "pile-label", text: t("play.crisps.faceup") }))
    : null;
  const blind = el("div", { class: "xdeck", "data-testid": "blind" }, v.blind ? el("span", { class: "card back", "aria-hidden": "true" }) : el("span", { class: "card empty", "aria-hidden": "true" }),
                   el("span", { class: "pile-label", text: fmt("play.crisps.blind", { n: v.blind }) }));
  const deck = el("div", { class: "xcentre" }, faceup, blind,
                  el("span", { class: "xremoved", text: fmt("play.crisps.removed", { n: v.removed }) }));

  // this trick's plays, in order; the last one is the one to follow
  const trick = el("ol", { class: "xtrick", "data-testid": "trick", "aria-label": t("play.crisps.trick") });
  (v.trick || []).forEach((p, i) => {
    const last = i === v.trick.length - 1;
    trick.append(el("li", { class: last ? "last" : null },
      el("span", { class: "xtrick-who", text: seatName(v, p.seat) }),
      el("span", { class: "xtrick-cards" }, ...p.cards.map((c) => mini(c, ui))),
      last && !over ? el("span", { class: "badge hot", text: t("play.crisps.toBeat") }) : null));
  });
  const trickBox = el("section", { class: "xtrick-box", "aria-labelledby": "xtrick-h" },
    el("h3", { id: "xtrick-h", text: t("play.crisps.trick") }),
    (v.trick || []).length ? trick
      : el("p", { class: "xempty", text: over ? t("play.crisps.noTrickOver")
        : v.phase === "choose" && v.turn !== null ? fmt("play.crisps.trickWon", { name: seatName(v, v.turn) }) : t("play.crisps.noTrick") }));
  const felt = el("div", { class: "felt xfelt" }, seats, deck, trickBox);

  const moves = el("div", { class: "xactions", role: "group", "aria-label": t("play.movesTitle") });
  const parts = [felt];
  const hasHand = !ui.readOnly && me !== null && !!v.seats[me].hand;
  const canPlay = asked && v.phase === "play" && v.moves.some((m) => m.verb === "play");
  if (hasHand) parts.push(handBox(v, ui, canPlay, redraw, 0));
  if (!over && hasHand) {
    const move = canPlay ? crispsSelectedMove(v) : null;
    const playB = el("button", { type: "button", class: "primary", id: "crisps-play", "data-testid": "crisps-play", "data-key": "play",
                                 disabled: !move,
                                 text: move ? fmt("play.crisps.playKind", { kind: t(CRISPS_KINDS[move.kind] || "play.crisps.kind.single") }) : t("play.crisps.play"),
                                 onclick: () => { if (move) { clearSelection(); ui.act(move.text); } } });
    const pass = v.moves.find((m) => m.verb === "pass");
    if (v.phase !== "choose") {  // after a pass only the trick winner's choice is left (K6.1)
      moves.append(playB, el("button", { type: "button", id: "crisps-pass", "data-testid": "crisps-pass", "data-key": "pass",
                                         disabled: !(asked && pass), text: t("play.crisps.pass"),
                                         onclick: () => { if (asked && pass) { clearSelection(); ui.act(pass.text); } } }));
    }
    for (const m of v.moves) {
      if (m.verb === "faceup") {
        moves.append(el("button", { type: "button", class: "primary", "data-testid": "crisps-faceup", "data-key": "faceup", disabled: !asked,
                                    text: fmt("play.crisps.takeFaceup", { card: ui.cardFace(m.card) }), onclick: () => ui.act(m.text) }));
      } else if (m.verb === "blind") {
        moves.append(el("button", { type: "button", "data-testid": "crisps-blind", "data-key": "blind", disabled: !asked,
                                    text: t("play.crisps.takeBlind"), onclick: () => ui.act(m.text) }));
      }
    }
    if (asked && v.phase === "play" && !canPlay && pass) parts.push(el("p", { class: "xhint", "data-testid": "crisps-hint", text: t("play.crisps.hintNone") }));
    if (canPlay) {
      let hint = t("play.crisps.hintSelect");
      if (selected.size) hint = move ? fmt("play.crisps.hintLegal", { kind: t(CRISPS_KINDS[move.kind] || "play.crisps.kind.single") }) : t("play.crisps.hintIllegal");
      parts.push(el("p", { class: "xhint", "data-testid": "crisps-hint", text: hint }));
    }
  }
  if (!ui.readOnly) parts.push(moves);
  if ((v.played || []).length) {
    parts.push(el("details", { class: "xplayed" },
      el("summary", { text: fmt("play.crisps.played", { n: v.played.length }) }),
      el("div", { class: "xplayed-cards" }, ...v.played.map((c) => mini(c, ui)))));
  }
  if (v.result) {
    const r = v.result;
    const score = r.scores.join(" – ");
    const lines = [fmt("play.crisps.resultLine", { name: r.name, score })];
    if (v.match_over && v.winner !== null && v.winner !== undefined) lines.push(fmt("play.crisps.gameWon", { name: seatName(v, v.winner) }));
    else lines.push(t("play.crisps.goesOn"));
    parts.push(resultBox(ui, fmt("play.crisps.resultTitle", { n: v.number, name: r.name }), lines,
                         t(v.match_over ? "play.newMatchNow" : "play.crisps.nextRound"), v.match_over ? ui.newMatch : ui.next));
  }
  box.replaceChildren(...parts);
}

export function crispsStatus(v, ui) {
  const { t, fmt } = ui;
  const me = v.viewer;
  if (v.phase === "over") return { text: fmt(v.match_over ? "play.crisps.overGame" : "play.crisps.over", { n: v.number }), state: v.match_over ? "match-over" : "round-over" };
  if (v.waiting === me && ui.canAct()) {
    const name = seatName(v, me);
    if (v.phase === "choose") {
      const fu = v.moves.find((m) => m.verb === "faceup");
      return { text: fu ? fmt("play.crisps.promptChoose", { name, card: ui.cardFace(fu.card) }) : fmt("play.crisps.promptChooseBlind", { name }), state: "your-turn" };
    }
    if (!(v.trick || []).length) return { text: fmt("play.crisps.promptLead", { name }), state: "your-turn" };
    const last = v.trick[v.trick.length - 1];
    return { text: fmt("play.crisps.promptFollow", { name, other: seatName(v, last.seat), cards: last.cards.map(ui.cardFace).join(" ") }), state: "your-turn" };
  }
  return { text: fmt("play.othersTurn", { name: seatName(v, v.turn !== null && v.turn !== undefined ? v.turn : v.starter) }), state: "waiting" };
}
