/* The site's languages: English, Portuguese (Brazil's and Portugal's), Spanish and French, switchable at any time
 * without reload.
 *
 * Load the catalogs first, then this script, both in <head> without defer (they are small; running them early
 * keeps the page from showing one language and then another):
 *   <script src="i18n/catalogs.js"></script>   (window.CRISP_CATALOGS = {en: {...}, pt: {...}, ...},
 *   <script src="i18n/i18n.js"></script>         generated from en.json, pt.json, es.json and fr.json)
 *
 * The language is the one a link asks for (?lang=pt: a Portuguese lesson's link to the game words), else the one
 * chosen before (localStorage "crisp.lang"), or else the first of the browser's languages (navigator.languages)
 * that the site has: pt-BR (and a bare pt) gives pt, every other pt-* pt-PT, es-* es, fr-* fr; else en.
 *
 * Markup it understands:
 *   data-i18n="key"                   the element's text; a "{name}" in the string stands for the child
 *                                     element with data-i18n-slot="name" (a link inside a sentence, say)
 *   data-i18n-attr="attr:key; ..."    attributes: aria-label, title, alt, placeholder, content ...
 *   data-lang="xx"                    a block shown only in language xx; the ids inside it exist only while
 *                                     it is shown (hidden blocks keep them as data-id), so that every
 *                                     language's copy can carry the same anchors (#R5.5)
 *   data-i18n-switch                  where the language menu goes (a labelled <select>)
 *
 * window.CrispI18n = {languages, lang(), t(key), set(lang)}; every change dispatches "crisp:language"
 * (detail: {lang}) on document.
 */
