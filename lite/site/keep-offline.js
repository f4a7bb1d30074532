// Keep the play page, the rules pages and the landing page for visits with no network, from the first visit of any
// of them (the site's own pages: the landing page, the play page, the rules pages and the guides use this module).
//
// Once the page is ready (its own `ready`; by default once it has loaded, with what it prefetches) it registers the
// site's service worker as lite/lesson/lesson.js keepOffline does (JupyterLite's script and scope, with the
// localStorage entry JupyterLite's app writes for a worker it registered, CONFIG.versionEntry: without it the app would
// take the worker for an old version's and unregister it), unless the site has it already in whatever version; then,
// once the page has had no long task for QUIET_MS, asks it for the play part of the offline copy
// (lite/kernel/offline-copy.js: every file those pages need, in a cache of its own; the lessons are kept once one
// has run, the whole copy).  Where the copy stands is on <html data-crisp-offline> ("stored" or "failed") and in a
// console line.  Nothing happens where the browser has no service workers (an insecure origin: plain HTTP from a
// LAN name).  lite/build.py fills CONFIG in (lite/upstream.py service_worker_registration): the service worker's
// script from the site's root, where this module is, JupyterLite's version and the localStorage entry for it.
const CONFIG = /* CONFIG */ {};
const ROOT = new URL("./", import.meta.url);
const QUIET_MS = 5000;
const PREFETCH_MS = 60000;

/** Keep the site's own pages offline once `ready` resolves and the page is quiet (see above); never throws. */
export function keepOffline(ready = loaded()) {
  keep(ready).catch((error) => console.warn("offline copy: not stored", error));
}

async function keep(ready) {
  if (!navigator.serviceWorker || !CONFIG.serviceWorker) return;
  await ready;
  const script = new URL(CONFIG.serviceWorker, ROOT).href;
  const ours = (worker) => worker?.scriptURL.split("?")[0] === script.split("?")[0];
  const registration = await navigator.serviceWorker.getRegistration(ROOT.href);
  if (![registration?.active, registration?.waiting, registration?.installing].some(ours)) {
    localStorage.setItem(CONFIG.versionEntry.replace("{script}", script), CONFIG.appVersion);
    await navigator.serviceWorker.register(script);
  }
  await storeCopy("play", ours);
}

/** Once the page has had no long task for QUIET_MS, ask the site's service worker, when `ours` says the active one
 * is it, for the offline copy's `part` ("play"; "all", the whole copy, from a lesson that has run: lesson.js); where
 * the copy stands goes on <html data-crisp-offline> and in a console line. */
export async function storeCopy(part, ours) {
  await quiet(QUIET_MS);
  const { active } = await navigator.serviceWorker.ready;
  if (!ours(active)) return;
  const result = await new Promise((answer) => {
    const reply = new MessageChannel();
    reply.port1.onmessage = (event) => answer(event.data);
    active.postMessage({ type: "crisp-offline-copy", part }, [reply.port2]);
  });
  document.documentElement.dataset.crispOffline = result.state;
  console.log(`offline copy (${part}): ${result.state}${result.reason ? ` (${result.reason}: ${result.message})` : ""}`);
  if (result.state === "stored") navigator.storage?.persist?.().catch(() => {});
}

/** Resolves once the page has loaded and what it prefetches has come, or PREFETCH_MS later (the landing page
 * prefetches the lessons' Python, some of it files of the copy: not downloaded twice at once; a prefetch that failed
 * before this module listened may leave no trace). */
async function loaded() {
  if (document.readyState !== "complete") await new Promise((done) => addEventListener("load", done, { once: true }));
  const prefetched = [...document.querySelectorAll("link[rel=prefetch]")].map((link) => new Promise((done) => {
    link.addEventListener("load", done, { once: true });
    link.addEventListener("error", done, { once: true });
    if (performance.getEntriesByName(link.href).length) done(); // come already
  }));
  await Promise.race([Promise.all(prefetched), new Promise((done) => setTimeout(done, PREFETCH_MS))]);
}

/** Resolves once the page has had no long task for `ms` (counted from now where the browser does not time them). */
function quiet(ms) {
  let lastBusy = performance.now();
  let observer = null;
  try {
    observer = new PerformanceObserver(() => { lastBusy = performance.now(); });
    observer.observe({ type: "longtask" });
  } catch (error) {
    observer = null;
  }
  return new Promise((done) => {
    const wait = () => {
      const quietFor = performance.now() - lastBusy;
      if (quietFor < ms) return setTimeout(wait, ms - quietFor);
      observer?.disconnect();
      done();
    };
    wait();
  });
}
