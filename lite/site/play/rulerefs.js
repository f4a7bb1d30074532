// The rules' IDs on the play page ("(R3.2)", "(S1)", "(C4.1)", "(K6.1)") made useful: each one in a text the page
// shows becomes a small button that opens a box with what the rule says, in the page's language, and a link to the
// rule on the rules page (a new tab: the game stays where it is). The rule's words are read from the site's rules
// pages themselves (lite/rules_page.py builds rules/, rules/cheat/ and rules/crisps/, four languages each, every
// rule with its anchor, <a class="rule-id" id="R3.2">): fetched once, on the first tap, and kept; without them (a
// page not yet kept offline) the box says so and still links the page.
// Everything is text: the buttons are made from text nodes already on the page (names, the engine's sentences), their
// words set with textContent, never parsed as markup.

// A rule's ID: Crisp's R and S (docs/RULES.md), Cheat's C and T (docs/CHEAT.md), Crisps' K (docs/CRISPS.md);
// a letter and a number, with sub-numbers ("R5.4.1"); a key hint such as "(C)" or a card such as "K♠" has no number.
const RULE_ID = /\b[RSCTK]\d+(?:\.\d+)*\b/g;
const HAS_RULE_ID = new RegExp(RULE_ID.source);  // (a test without /g: no lastIndex carried from one text to the next)
const PAGES = { R: "../rules/", S: "../rules/", C: "../rules/cheat/", T: "../rules/cheat/", K: "../rules/crisps/" };
// text that is not turned into buttons: inside other controls, links, hidden or key-hint text, a button already
const SKIP = "button, a, option, select, textarea, kbd, script, style, title, [aria-hidden=true], .rule-ref, dialog";
const MAX_CHARS = 420;

/** Turn every rule ID in the text under `root` into a button (see above). Idempotent. */
export function linkRules(root) {
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
    for (const match of text.matchAll(RULE_ID)) {
      parts.push(text.slice(last, match.index), ruleButton(match[0]));
      last = match.index + match[0].length;
    }
    parts.push(text.slice(last));
    node.replaceWith(...parts.filter((part) => part !== ""));
  }
}

// The button's text is the ID alone, so the text around it reads (and compares) exactly as before.
function ruleButton(id) {
  const button = document.createElement("button");
  button.type = "button";
  button.className = "rule-ref";
  button.dataset.rule = id;
  button.setAttribute("aria-haspopup", "dialog");
  button.textContent = id;
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
  const page = new URL(PAGES[id[0]], location.href).href;
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
  return { id: found, heading: heading ? squeeze(heading.textContent) : "", text, href: `${PAGES[id[0]]}#${found}` };
}

export const rulesPageOf = (id) => PAGES[id[0]];
