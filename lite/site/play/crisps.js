// The play page's table for Crisps (docs/CRISPS.md), drawn from crisp_core.crisps.web.CrispsTable.page_view; see tables.js.
import { selected, clearSelection, rankText, seatName, face, mini, backs, seatBox, handBox, resultBox } from "./tables.js";
const CRISPS_KINDS = {
  single: "play.crisps.kind.single", pair: "play.crisps.kind.pair", run: "play.crisps.kind.run",
  run_of_pairs: "play.crisps.kind.run_of_pairs", three: "play.crisps.kind.three", four: "play.crisps.kind.four",
};

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

// Letter keys on Crisps' table; returns true when the key was used (play.js then stops the browser's own use of it).
export function crispsKey(event, v, ui) {
  return false;
}

// The coach's panel for Crisps (the worker's {type: "coach"} data for the seat on screen).
export function drawCrispsCoach(box, data, ui) {
  box.replaceChildren();
}
