// The play page's table for Crisps (docs/CRISPS.md), drawn from crisp_core.crisps.web.CrispsTable.page_view; see tables.js
// for what every game's module exports.
import { selected, clearSelection, rankText, seatName, face, mini, seatBox, handBox, resultBox, plural, replayFelt, switches, waitLine,
         switchValues, showSwitches } from "./tables.js";

export const title = "play.game.crisps";
export const line = "play.game.crispsLine";
export const howTo = ["play.crisps.howTo.1", "play.crisps.howTo.2", "play.crisps.howTo.3"];
export const rulesLink = ["../rules/crisps/", "play.rulesLink.crisps"];
// The options of K1.3, K2.3 and K7.3 (the worker's catalogue: crisp_core.games, crisps' options), a switch each, in these
// words.
const OPTION_WORDS = { special_runs: ["play.crisps.specialRuns", "play.crisps.specialRunsHelp"],
                       no_faceup: ["play.crisps.noFaceup", "play.crisps.noFaceupHelp"],
                       auto_skip: ["play.crisps.autoSkip", "play.crisps.autoSkipHelp"] };
export const options = (entry, ui) => switches("crisps", entry, OPTION_WORDS, ui);
export const showOptions = showSwitches;
export const readOptions = (entry) => switchValues(entry);
export const reset = clearSelection;

// the kinds of combination (K3; crisp_core.crisps.web.KINDS) in the engine's order of the legal plays (crisp_core.crisps.legal)
const KIND_ORDER = ["single", "pair", "run", "run_of_pairs", "three", "four"];
// The same letter keys in every language (as Crisp's table: N passes); 1-9 pick the first nine legal plays.
const KEYS = { play: "P", pass: "N", faceup: "F", blind: "B" };
const PICK_KEYS = 9;

// each kind's group title and play label, and each reason of the counting bot (crisp_core.crisps.bots), by catalog key
const GROUP_KEYS = {
  single: "play.crisps.group.single", pair: "play.crisps.group.pair", run: "play.crisps.group.run",
  run_of_pairs: "play.crisps.group.run_of_pairs", three: "play.crisps.group.three", four: "play.crisps.group.four",
};
const LABEL_KEYS = {
  single: "play.crisps.label.single", pair: "play.crisps.label.pair", run: "play.crisps.label.run",
  run_of_pairs: "play.crisps.label.run_of_pairs", three: "play.crisps.label.three", four: "play.crisps.label.four",
};
const WHY_KEYS = {
  out: "play.crisps.coach.why.out", lead: "play.crisps.coach.why.lead", shorter: "play.crisps.coach.why.shorter",
  pressing: "play.crisps.coach.why.pressing", same: "play.crisps.coach.why.same", longer: "play.crisps.coach.why.longer",
  keep: "play.crisps.coach.why.keep", none: "play.crisps.coach.why.none", faceup: "play.crisps.coach.why.faceup",
  blind: "play.crisps.coach.why.blind",
};

const sameCards = (a, b) => a.length === b.length && a.every((c) => b.includes(c));

// A play in words, e.g. "pair of 7s", "run 5-6-7" (K3): its kind and its ranks, from its cards (N1, sorted by rank).
function playLabel(m, ui) {
  const ranks = [...new Set(m.cards.map((c) => rankText(c[0])))];
  return ui.fmt(LABEL_KEYS[m.kind], { rank: ranks[ranks.length - 1], ranks: ranks.join("-") });
}

// A button's content with the key that presses it: the label, then the key as <kbd> (for the eye; the button
// announces it through aria-keyshortcuts).
const withKey = (ui, text, key) => [ui.el("span", { text }), ui.el("kbd", { "aria-hidden": "true", text: key })];

function crispsSelectedMove(v) {
  const cards = [...selected];
  return (v.moves || []).find((m) => m.verb === "play" && sameCards(m.cards, cards)) || null;
}

