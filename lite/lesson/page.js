// The light lesson page's bar (lite/lesson_page.py writes the page): "Show code" shows or hides every code cell's
// source (a class on <main>; lesson.css hides .crisp-source without it), "Start again" reloads the lesson as
// published once the reader agrees. The words come from the page, in its language (the buttons' data-*).
// A shown code cell can be changed (its <pre> is editable) and run again: its "Run" button, or Shift + Enter or
// Ctrl + Enter in it, sends a "crisp-run" event with the code to lesson.js.  The reader's changes are kept in this
// browser (localStorage, per lesson) as they are typed: the lesson opens with them (a changed cell is marked
// data-crisp-edited; lesson.js runs its code) until "Start again" forgets them.
// What the reader puts in the lesson's questions and experiments (a choice, a typed number, a setting: the widgets
// crisp_core marks "crisp-keep-…") is kept in this browser too, per lesson, and put back when the lesson opens again,
// a question pressed Check on checked again; the bar says how many questions are answered right, and the landing
// page's list shows it (crisp-lesson-progress:…).  "Start again" forgets all of it.
// A rule cited in the outputs (the widgets' and the tables' sentences, "(R3.2)") becomes a small ⓘ link to the rule,
// as on the play page (lite/site/play/rulerefs.js; the prose's are made at build time, lite/lesson_page.py).
import { linkRules, nameRuleButtons } from "../play/rulerefs.js";

const main = document.getElementById("lesson");
nameRuleButtons((id) => (main.dataset.ruleLabel || "{id}").replace("{id}", id));  // "Regra R3.2"
const showCode = document.getElementById("crisp-show-code");
const startAgain = document.getElementById("crisp-start-again");
const EDITS = `crisp-lesson-edits:${main.dataset.notebook}`;
const ANSWERS = `crisp-lesson-answers:${main.dataset.notebook}`;
const PROGRESS = `crisp-lesson-progress:${main.dataset.notebook}`;

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
    for (const key of [EDITS, ANSWERS, PROGRESS]) localStorage.removeItem(key);
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

// --- the reader's answers and settings ----------------------------------------------------------------------------
const KEEP = "crisp-keep-";
const restored = new WeakSet();  // the kept widgets already given back their value (a widget drawn again is new)

function readKept(key) {
  try {
    return JSON.parse(localStorage.getItem(key)) || {};
  } catch (error) {
    return {};
  }
}

function writeKept(key, value) {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch (error) {
    // no storage (private mode, full): kept as long as the page
  }
}

/** The kept widget `element` is in, and its name on this page: its crisp-keep- class and its place among the page's
 * widgets of that class ("q-01-hand-total#0"). */
function keptWidget(element) {
  const widget = element?.closest?.(`[class*="${KEEP}"]`);
  if (!widget || !main.contains(widget)) return null;
  const name = [...widget.classList].find((c) => c.startsWith(KEEP));
  const index = [...main.querySelectorAll(`.${CSS.escape(name)}`)].indexOf(widget);
  return { widget, key: `${name.slice(KEEP.length)}#${index}` };
}

/** A kept widget's value: the chosen option's place (radio buttons, a menu), else what its box holds. */
function valueOf(widget) {
  const radios = [...widget.querySelectorAll('input[type="radio"]')];
  if (radios.length) return radios.findIndex((radio) => radio.checked);
  const select = widget.querySelector("select");
  if (select) return select.selectedIndex;
  return widget.querySelector("input, textarea")?.value ?? null;
}

/** Give a kept widget the value the reader left in it, as the reader would (a click, a change): its view tells the
 * kernel.  A pressed button is pressed again, after the values of its question. */
function restore(widget, value) {
  if (value === "pressed") {
    setTimeout(() => widget.click(), 0);
    return;
  }
  const radios = [...widget.querySelectorAll('input[type="radio"]')];
  const select = widget.querySelector("select");
  const box = widget.querySelector("input, textarea");
  if (radios.length) {
    if (radios[value] && !radios[value].checked) radios[value].click();
  } else if (select) {
    if (value >= 0 && value < select.options.length && select.selectedIndex !== value) {
      select.selectedIndex = value;
      select.dispatchEvent(new Event("change", { bubbles: true }));
    }
  } else if (box && typeof value === "string" && box.value !== value) {
    box.value = value;
    box.dispatchEvent(new Event("change", { bubbles: true }));
  }
}

