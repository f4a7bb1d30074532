// What the play page's tables share. Each game has its front-end module, named after it (crisp.js, cheat.js,
// crisps.js: play.js imports lite/site/play/<game>.js for every game of the worker's catalogue, crisp_core.games), with
// these exports:
//   howTo (the setup screen's keys), rulesLink ([href, key]);
//   options(entry, ui) -> the setup screen's options (from the catalogue entry's), showOptions(settings, entry),
//   readOptions() -> {settings, options} (the settings kept, the table's keywords) or {error: key}, fillOptions(ui)?;
//   reset() at a new match; onView(view, extra)? for every view (also behind the pass-and-play cover);
//   draw(box, view, ui, redraw) (a recorded match with ui.readOnly), status(view, ui) -> {text, state},
//   key(event, view, ui) -> used, coach(box, data, ui), fit(view) -> {cards, bar, result} (a phone's layout),
//   clock(view, ui)? -> a clock shown, focus(box, view)?, coverExtra(box, view, ui)?,
//   frameLines(frame, ui)?, frameResult(frame, ui)?, finalLines(end, names, ui) (a record's last step).
//   refusal(button, view, ui)? -> why a tap on the table's `button` cannot be taken now (play.js shows it), or null.
// Here: cards, seats, the viewer's hand with its selection, the result box for Cheat's and Crisps' tables, drawn
// afresh from each of the worker's views (crisp_core.cheat.web.CheatTable / crisp_core.crisps.web.CrispsTable
// .page_view). Names and every text from Python are set with textContent (el's "text"), never as markup.
// play.js hands in `ui`: {t, fmt, el, cardFace, cardWords, kindName, act(text), canAct(), next(), newMatch(), readOnly…}.
// With ui.readOnly (a recorded match, crisp_core.cheat.webreplay / crisp_core.crisps.webreplay) nothing is clickable:
// every hand the frame shows is drawn in its seat, and there are no moves and no buttons.

const RANK_WORDS = { T: "10" };
export const rankText = (r) => RANK_WORDS[r] || r;

// the cards the viewer has selected (N1 text), kept across views while they stay in the hand
export const selected = new Set();
let selectedFor = null;  // the seat whose selection it is
export function clearSelection() { selected.clear(); selectedFor = null; }

// A text with a count: the catalog's "<key>.one", "<key>.few", … as Intl.PluralRules chooses for the page's language
// (else "<key>.other"), filled with {n} (or values.n: the count as shown, e.g. a decimal) and the other values.
export function plural(ui, key, n, values = {}) {
  const form = `${key}.${new Intl.PluralRules(window.CrispI18n.lang()).select(n)}`;
  return ui.fmt(ui.t(form) !== form ? form : `${key}.other`, { n, ...values });
}

export function face(node, card, ui) {
  node.dataset.face = ui.cardFace(card);
  if ("dh".includes(card[1])) node.classList.add("red");
  return node;
}
export function mini(card, ui, extra = "") {
  return face(ui.el("span", { class: `card mini${extra}`, role: "img", "aria-label": ui.cardWords(card) }), card, ui);
}
export function backs(n, ui) {  // a small stack of face-down cards (at most 3 drawn) for a count
  const stack = ui.el("span", { class: "stack", "aria-hidden": "true" });
  for (let i = 0; i < Math.min(3, n); i++) stack.append(ui.el("span", { class: "card back mini" }));
  if (n === 0) stack.append(ui.el("span", { class: "card empty mini" }));
  return stack;
}
export const seatName = (v, s) => v.seats[s].name;

export function seatBox(v, s, ui, badges, extra = null) {
  const { el, t, fmt } = ui;
  const seat = v.seats[s];
  const mine = !ui.readOnly && s === v.viewer;
  const meta = el("div", { class: "meta" });
  if (seat.kind !== "human" && seat.kind !== "record") meta.append(el("span", { class: "badge", text: ui.kindName(seat.kind) }));
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
export function handBox(v, ui, pickable, onChange, max) {
  const { el, t } = ui;
  const hand = v.seats[v.viewer].hand || [];
  if (selectedFor !== v.viewer) { selected.clear(); selectedFor = v.viewer; }
  // the cards chosen stay chosen while they cannot be played (a challenge window: the person chooses meanwhile)
  for (const c of [...selected]) if (!hand.includes(c)) selected.delete(c);
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
    el("h3", { id: "xhand-h", text: plural(ui, "play.yourHandN", hand.length) }), row);
}

export function resultBox(ui, title, lines, nextLabel, onNext) {
  const { el, t } = ui;
  const verdict = [el("h2", { id: "xresult-h", text: title }), ...lines.map((line) => el("p", { class: "verdict", text: line }))];
  if (ui.readOnly) return el("section", { class: "xresult", "aria-labelledby": "xresult-h", "data-testid": "xresult" }, ...verdict);
  return el("section", { class: "xresult", "aria-labelledby": "xresult-h", "data-testid": "xresult" }, ...verdict,
    el("button", { type: "button", class: "primary", id: "xnext", "data-testid": "next", "data-key": "next", text: nextLabel, onclick: onNext }),
    el("button", { type: "button", "data-key": "new", text: t("play.newMatch"), onclick: () => ui.newMatch() }));
}

// A replay's felt: the table's own felt is drawn inside it.
export function replayFelt(box, ui) {
  if (!ui.readOnly) return;
  box.classList.remove("felt");
  box.classList.add("replay-x");
}

// The options of a game whose options are switches (crisps.js): a checkbox each (special_runs: #special-runs), with its
// label and help in the words the game gives ({name: [label key, help key]}).
export function switches(game, entry, words, ui) {
  const { el } = ui;
  return el("div", { id: `opts-${game}` }, ...entry.options.flatMap((o) => [
    el("label", { class: "row" }, el("input", { type: "checkbox", id: o.name.replace(/_/g, "-") }), " ",
       el("span", { "data-t": words[o.name][0] })),
    el("p", { class: "desc", "data-t": words[o.name][1] })]));
}
export function switchValues(entry) {
  const values = Object.fromEntries(entry.options.map((o) => [o.name, document.getElementById(o.name.replace(/_/g, "-")).checked]));
  return { settings: { ...values }, options: values };
}
export function showSwitches(s, entry) {
  for (const o of entry.options) document.getElementById(o.name.replace(/_/g, "-")).checked = !!s[o.name];
}

// A refused tap's line (each module's refusal, shown by play.js next to the finger) while another player is to move:
// "Agora é a vez de Ben. Espere a sua."; null when nobody else is (the round is over, or the move is yours).
export function waitLine(v, ui, seat) {
  return seat !== null && seat !== undefined && seat !== v.viewer ? ui.fmt("play.tap.wait", { name: seatName(v, seat) }) : null;
}