// The legal plays of the view (in the engine's order: by kind, then number of cards, then rank), grouped by kind
// in a scrolling box; picking one selects its cards in the hand (Play then plays them), picking it again unselects.
function playsBox(v, ui, move, redraw) {
  const { el, fmt } = ui;
  const plays = v.moves.filter((m) => m.verb === "play");
  const list = el("div", { class: "xplays-list", "data-testid": "crisps-plays" });
  for (const kind of KIND_ORDER) {
    const group = plays.filter((m) => m.kind === kind);
    if (!group.length) continue;
    const title = fmt(GROUP_KEYS[kind], { n: group.length });
    const row = el("div", { class: "xplays-row" });
    for (const m of group) {
      const i = plays.indexOf(m);
      const key = i < PICK_KEYS ? String(i + 1) : null;
      const label = playLabel(m, ui);
      const on = move === m;
      row.append(el("button", { type: "button", class: `xplay${on ? " sel" : ""}`, "data-testid": `crisps-option-${i}`,
                                "data-key": `option-${m.text}`, "data-move": m.text, "aria-pressed": on ? "true" : "false",
                                "aria-keyshortcuts": key,
                                onclick: () => {
                                  selected.clear();  // (the seat's selection: clearSelection would forget whose)
                                  if (!on) m.cards.forEach((c) => selected.add(c));
                                  redraw();
                                } },
        key ? el("kbd", { "aria-hidden": "true", text: key }) : null,
        el("span", { class: "xplay-cards" }, ...m.cards.map((c) => mini(c, ui))),  // named: its cards' words, then the label
        el("span", { class: "xplay-label", text: label })));
    }
    list.append(el("div", { class: "xplays-group", role: "group", "aria-label": title },
                   el("h4", { text: title }), row));
  }
  return el("section", { class: "xplays", "aria-labelledby": "xplays-h" },
    el("h3", { id: "xplays-h", text: plural(ui, "play.crisps.plays", plays.length) }), list);
}

