// The play page's table for Cheat (docs/CHEAT.md), drawn from crisp_core.cheat.web.CheatTable.page_view; see tables.js.
import { selected, clearSelection, rankText, seatName, face, mini, backs, seatBox, handBox, resultBox } from "./tables.js";
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

// Letter keys on Cheat's table; returns true when the key was used (play.js then stops the browser's own use of it).
export function cheatKey(event, v, ui) {
  return false;
}

// The coach's panel for Cheat (the worker's {type: "coach"} data for the seat on screen), or null when there is none.
export function drawCheatCoach(box, data, ui) {
  box.replaceChildren();
}
