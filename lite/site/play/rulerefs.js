// The rules' IDs on the play page ("(R3.2)", "(S1)", "(C4.1)", "(K6.1)") made useful: each one in a text the page
// shows becomes a small button that opens a box with what the rule says, in the page's language, and a link to the
// rule on the rules page (a new tab: the game stays where it is). The rule's words are read from the site's rules
// pages themselves (lite/rules_page.py builds rules/, rules/cheat/, rules/crisps/…, five languages each, every
// rule with its anchor, <a class="rule-id" id="R3.2">): fetched once, on the first tap, and kept; without them (a
// page not yet kept offline) the box says so and still links the page.
// Everything is text: the buttons are made from text nodes already on the page (names, the engine's sentences), their
// words set with textContent, never parsed as markup.
// A reader sees a small ⓘ (an "i" in a circle), not the rule's number: "(R3.2)" shows as "ⓘ". The numbers come back for whoever asks
// (a teacher: the page's "Rule numbers" switch, remembered), by the class `rule-numbers` on <html>: every ID and the
// brackets around a citation are kept in the page, in spans shown only then (play.css).

// Each rule letter's rules page from the play page (play/, where this module is): the build writes it from the games'
// registry (lite/site_games.py: {"R": "../rules/", "C": "../rules/cheat/", …}); as full addresses, the same from the
// lessons' pages.
const RELATIVE = /* RULE_PAGES */ {};
const PAGES = Object.fromEntries(Object.entries(RELATIVE).map(([letter, path]) => [letter, new URL(path, import.meta.url).href]));
// A rule's ID: one of those letters (Crisp's R and S, docs/RULES.md; Cheat's C and T, docs/CHEAT.md; Crisps' K,
// docs/CRISPS.md) and a number, with sub-numbers ("R5.4.1"); a key hint such as "(C)" or a card such as "K♠" has no
// number.
const RULE_ID = new RegExp(`\\b[${Object.keys(RELATIVE).join("")}]\\d+(?:\\.\\d+)*\\b`, "g");
const HAS_RULE_ID = new RegExp(RULE_ID.source);  // (a test without /g: no lastIndex carried from one text to the next)
// A citation, shown as ⓘ without the numbers: IDs in brackets ("(R5.5)", "(C4.2, C4.4)") with the space before them,
// or the last ID of a sentence's brackets with its comma ("(… window, C4.1)"). Any other ID (a name such as "K9", a
// rule named in a sentence) stays a button that shows its ID.
const CITATION = new RegExp(`( ?\\((?:\\s*${RULE_ID.source}\\s*[,–;]?)+\\))|(,\\s*${RULE_ID.source}(?=\\)))|${RULE_ID.source}`, "g");
export const NUMBERS_KEY = "crisp.ruleNumbers";  // localStorage: "1" shows the rules' numbers

/** Whether the rules' numbers are shown (remembered in this browser), and set it. */
export function showRuleNumbers(on) {
  if (on !== undefined) {
    try { localStorage.setItem(NUMBERS_KEY, on ? "1" : "0"); } catch { /* no storage: for this page only */ }
    document.documentElement.classList.toggle("rule-numbers", on);
  }
  return document.documentElement.classList.contains("rule-numbers");
}
try { document.documentElement.classList.toggle("rule-numbers", localStorage.getItem(NUMBERS_KEY) === "1"); } catch { /* none */ }

/** `text` as a screen reader should say it: without its citations ("(R7.5, R11.1)", ", C4.1)"), unless the rules'
 * numbers are shown; a rule named in a sentence stays. */
export function withoutCitations(text) {
  if (showRuleNumbers()) return text;
  return text.replace(CITATION, (match, bracketed, trailing) => (bracketed ? "" : trailing ? "" : match));
}

let labelOf = (id) => id;
/** How a rule's button is named for a screen reader (the page's language: "Rule R3.2"). */
export function nameRuleButtons(label) { labelOf = label; }
// text that is not turned into buttons: inside other controls, links, hidden or key-hint text, a button already
const SKIP = "button, a, option, select, textarea, kbd, script, style, title, [aria-hidden=true], .rule-ref, dialog";
const MAX_CHARS = 420;

/** Turn every rule ID in the text under `root` into a button (see above); with `links`, into a link to the rule on
 * its rules page, in a new tab (the lessons' pages, which have no box to open). Idempotent. */
