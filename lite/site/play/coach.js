// The play page's coach panel (for learners; off by default): what the seat on screen can know, drawn from
// the worker's {type: "coach", data} (crisp_core.crisp.web.WebGame.coach, built on that seat's observation only).
// It shows the seat's chance of being strictly lowest now as a big number, for each of its own cards it has
// not seen the chance of each value (a table: the percentages are text, the bars only repeat them), the
// coach's word on its last move, and the expert's advice when the seat is asked to move.
// Every number comes with a sentence saying what it is about ("If everyone showed their cards now, ..."), "about"
// where it was sampled (with the range it almost surely lies in); the expert's figures are in its own sentences.
// Everything is set with textContent: the sentences name players, whose names are plain text.

function node(tag, className, text) {
  const n = document.createElement(tag);
  if (className) n.className = className;
  if (text !== undefined) n.textContent = text;
  return n;
}

// A value row's label: the value, with the cards it stands for when they are not just that number (R1.3).
const valueLabel = (v) => (v.label === String(v.value) ? v.label : `${v.value} (${v.label})`);

/**
 * Draw the coach's panel into `box` (its previous content is replaced).
 * @param {HTMLElement} box where the panel's content goes
 * @param {object} data the worker's coach data: {seat, over, slots, lowest, advice, feedback}
 * @param {(key: string, values?: object) => string} fmt the page's localized text of a "play.…" key
 * @param {string} lang the page's language, for numbers (6.5, 6,5)
 */
export function drawCoach(box, data, fmt, lang) {
  const decimal = new Intl.NumberFormat(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const whole = new Intl.NumberFormat(lang);
  const percent = (p) => fmt("play.coachPercent", { p: Math.round(100 * p) });
  const feedback = () => {
    const said = node("p", "coach-feedback", data.feedback);
    said.dataset.testid = "coach-feedback";
    return said;
  };
  if (data.over) {  // every card is revealed (R7.5): only the word on the last move is left to say
    box.replaceChildren(data.feedback ? feedback() : node("p", "coach-note", fmt("play.coachOver")));
    return;
  }
  const parts = [];

  const lowest = node("div", "coach-lowest");
  const { chance, exact, error, samples } = data.lowest;
  const p = Math.round(100 * chance);
  const big = node("p", "coach-big", exact ? percent(chance) : fmt("play.coachAboutPercent", { p }));
  big.dataset.testid = "coach-lowest";
  // sampled: the 95 % interval, in whole percents within 0-100
  const bound = (x) => Math.min(100, Math.max(0, Math.round(100 * x)));
  const said = node("p", "coach-note", exact ? fmt("play.coachExact", { p })
    : fmt("play.coachSampled", { p, n: whole.format(samples), lo: bound(chance - error), hi: bound(chance + error) }));
  said.dataset.testid = "coach-lowest-said";
  lowest.append(node("p", "coach-label", fmt("play.coachLowest")), big, said);
  parts.push(lowest);

  if (!data.slots.length) parts.push(node("p", "coach-note", fmt("play.coachAllSeen")));
  for (const slot of data.slots) {
    const table = node("table", "coach-odds");
    table.dataset.testid = `coach-slot-${slot.slot}`;
    table.append(node("caption", null, fmt("play.coachSlot", { slot: fmt(`play.slotName.${slot.slot}`), mean: decimal.format(slot.mean) })));
    const head = node("tr");
    for (const key of ["play.coachValue", "play.coachChance"]) {
      const th = node("th", null, fmt(key));
      th.scope = "col";
      head.append(th);
    }
    table.append(node("thead"), node("tbody"));
    table.tHead.append(head);
    for (const v of slot.values) {
      const row = node("tr");
      const label = node("th", null, valueLabel(v));
      label.scope = "row";
      const bar = node("span", "coach-bar");
      bar.style.width = `${Math.round(100 * v.chance)}%`;
      const track = node("span", "coach-track");
      track.setAttribute("aria-hidden", "true");
      track.append(bar);
      const cell = node("td");
      cell.append(node("div", "coach-cell"));
      cell.firstChild.append(node("span", "coach-pct", percent(v.chance)), track);
      row.append(label, cell);
      table.tBodies[0].append(row);
    }
    parts.push(table);
  }

  if (data.feedback) parts.push(feedback());  // the last move first, then what to do now
  // the move in a short line; the reason and its figures after it (play.js folds them behind "Why?" on a phone)
  const advice = node("p", "coach-advice", data.advice ? data.advice.tip : fmt("play.coachWait"));
  advice.dataset.testid = "coach-advice";
  parts.push(advice);
  if (data.advice) parts.push(node("p", "coach-why", data.advice.why));
  box.replaceChildren(...parts);
}