function restoreAll() {
  const answers = readKept(ANSWERS);
  for (const widget of main.querySelectorAll(`[class*="${KEEP}"]`)) {
    if (restored.has(widget)) continue;
    restored.add(widget);
    const found = keptWidget(widget);
    if (found && found.key in answers) restore(widget, answers[found.key]);
  }
}

main.addEventListener("change", (event) => {
  const found = keptWidget(event.target);
  if (found && !found.widget.matches("button")) writeKept(ANSWERS, { ...readKept(ANSWERS), [found.key]: valueOf(found.widget) });
}, true);
main.addEventListener("click", (event) => {
  const found = keptWidget(event.target);
  if (found?.widget.matches("button")) writeKept(ANSWERS, { ...readKept(ANSWERS), [found.key]: "pressed" });
}, true);

/** "5 of 7 questions right" on the bar (none while the lesson has no question), kept for the landing page's list. */
function showProgress() {
  const bar = document.getElementById("crisp-progress");
  const total = main.querySelectorAll(".crisp-check").length;
  const right = main.querySelectorAll(".crisp-check .crisp-verdict-right").length;
  if (!bar || !total) return;
  const text = bar.dataset.words.replace("{n}", right).replace("{total}", total);
  const [long, short] = bar.children;
  if (long.textContent !== text) {
    long.textContent = text;
    short.textContent = `✓ ${right}/${total}`;
  }
  bar.hidden = false;
  writeKept(PROGRESS, { right, total });
}

// as the widgets draw and redraw them: the outputs' rule citations as ⓘ links, the kept values given back, the count
let pending = false;
new MutationObserver((changes) => {
  for (const change of changes) {
    const target = change.target.nodeType === Node.TEXT_NODE ? change.target.parentElement : change.target;
    if (target?.closest(".crisp-output")) linkRules(target, { links: true });
  }
  if (pending) return;
  pending = true;
  setTimeout(() => {  // once the views have drawn their parts (a radio button's options come after its box)
    pending = false;
    restoreAll();
    showProgress();
  }, 0);
}).observe(main, { subtree: true, childList: true, characterData: true });

// A picture's box that scrolls sideways (crisp_core.views: .crisp .wide) says so ("Swipe sideways…", its .swipe):
// the page measures every such box as the outputs change or the page's width does, and marks those with something
// to scroll to crisp-scrolls (the views' CSS shows their hint), and a tab stop.  A box a pixel wider than its
// content is not one.
function markScrolling() {
  for (const box of main.querySelectorAll(".crisp .wide")) {
    const scrolls = box.scrollWidth > box.clientWidth + 1;
    box.classList.toggle("crisp-scrolls", scrolls);
    // a box that scrolls is a tab stop too: a keyboard scrolls it (axe: scrollable-region-focusable)
    if (scrolls) box.tabIndex = 0; else box.removeAttribute("tabindex");
  }
}
let measuring = false;
function measureSoon() {
  if (measuring) return;
  measuring = true;
  requestAnimationFrame(() => { measuring = false; markScrolling(); });
}
new MutationObserver(measureSoon).observe(main, { subtree: true, childList: true, characterData: true });
new ResizeObserver(measureSoon).observe(main);

// A scene (crisp_core.widgets.StepPlayer: .crisp-scene) fits a phone's screen: after Back, Next or a new step, once
// the scene is drawn again, the page scrolls the least that shows all of it, so that what the step changed is in
// view; a scene taller than the screen (a wide screen's, every panel shown) brings the first thing it outlines
// (.changed) into view instead.
function showScene(scene) {
  const changed = [...scene.querySelectorAll(".changed")].find((e) => e.getClientRects().length);
  const fits = scene.getBoundingClientRect().height <= window.innerHeight;
  (fits || !changed ? scene : changed).scrollIntoView({ block: "nearest" });
}
function followScene(event) {
  const scene = event.target.closest?.(".crisp-scene");
  if (!scene || !event.target.closest(".crisp-scene-nav")) return;
  let timer = null;
  const observer = new MutationObserver(() => {
    clearTimeout(timer);  // the scene's widgets redraw one after the other: wait until they are done
    timer = setTimeout(() => { observer.disconnect(); showScene(scene); }, 60);
  });
  observer.observe(scene, { subtree: true, childList: true, characterData: true });
  setTimeout(() => observer.disconnect(), 5000);  // a click that changes nothing (Next on the last step)
}
main.addEventListener("click", followScene);
main.addEventListener("change", followScene);