(function () {
  'use strict';

  var LANGUAGES = {en: 'English', pt: 'Português (Brasil)', 'pt-PT': 'Português (Portugal)', es: 'Español',
                   fr: 'Français'};
  var DEFAULT = 'en';
  var STORAGE_KEY = 'crisp.lang';
  var catalogs = window.CRISP_CATALOGS || {};
  var current = null;

  // A language tag the site speaks: "pt-PT" for Portuguese of Portugal and of every other country but Brazil
  // (pt-PT, pt-AO, pt-MZ, ...), "pt" for Brazil's (pt-BR) and a bare "pt"; else its first part (fr-CA: fr).
  function supported(tag) {
    var parts = String(tag || '').toLowerCase().split(/[-_]/);
    if (parts[0] === 'pt' && parts[1] && parts[1] !== 'br') return 'pt-PT';
    return Object.prototype.hasOwnProperty.call(LANGUAGES, parts[0]) ? parts[0] : null;
  }

  function saved() {
    try {
      return supported(window.localStorage.getItem(STORAGE_KEY));
    } catch (error) {  // storage refused (privacy settings): nothing saved
      return null;
    }
  }

  function save(lang) {
    try {
      window.localStorage.setItem(STORAGE_KEY, lang);
    } catch (error) { /* the choice then lasts for this page only */ }
  }

  function asked() {
    var match = /[?&]lang=([a-zA-Z-]+)/.exec(window.location.search);
    return match ? supported(match[1]) : null;
  }

  function fromBrowser() {
    var tags = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language];
    for (var i = 0; i < tags.length; i++) {
      var lang = supported(tags[i]);
      if (lang) return lang;
    }
    return DEFAULT;
  }

  function t(key, lang) {
    var catalog = catalogs[lang || current || DEFAULT] || {};
    if (Object.prototype.hasOwnProperty.call(catalog, key)) return catalog[key];
    var fallback = catalogs[DEFAULT] || {};
    return Object.prototype.hasOwnProperty.call(fallback, key) ? fallback[key] : null;
  }

  // The element's text from the catalog; "{name}" places the child element marked data-i18n-slot="name".
  function fill(element, text) {
    if (!/\{[\w-]+\}/.test(text)) {
      if (element.textContent !== text) element.textContent = text;
      return;
    }
    var slots = {};
    Array.prototype.forEach.call(element.children, function (child) {
      if (child.hasAttribute('data-i18n-slot')) slots[child.getAttribute('data-i18n-slot')] = child;
    });
    var nodes = text.split(/\{([\w-]+)\}/).map(function (part, i) {
      if (i % 2 === 0) return document.createTextNode(part);
      return slots[part] || document.createTextNode('{' + part + '}');
    });
    element.replaceChildren.apply(element, nodes);
  }

  // Only the shown copy of a language block holds real ids.
  function showBlock(block, shown) {
    block.hidden = !shown;
    var from = shown ? 'data-id' : 'id';
    var to = shown ? 'id' : 'data-id';
    block.querySelectorAll('[' + from + ']').forEach(function (element) {
      element.setAttribute(to, element.getAttribute(from));
      element.removeAttribute(from);
    });
  }

  function apply(lang) {
    var root = document.documentElement;
    root.lang = lang;
    root.setAttribute('data-ui-lang', lang);
    document.querySelectorAll('[data-i18n]').forEach(function (element) {
      var text = t(element.getAttribute('data-i18n'), lang);
      if (text !== null) fill(element, text);
    });
    document.querySelectorAll('[data-i18n-attr]').forEach(function (element) {
      element.getAttribute('data-i18n-attr').split(';').forEach(function (pair) {
        var parts = pair.split(':');
        if (parts.length !== 2) return;
        var text = t(parts[1].trim(), lang);
        if (text !== null) element.setAttribute(parts[0].trim(), text);
      });
    });
    var blocks = Array.prototype.slice.call(document.querySelectorAll('[data-lang]'));
    var available = blocks.some(function (block) { return block.getAttribute('data-lang') === lang; });
    blocks.forEach(function (block) {  // hide first, so that an id is never held by two blocks at once
      if (block.getAttribute('data-lang') !== lang && available) showBlock(block, false);
    });
    blocks.forEach(function (block) {
      if (block.getAttribute('data-lang') === lang) showBlock(block, true);
    });
    document.querySelectorAll('select[data-i18n-menu]').forEach(function (select) {
      select.value = lang;
    });
  }

  function buildSwitch(container, index) {
    if (container.querySelector('select')) return;
    var id = 'lang-select' + (index ? '-' + index : '');
    var label = document.createElement('label');
    label.htmlFor = id;
    label.setAttribute('data-i18n', 'lang.label');
    label.textContent = t('lang.label') || 'Language';
    var select = document.createElement('select');
    select.id = id;
    select.setAttribute('data-i18n-menu', '');
    Object.keys(LANGUAGES).forEach(function (code) {
      var option = document.createElement('option');
      option.value = code;
      option.lang = code;  // each name in its own language
      option.textContent = LANGUAGES[code];
      select.appendChild(option);
    });
    select.value = current;
    select.addEventListener('change', function () { set(select.value); });
    container.replaceChildren(label, document.createTextNode(' '), select);
  }

  function scrollToHash() {
    var id = decodeURIComponent(window.location.hash.slice(1));
    var target = id && document.getElementById(id);
    if (target) target.scrollIntoView();
  }

  function set(lang, options) {
    lang = supported(lang) || DEFAULT;
    var changed = lang !== current;
    current = lang;
    if (!options || options.save !== false) save(lang);
    apply(lang);
    if (changed) document.dispatchEvent(new CustomEvent('crisp:language', {detail: {lang: lang}}));
    return lang;
  }

  function start() {
    document.querySelectorAll('[data-i18n-switch]').forEach(buildSwitch);
    apply(current);
    document.dispatchEvent(new CustomEvent('crisp:language', {detail: {lang: current}}));
    // the anchor named in the address (#R5.5) now exists in the shown language: go there
    if (window.location.hash && current !== DEFAULT) scrollToHash();
  }

  current = asked() || saved() || fromBrowser();
  // Before the body is parsed: the page's language, and a hook for CSS (data-ui-lang) so that the blocks of the
  // other languages are not painted while the document loads.
  document.documentElement.lang = current;
  document.documentElement.setAttribute('data-ui-lang', current);

  window.CrispI18n = {
    languages: Object.assign({}, LANGUAGES),
    lang: function () { return current; },
    t: function (key) { return t(key); },
    set: function (lang) { return set(lang); }
  };

  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', start);
  } else {
    start();
  }
})();