export function linkRules(root, { links = false } = {}) {
  if (!root || root.closest?.(SKIP)) return;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const found = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (HAS_RULE_ID.test(node.data) && !node.parentElement.closest(SKIP)) found.push(node);
  }
  for (const node of found) {
    const text = node.data;
    const parts = [];
    let last = 0;
    for (const match of text.matchAll(CITATION)) {
      parts.push(text.slice(last, match.index),
                 match[1] || match[2] ? citation(match[0], links) : ruleButton(match[0], false, links));
      last = match.index + match[0].length;
    }
    parts.push(text.slice(last));
    node.replaceWith(...parts.filter((part) => part !== ""));
  }
}

// A citation's text as it was, each ID a button; all but the buttons' marks in spans shown with the numbers only.
function citation(text, links) {
  const span = document.createElement("span");
  span.className = "rule-cite";
  let last = 0;
  for (const match of text.matchAll(RULE_ID)) {
    span.append(number(text.slice(last, match.index)), ruleButton(match[0], true, links));
    last = match.index + match[0].length;
  }
  span.append(number(text.slice(last)));
  return span;
}

function number(text) {
  const span = document.createElement("span");
  span.className = "rule-number";
  span.textContent = text;
  return span;
}

// A rule's button (or link): in a citation an ⓘ (its ID shown with the numbers only), else its ID.
function ruleButton(id, cited, link = false) {
  const button = document.createElement(link ? "a" : "button");
  button.className = "rule-ref";
  button.dataset.rule = id;
  if (link) Object.assign(button, { href: `${PAGES[id[0]]}#${id}`, target: "_blank", rel: "noopener" });
  else Object.assign(button, { type: "button" }).setAttribute("aria-haspopup", "dialog");
  if (!cited) {
    button.textContent = id;
    return button;
  }
  button.setAttribute("aria-label", labelOf(id));
  const mark = document.createElement("span");
  mark.className = "rule-mark";
  mark.setAttribute("aria-hidden", "true");
  // (empty: play.css draws an "i" in a circle, which is no text of the sentence; the ⓘ character is missing from
  // some phones' fonts)
  button.append(number(id), mark);
  return button;
}

// ------------------------------------------------------------------------------------------ the rules' words
const pages = new Map();  // rules page address -> Promise of its parsed document (null: could not be had)
function rulesPage(url) {
  if (!pages.has(url)) {
    pages.set(url, fetch(url)
      .then((response) => (response.ok ? response.text() : Promise.reject(new Error(String(response.status)))))
      .then((html) => new DOMParser().parseFromString(html, "text/html"))
      .catch(() => { pages.delete(url); return null; }));  // (tried again on the next tap)
  }
  return pages.get(url);
}

const squeeze = (text) => text.replace(/\s+/g, " ").trim();

/**
 * What rule `id` says in language `lang`, from its rules page: {id (the anchor found: "R8" has none, R8.1 stands for
 * it), heading (its section's), text (the sentences before its anchor, with the list they introduce), href} or null.
 */
export async function ruleWords(id, lang) {
  const page = PAGES[id[0]];
  const doc = await rulesPage(page);
  const article = doc && (doc.querySelector(`article[data-lang="${lang}"]`) || doc.querySelector("article"));
  if (!article) return null;
  const find = (x) => article.querySelector(`.rule-id[id="${x}"], .rule-id[data-id="${x}"]`);
  const anchor = find(id) || find(`${id}.1`);
  if (!anchor) return null;
  const found = anchor.id || anchor.dataset.id;
  const block = anchor.closest("p, li, td, dd") || anchor.parentElement;
  // the words between the rule anchor before this one in the same block (if any) and this one
  const range = doc.createRange();
  const before = [...block.querySelectorAll(".rule-id")].filter((a) => a !== anchor && (a.compareDocumentPosition(anchor) & Node.DOCUMENT_POSITION_FOLLOWING));
  if (before.length) range.setStartAfter(before[before.length - 1]); else range.setStart(block, 0);
  range.setEndBefore(anchor);
  let text = squeeze(range.toString());
  const list = block.nextElementSibling;
  if (text.endsWith(":") && list && /^(UL|OL)$/.test(list.tagName)) {  // "…do exactly one of these:" and its list
    text += " " + [...list.children].map((item) => squeeze(item.textContent)).join(" ");
  }
  if (text.length > MAX_CHARS) text = text.slice(0, MAX_CHARS).replace(/\s+\S*$/, "") + "…";
  let top = block;
  while (top.parentElement && top.parentElement !== article && !top.parentElement.matches("section")) top = top.parentElement;
  let heading = top.previousElementSibling;
  while (heading && !/^H[23]$/.test(heading.tagName)) heading = heading.previousElementSibling;
  return { id: found, heading: heading ? squeeze(heading.textContent) : "", text, href: `${RELATIVE[id[0]]}#${found}` };
}

export const rulesPageOf = (id) => RELATIVE[id[0]];
