
// --- crisp: the app's scripts kept compiled for the next visit (appended by lite/build.py) --------------------
//
// A second visit of a lesson spends most of its time compiling JupyterLite's scripts again: Chromium keeps the
// compiled code of a script from its HTTP cache only from the third load on.  A script put into Cache Storage
// while a service worker installs is compiled there and then, and its code kept with it.  Doing that while the
// first visit loads would slow it down (two cores also start Python), so this worker does it only when its URL
// says ?scripts=1: early-start.js registers that version once the lesson is ready and quiet.  That version then
// answers the requests for these scripts (content-hashed: never changed, so never checked again) from its cache.
// Every other request goes on to offline-copy.js, appended after this, and from there as before.
(() => {
  const SCRIPTS = /* SCRIPTS */ [];
  const CACHE = /* CACHE */ "crisp-scripts";
  const caching = new URL(location.href).searchParams.get("scripts") === "1";
  const urls = new Set(SCRIPTS.map((path) => new URL(path, location.href).href));

  // A new build whose scripts did not change (the same list names the same cache) has them compiled already: only
  // the scripts the cache lacks are fetched and compiled.
  self.addEventListener("install", (event) => {
    if (!caching) return;
    event.waitUntil(caches.open(CACHE).then(async (cache) => {
      const kept = new Set((await cache.keys()).map((request) => request.url));
      await cache.addAll([...urls].filter((url) => !kept.has(url)));
    }));
  });

  self.addEventListener("activate", (event) => {
    // an older build's scripts, or this build's once a version without ?scripts=1 took over
    const stale = (name) => name.startsWith("crisp-scripts") && !(caching && name === CACHE);
    event.waitUntil(caches.keys().then((names) => Promise.all(names.filter(stale).map((name) => caches.delete(name)))));
  });

  // Only exact URLs: JupyterLite asks for the extensions' chunks with a query (static/7.2a0ce57.js?v=2a0ce57);
  // answering those from this cache too (ignoreSearch) made a second visit ~0.9 s slower (A/B, 4 runs each).
  self.addEventListener("fetch", (event) => {
    if (!caching || event.request.method !== "GET" || !urls.has(event.request.url)) return;
    event.respondWith(caches.open(CACHE)
      .then((cache) => cache.match(event.request))
      .then((cached) => cached || fetch(event.request)));
  });
})();
