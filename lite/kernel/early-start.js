// Start the Python kernel's worker while the notebook app loads.  lite/build.py puts this script in the
// <head> of the lab and notebooks pages, with CONFIG filled in.
//
// Without it the kernel's worker starts only once the app has loaded and opened the notebook; Pyodide, the
// start-up packages and IPython then load after the UI, one after the other.  Here, when the page opens a
// notebook (?path=....ipynb), the worker starts at once and is asked to load Pyodide (its initRuntime, through
// the kernel's own comlink protocol), with boot.mjs as the loader, which also imports the kernel's Python side.
// When the kernel later creates its worker, it gets this one; its initialize() then finds Pyodide loaded or
// loading, and does the rest (drive, piplite settings, kernel globals) as always.  A kernel started later
// (a restart, a second notebook) gets a worker of its own, as without this script.
//
// It also records, once JupyterLite's service worker is running, the JupyterLite version that registered it (the
// localStorage entry JupyterLite itself writes only when it finds the worker already there).  Without that entry
// JupyterLite takes the worker for an old version's on the next visit and unregisters and registers it again.
//
// While the notebooks app itself loads (a few seconds of a blank page), a lesson's page says so in the lesson's
// language; lite/app/lesson-view.js takes the note over (same element) and removes it once the lesson has run.
//
// And once the first lesson is ready and quiet, it moves the site to the service worker's version that keeps the
// app's scripts compiled for the next visits (keepScriptsCompiled below, script-cache.js).
(function () {
  "use strict";
  const CONFIG = /* CONFIG */ {};
  const root = new URL(CONFIG.root, window.location.href);
  const serviceWorker = new URL(CONFIG.serviceWorker, root).href;
  navigator.serviceWorker?.ready.then((registration) => {
    const script = registration.active?.scriptURL || "";
    if (script.split("?")[0] === serviceWorker && !localStorage.getItem(`${script}-version`)) {
      localStorage.setItem(`${script}-version`, CONFIG.appVersion);
    }
  }).catch(() => {});
  keepScriptsCompiled();
  const path = new URLSearchParams(window.location.search).get("path") || "";
  showLessonNote(path);
  if (!/\.ipynb$/i.test(path) || typeof window.Worker !== "function" || window.crossOriginIsolated) return;
  const workerUrl = new URL(CONFIG.worker, root).href;
  const NativeWorker = window.Worker;
  let spare = null;
  try {
    spare = new NativeWorker(workerUrl, { type: "module" });
  } catch (error) {
    console.warn("early kernel start: no worker", error);
    return;
  }
  const id = "crisp-early-kernel-start";
  spare.addEventListener("message", function reply(event) {
    if (!event.data || event.data.id !== id) return;
    spare?.removeEventListener("message", reply);
    if (event.data.type === "HANDLER") console.warn("early kernel start failed; the kernel will load itself", event.data.value);
  });
  spare.postMessage({
    id, type: "APPLY", path: ["initRuntime"],
    argumentList: [{ type: "RAW", value: {
      pyodideUrl: new URL(CONFIG.pyodide, root).href,
      indexUrl: new URL(CONFIG.index, root).href,
      loadPyodideOptions: { packages: CONFIG.packages },
    } }],
  });
  // not claimed (the notebook never started a Python kernel): do not keep Pyodide in memory for nothing
  const unclaimed = setTimeout(() => { spare?.terminate(); spare = null; }, CONFIG.keepMs || 180000);
  class Worker extends NativeWorker {
    constructor(url, options) {
      if (spare && new URL(String(url), window.location.href).href === workerUrl) {
        const worker = spare;
        spare = null;
        clearTimeout(unclaimed);
        return Object.setPrototypeOf(worker, Worker.prototype);
      }
      super(url, options);
    }
  }
  window.Worker = Worker;

  // Once the kernel is ready (boot.mjs says so on the "crisp-kernel" channel, or a minute has passed) and the page
  // has had no long task for QUIET_MS, move the site to the service worker's ?scripts=1 version, which compiles
  // the app's scripts and keeps them for the next visit (script-cache.js).  Nothing happens when that version
  // already runs, or when the service worker is not JupyterLite's.
  function keepScriptsCompiled() {
    if (!navigator.serviceWorker || typeof BroadcastChannel !== "function") return;
    if (new URL(navigator.serviceWorker.controller?.scriptURL || root).searchParams.get("scripts") === "1") return;
    const QUIET_MS = 5000;
    let lastBusy = performance.now();
    let observer = null;
    try {
      observer = new PerformanceObserver(() => { lastBusy = performance.now(); });
      observer.observe({ type: "longtask" });
    } catch (error) {
      observer = null; // no long-task timing: the quiet time counts from the kernel being ready
    }
    const channel = new BroadcastChannel("crisp-kernel");
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      channel.close();
      lastBusy = Math.max(lastBusy, performance.now());
      const wait = () => {
        const quietFor = performance.now() - lastBusy;
        if (quietFor < QUIET_MS) return setTimeout(wait, QUIET_MS - quietFor);
        observer?.disconnect();
        switchToScriptCache().catch((error) => console.warn("scripts not kept for the next visit", error));
      };
      wait();
    };
    channel.onmessage = (event) => { if (event.data === "kernel ready") start(); };
    setTimeout(start, 60000);
  }

  async function switchToScriptCache() {
    const registration = await navigator.serviceWorker.getRegistration(root.href);
    const script = registration?.active?.scriptURL;
    if (!script || script.split("?")[0] !== serviceWorker) return;
    const caching = new URL(script);
    if (caching.searchParams.get("scripts") === "1") return;
    caching.searchParams.set("scripts", "1");
    // JupyterLite unregisters a worker whose script has no version entry (see above)
    localStorage.setItem(`${caching.href}-version`, CONFIG.appVersion);
    await navigator.serviceWorker.register(caching.href, { scope: registration.scope });
  }

  function showLessonNote(path) {
    const lesson = /^(?:(pt|es|fr)\/)?\d\d-[\w-]+\.ipynb$/.exec(path);
    if (!lesson || document.body?.dataset.notebook !== "notebooks" && !/\/notebooks\//.test(window.location.pathname)) return;
    const words = { en: "The lesson is loading…", pt: "A lição está carregando…", es: "La lección se está cargando…",
      fr: "La leçon se charge…" };
    const note = document.createElement("div");
    note.className = "crisp-lesson-status";
    note.setAttribute("role", "status");
    note.textContent = words[lesson[1] || "en"];
    note.style.cssText = "position:fixed;left:50%;bottom:16px;transform:translateX(-50%);z-index:100;padding:8px 16px;"
      + "border-radius:18px;background:#1d3f2b;color:#fff;font:14px system-ui,sans-serif";
    const add = () => document.body.append(note);
    if (document.body) add(); else document.addEventListener("DOMContentLoaded", add);
  }
})();
