
// --- crisp: the offline copy, for visits with no network (appended by lite/build.py) --------------------------
//
// Once a lesson has run and its page is quiet, lesson.js asks this worker to keep an offline copy: every file the
// landing page, the play page and all the lessons (in every language) need (FILES: lite/build.py lists them), in one
// cache named by what it holds.  The site's own pages (the landing page, the play page, the rules pages, the guides)
// ask for its play part alone, from a first visit (lite/site/keep-offline.js): the files those pages need
// (PLAY_PART, a part of FILES), in a cache of its own, dropped once the whole copy is stored.  JupyterLite's apps
// (where "Edit in JupyterLab" leads) need their own scripts too (APP_PART, not in FILES): this worker keeps them, with
// the whole copy, a while after a reader first opens an app.  A new build's worker stores its own copies (the parts
// the browser kept) while it installs, when the browser has older ones (the older worker and its copies stay in
// charge until the new ones are whole), and deletes the older copies as it activates.
//
// The copy is only used when the network fails.  A normal visit goes on as without a service worker, for the
// reasons patch_service_worker() in lite/build.py gives (no hop; the browser keeps its compiled scripts): only a
// navigation goes through this worker, one request a visit, with the browser's navigation preload so that it is not
// delayed.  When a navigation's request fails (fetch rejects: no network, no server), the page comes from the copy;
// from then on, until a navigation reaches the network again (or while the browser says it is offline: this worker
// may have been stopped and started again meanwhile), every request comes from the copies first,
// so that a page from the copy gets the files of its own build.  A request that none holds goes to the network
// and fails there as it would without this worker; the pages say so (play.js, lesson.js).
(() => {
  const FILES = /* FILES */ [];
  const COPY = /* COPY */ "crisp-offline";
  const PLAY_PART = /* PLAY_PART */ [];
  const PLAY_COPY = /* PLAY_COPY */ "crisp-offline-play";
  const APP_PART = /* APP_PART */ [];
  const APP_COPY = /* APP_COPY */ "crisp-offline-app";
  const APP_WAIT_MS = 15000; // after an app's first page, before its copy is fetched: the app loads first
  const WHOLE = new URL("crisp-offline-copy-whole", location.href).href; // stored last, once every file is in
  const siteRoot = new URL("./", location.href).href;
  const url = (path) => new URL(path, location.href).href;
  const PARTS = { all: { cache: COPY, urls: FILES.map(url) }, play: { cache: PLAY_COPY, urls: PLAY_PART.map(url) },
                  app: { cache: APP_COPY, urls: APP_PART.map(url) } };
  const APP_PAGES = ["lab/", "notebooks/"].map(url); // JupyterLite's apps
  const ours = (name) => name === COPY || name === PLAY_COPY || name === APP_COPY;
  const older = (name) => name.startsWith("crisp-offline") && !ours(name); // an older build's copy
  let networkDown = false; // the last navigation's request failed
  let queue = Promise.resolve(); // the copies asked for, stored one after the other

  // where the copy keeps `url`: a folder's index.html, and never a query (the lessons' page is one file for every
  // ?path=, the play page one for every ?game=, and JupyterLite asks for some files with ?v=… or ?_=…)
  function copyKey(url) {
    const key = new URL(url);
    key.search = "";
    key.hash = "";
    if (key.pathname.endsWith("/")) key.pathname += "index.html";
    return key.href;
  }

  // (caches.match with a cacheName: a cache the browser does not have is not made, as caches.open would)
  async function fromCaches(request) {
    const key = copyKey(request.url);
    for (const cacheName of [COPY, PLAY_COPY, APP_COPY]) {
      const found = await caches.match(key, { ignoreVary: true, cacheName });
      if (found) return found;
    }
    return undefined;
  }

  async function page(event) {
    try {
      const response = (await event.preloadResponse) || await fetch(event.request);
      networkDown = false;
      return response;
    } catch (error) {
      networkDown = true;
      return (await fromCaches(event.request)) || Response.error();
    }
  }

  async function offline(request) {
    return (await fromCaches(request)) || fetch(request);
  }

  /** This build's copy of `part` ("all", "play" or "app"), stored unless it is there (the whole copy holds the play
   * part): {state: "stored"} or {state: "failed", reason, message}. */
  async function store(part) {
    const { cache: name, urls } = PARTS[part];
    const holders = part === "play" ? [COPY, name] : [name];
    for (const cacheName of holders) {
      if (await caches.match(WHOLE, { cacheName })) return { state: "stored" };
    }
    const cache = await caches.open(name);
    try {
      // through the HTTP cache, where the visit left most of these files (revalidated), else from the network
      await cache.addAll(urls);
      await cache.put(WHOLE, new Response(name));
      if (name === COPY) await caches.delete(PLAY_COPY); // a part of this one
      return { state: "stored", files: urls.length };
    } catch (error) {
      await caches.delete(name); // half a copy would answer some requests and not others
      const reason = error?.name === "QuotaExceededError" ? "quota" : "network";
      return { state: "failed", reason, message: String(error).slice(0, 300) };
    }
  }

  /** store(part) once the copies asked for before are stored (a second ask then finds its copy there). */
  function keep(part) {
    const result = queue.then(() => store(part));
    queue = result.catch(() => {});
    return result;
  }

  /** Once an app's page came from the network, and after APP_WAIT_MS: the whole copy and the app part. */
  async function keepApp(answer) {
    await answer;
    if (networkDown || !APP_PART.length) return;
    await new Promise((done) => setTimeout(done, APP_WAIT_MS));
    for (const part of ["all", "app"]) {
      const result = await keep(part);
      if (result.state !== "stored") return console.warn(`offline copy (${part}) not stored`, result);
    }
  }

  self.addEventListener("install", (event) => {
    // A new build, where the browser keeps an older one's copies: this build's copy first, whole if the older one was
    // (a name without "-play-" or "-app-"), else its play part, then its app part if the older build's was kept.  Had
    // it no room, the worker installs without one (the next quiet page asks again); had it no network, it does not
    // install, and the older worker with its copies go on until the browser tries again at a later visit.
    event.waitUntil(caches.keys().then(async (names) => {
      const kept = names.filter(older);
      if (!kept.length) return;
      const part = (name) => name.match(/^crisp-offline-(play|app)-/)?.[1] ?? "all";
      const parts = [kept.some((name) => part(name) === "all") ? "all" : "play",
                     ...(kept.some((name) => part(name) === "app") ? ["app"] : [])];
      for (const wanted of parts) {
        const result = await keep(wanted);
        if (result.reason === "network") throw new Error(`offline copy not stored: ${result.message}`);
      }
    }));
  });

  self.addEventListener("activate", (event) => {
    event.waitUntil(Promise.all([
      caches.keys().then((names) => Promise.all(names.filter(older).map((name) => caches.delete(name)))),
      self.registration.navigationPreload?.enable(),
    ]));
  });

  self.addEventListener("message", (event) => {
    if (event.data?.type !== "crisp-offline-copy" || !event.ports[0]) return;
    const part = event.data.part === "play" ? "play" : "all";
    event.waitUntil(keep(part).then((result) => event.ports[0].postMessage(result)));
  });

  // JupyterLite's listener (its drive, stdin and heartbeat requests) comes first: a request
  // that one of them answered does not reach this one (respondWith stops the event's propagation).
  self.addEventListener("fetch", (event) => {
    const { request } = event;
    if (request.method !== "GET" || !request.url.startsWith(siteRoot)) return;
    if (request.mode === "navigate") {
      const answer = page(event);
      event.respondWith(answer);
      if (APP_PAGES.some((app) => request.url.startsWith(app))) event.waitUntil(keepApp(answer));
    } else if (networkDown || !self.navigator.onLine) event.respondWith(offline(request));
  });
})();