export function draw(box, v, ui, redraw) {
  const { el, t, fmt } = ui;
  replayFelt(box, ui);
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
                                 disabled: !move, "aria-keyshortcuts": KEYS.play,
                                 onclick: () => { if (move) { clearSelection(); ui.act(move.text); } } },
                     ...withKey(ui, move ? fmt("play.crisps.playKind", { kind: playLabel(move, ui) }) : t("play.crisps.play"), KEYS.play));
    const pass = v.moves.find((m) => m.verb === "pass");
    if (v.phase !== "choose") {  // after a pass only the trick winner's choice is left (K6.1)
      moves.append(playB, el("button", { type: "button", id: "crisps-pass", "data-testid": "crisps-pass", "data-key": "pass",
                                         disabled: !(asked && pass), "aria-keyshortcuts": KEYS.pass,
                                         onclick: () => { if (asked && pass) { clearSelection(); ui.act(pass.text); } } },
                               ...withKey(ui, t("play.crisps.pass"), KEYS.pass)));
    }
    for (const m of v.moves) {
      if (m.verb === "faceup") {
        moves.append(el("button", { type: "button", class: "primary", "data-testid": "crisps-faceup", "data-key": "faceup", disabled: !asked,
                                    "aria-keyshortcuts": KEYS.faceup, onclick: () => ui.act(m.text) },
                            ...withKey(ui, fmt("play.crisps.takeFaceup", { card: ui.cardFace(m.card) }), KEYS.faceup)));
      } else if (m.verb === "blind") {
        moves.append(el("button", { type: "button", "data-testid": "crisps-blind", "data-key": "blind", disabled: !asked,
                                    "aria-keyshortcuts": KEYS.blind, onclick: () => ui.act(m.text) },
                            ...withKey(ui, t("play.crisps.takeBlind"), KEYS.blind)));
      }
    }
    if (asked && v.phase === "play" && !canPlay && pass) parts.push(el("p", { class: "xhint", "data-testid": "crisps-hint", text: t("play.crisps.hintNone") }));
    if (canPlay) {
      let hint = t("play.crisps.hintSelect");
      if (selected.size) hint = move ? fmt("play.crisps.hintLegal", { kind: playLabel(move, ui) }) : t("play.crisps.hintIllegal");
      parts.push(el("p", { class: "xhint", "data-testid": "crisps-hint", text: hint }));
      parts.push(playsBox(v, ui, move, redraw));
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

// A tap the table cannot take now (play.js shows the line next to the finger): a card, "Jogar" or "Passar" while the
// other player is to move; "Jogar" with no card chosen, or with cards that make no play now (K3: not a combination;
// K5: it does not beat the last play); "Passar" when leading (K4.1); null when the tap was fine.
export function refusal(button, v, ui) {
  if (ui.readOnly || v.phase === "over" || !button.disabled) return null;
  if (!(button.closest(".xhand") || ["crisps-play", "crisps-pass"].includes(button.id))) return null;
  if (!(v.waiting === v.viewer && ui.canAct())) return waitLine(v, ui, v.waiting ?? v.turn);
  if (button.id === "crisps-pass") return ui.t("play.crisps.tapLead");
  if (button.id !== "crisps-play") return null;
  return ui.t(!selected.size ? "play.crisps.tapPick" : (v.trick || []).length ? "play.crisps.tapNoBeat" : "play.crisps.tapNoCombo");
}

export function status(v, ui) {
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

// Letter keys on Crisps' table: 1-9 pick a legal play, P plays the selection, N passes, F and B take the face-up or a
// blind card (K6.1). A key presses the button it is shown on (so it does just what the button does, and nothing
// while that button is disabled or absent); returns true when the key was used.
export function key(event, v, ui) {
  if (event.repeat || !ui.canAct()) return false;
  const key = event.key.toUpperCase();
  let selector = null;
  if (/^[1-9]$/.test(key)) selector = `[data-testid=crisps-option-${Number(key) - 1}]`;
  else {
    const verb = Object.keys(KEYS).find((k) => KEYS[k] === key);
    if (verb) selector = `[data-testid=crisps-${verb}]`;
  }
  const button = selector && document.querySelector(`#xtable ${selector}`);
  if (!button || button.disabled) return false;
  button.click();
  return true;
}

// The coach's panel for Crisps: the worker's {type: "coach"} data for the seat on screen
// (crisp_core.crisps.web.coach_report, from that seat's observation only, K8).
export function coach(box, data, ui) {
  const { el, t, fmt } = ui;
  const p = (cls, text, testid = null) => el("p", { class: cls, text, "data-testid": testid });
  const cards = (list) => el("div", { class: "coach-cards" }, ...list.map((c) => mini(c, ui)));
  const faces = (list) => list.map(ui.cardFace).join(" ");
  if (data.phase === "over") {
    box.replaceChildren(p("coach-note", t("play.crisps.coach.over")));
    return;
  }
  const plan = el("div", { class: "coach-lowest" }, p("coach-label", t("play.crisps.coach.plan")),
                  p("coach-big", String(data.plan), "coach-plan"),
                  p("coach-note", plural(ui, "play.crisps.coach.other", data.other)),
                  p("coach-note", plural(ui, "play.crisps.coach.unseen", data.unseen)));
  const parts = [plan];
  if (!data.asked) {
    parts.push(p("coach-advice", t("play.crisps.coach.wait"), "coach-advice"));
    box.replaceChildren(...parts);
    return;
  }
  const now = el("div", { class: "coach-plays" });
  if (data.phase === "play") {
    const n = data.plays.length;
    if (!data.last) now.append(p(null, plural(ui, "play.crisps.coach.lead", n), "coach-count"));
    else if (n) now.append(p(null, plural(ui, "play.crisps.coach.beat", n, { cards: faces(data.last.cards) }), "coach-count"));
    else now.append(p(null, fmt("play.crisps.coach.beatNone", { cards: faces(data.last.cards) }), "coach-count"));
    const safe = data.plays.filter((m) => m.safe);
    if (n) now.append(p("coach-note", safe.length ? plural(ui, "play.crisps.coach.safe", safe.length) : t("play.crisps.coach.safeNone"), "coach-safe"));
    const shown = safe.slice(0, 6);
    if (shown.length) {
      now.append(el("ul", { class: "coach-safe-list", "data-testid": "coach-safe-list" },
        ...shown.map((m) => el("li", {}, cards(m.cards), el("span", { text: playLabel(m, ui) })))));
      if (safe.length > shown.length) now.append(p("coach-note", fmt("play.crisps.coach.more", { n: safe.length - shown.length })));
    }
  } else if (data.choice) {
    now.append(p(null, fmt("play.crisps.coach.withFaceup", { card: ui.cardFace(data.choice.faceup), n: data.choice.with_faceup })),
               p(null, fmt("play.crisps.coach.withBlind", { mean: new Intl.NumberFormat(window.CrispI18n.lang(), { maximumFractionDigits: 1 }).format(data.choice.blind_mean) })));
  }
  parts.push(now);
  const a = data.advice;
  const values = { play: a.verb === "play" ? playLabel(a, ui) : "", card: data.choice ? ui.cardFace(data.choice.faceup) : "",
                   special: data.special, now: a.now, after: a.after };
  const advice = el("div", { class: "coach-advice", "data-testid": "coach-advice" }, p(null, fmt(WHY_KEYS[a.reason], values)));
  if (a.verb === "play") advice.append(cards(a.cards));
  if (a.verb === "play" && a.reason !== "out") {
    advice.append(p("coach-note", fmt("play.crisps.coach.steps.play", values)));
    advice.append(p("coach-note", a.beaters.length ? plural(ui, "play.crisps.coach.beaters", a.beaters.length) : t("play.crisps.coach.beatersNone"), "coach-beaters"));
    if (a.beaters.length) advice.append(cards(a.beaters));
  } else if (a.reason === "longer" || a.reason === "keep") {
    advice.append(p("coach-note", fmt("play.crisps.coach.steps.pass", values)));
  }
  parts.push(advice);
  box.replaceChildren(...parts);
}

export function fit() {
  const box = document.getElementById("xtable");
  return { cards: box.querySelector(".xhand-box"), bar: box.querySelector(".xactions"), result: null };
}

// A record's last step (crisp_core.tables.final_data): the game's own result box names its winner (K7.2); a record
// that stops before says who leads.
export function finalLines(end, names, ui) {
  return !end.over && names ? [ui.fmt("play.crisps.replayLeading", { names, n: end.points })] : [];
}
