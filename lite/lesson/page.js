// The light lesson page's bar (lite/lesson_page.py writes the page): "Show code" shows or hides every code cell's
// source (a class on <main>; lesson.css hides .crisp-source without it), "Start again" reloads the lesson as
// published once the reader agrees. The words come from the page, in its language (the buttons' data-*).
// A shown code cell can be changed (its <pre> is editable) and run again: its "Run" button, or Shift + Enter or
// Ctrl + Enter in it, sends a "crisp-run" event with the code to lesson.js.  The reader's changes are kept in this
// browser (localStorage, per lesson) as they are typed: the lesson opens with them (a changed cell is marked
// data-crisp-edited; lesson.js runs its code) until "Start again" forgets them.
// A rule cited in the outputs (the widgets' and the tables' sentences, "(R3.2)") becomes a small ⓘ link to the rule,
// as on the play page (lite/site/play/rulerefs.js; the prose's are made at build time, lite/lesson_page.py).
import { linkRules, nameRuleButtons } from "../play/rulerefs.js";

const main = document.getElementById("lesson");
nameRuleButtons((id) => (main.dataset.ruleLabel || "{id}").replace("{id}", id));  // "Regra R3.2"
const showCode = document.getElementById("crisp-show-code");
const startAgain = document.getElementById("crisp-start-again");
const EDITS = `crisp-lesson-edits:${main.dataset.notebook}`;

/** The reader's changed code cells of this lesson, {cell index: code}; none when the browser keeps nothing. */
function keptEdits() {
  try {
    return JSON.parse(localStorage.getItem(EDITS)) || {};
  } catch (error) {
    return {};
  }
}

/** Keep the code of `section` as the reader changed it (nothing happens when the browser keeps nothing). */
function keepEdit(section) {
  section.dataset.crispEdited = "true";
  const edits = { ...keptEdits(), [section.dataset.cell]: section.querySelector(".crisp-source").innerText };
  try {
    localStorage.setItem(EDITS, JSON.stringify(edits));
  } catch (error) {
    // no storage (private mode, full): the change lasts as long as the page
  }
}

for (const [cell, code] of Object.entries(keptEdits())) {
  const section = main.querySelector(`.crisp-code[data-cell="${CSS.escape(cell)}"]`);
  if (!section || typeof code !== "string") continue;
  section.querySelector(".crisp-source").textContent = code;
  section.dataset.crispEdited = "true";
}

showCode.addEventListener("click", () => {
  const shown = main.classList.toggle("crisp-code-shown");
  showCode.setAttribute("aria-pressed", String(shown));
  const words = shown ? showCode.dataset.hide : showCode.dataset.show;
  showCode.setAttribute("aria-label", words);
  (showCode.querySelector(".crisp-long") || showCode).textContent = words;
});

startAgain.addEventListener("click", () => {
  if (!window.confirm(startAgain.dataset.confirm)) return;
  try {
    localStorage.removeItem(EDITS);
  } catch (error) {
    // nothing was kept
  }
  window.location.reload();
});

/** Ask lesson.js to run the code cell of `section` again, with the code as the reader left it. */
function runAgain(section) {
  const code = section.querySelector(".crisp-source").innerText;  // a new line typed in it may be a <br>
  section.dispatchEvent(new CustomEvent("crisp-run", { bubbles: true, detail: { code } }));
}

main.addEventListener("click", (event) => {
  const button = event.target.closest?.(".crisp-run");
  if (button) runAgain(button.closest(".crisp-code"));
});
main.addEventListener("keydown", (event) => {
  if (event.key !== "Enter" || !(event.shiftKey || event.ctrlKey) || !event.target.closest?.(".crisp-source")) return;
  event.preventDefault();
  runAgain(event.target.closest(".crisp-code"));
});
main.addEventListener("input", (event) => {
  const source = event.target.closest?.(".crisp-source");
  if (source) keepEdit(source.closest(".crisp-code"));
});

// the outputs' rule citations as ⓘ links, as the widgets draw and redraw them
new MutationObserver((changes) => {
  for (const change of changes) {
    const target = change.target.nodeType === Node.TEXT_NODE ? change.target.parentElement : change.target;
    if (target?.closest(".crisp-output")) linkRules(target, { links: true });
  }
}).observe(main, { subtree: true, childList: true, characterData: true });
