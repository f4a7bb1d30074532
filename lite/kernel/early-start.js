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
// And once a lesson is ready and quiet, it moves the site to the service worker's version that keeps the app's
// scripts compiled for the next visits (script-cache.js), then asks the service worker to keep this build's offline
// copy of the site (offline-copy.js; keepForNextVisits below).  When part of the lesson cannot be had (no network,
// and not in the offline copy), the note says so in the lesson's language instead of waiting for ever.
//
// A watchdog (watchLesson) keeps a lesson from waiting for ever with nothing said: when the lesson has not got ready
// and nothing has moved for a while (STALL_MS: no message from the kernel's worker, no change of the lesson view's
// state; before the lesson view has the notebook, no script or file of the app loaded either), or at once when the
// kernel's worker fails (an uncaught error in it, or the kernel's start or a cell's run thrown back to the page:
// JupyterLite then never replies to the cell, the cell waits for ever), the note says that the lesson is stuck and
// to reload the page, and a console line says where it stood.  Should the lesson move again, the note goes back.
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
  prepareStorage();
  const path = new URLSearchParams(window.location.search).get("path") || "";
  const note = showLessonNote(path);
  const watchdog = note && watchLesson(note);
  keepForNextVisits();
  if (!/\.ipynb$/i.test(path) || typeof window.Worker !== "function" || window.crossOriginIsolated) return;
  const workerUrl = new URL(CONFIG.worker, root).href;
  const NativeWorker = window.Worker;
  const id = "crisp-early-kernel-start";
  let spare = null;
  let unclaimed = null;
  // The kernel's worker, watched: its messages are the kernel's signs of life; its uncaught errors, and its comlink
  // replies that carry a thrown error for the kernel's start ("initialize") or a cell's run ("execute"), are the
  // kernel failing (comlink: {id, type: "HANDLER", name: "throw", value}; the call's name is in the request).
  const calls = new Map();
  const watched = new WeakSet();
  const watchWorker = (worker) => {
    if (!watchdog) return;
    watched.add(worker);
    worker.addEventListener("message", (event) => {
      watchdog.progress();
      const call = event.data?.id !== undefined && calls.get(event.data.id);
      if (!call) return;
      calls.delete(event.data.id);
      if (event.data.type === "HANDLER" && event.data.name === "throw" && /^(initialize|execute)$/.test(call)) {
        const error = event.data.value?.value;
        watchdog.failed(`the kernel's ${call}() failed: ${error?.name || ""} ${error?.message || error || ""}`.trim());
      }
    });
    worker.addEventListener("error", (event) => {
      if (event instanceof ErrorEvent) {
        watchdog.failed(`the kernel's worker failed: ${event.message} (${event.filename}:${event.lineno})`);
      }
    });
  };
  class Worker extends NativeWorker {
    constructor(url, options) {
      const kernel = new URL(String(url), window.location.href).href === workerUrl;
      if (kernel && spare) {
        const worker = spare;
        spare = null;
        clearTimeout(unclaimed);
        return Object.setPrototypeOf(worker, Worker.prototype);
      }
      super(url, options);
      if (kernel) watchWorker(this);
    }

    postMessage(message, ...rest) {
      if (watched.has(this) && message?.type === "APPLY" && message.id !== undefined && message.id !== id) {
        calls.set(message.id, (message.path || []).join("."));
      }
      return super.postMessage(message, ...rest);
    }
  }
  window.Worker = Worker;
  try {
    spare = new NativeWorker(workerUrl, { type: "module" });
  } catch (error) {
    console.warn("early kernel start: no worker", error);
    return;
  }
  watchWorker(spare);
  // its script could not be had (an error inside the worker is an ErrorEvent: the watchdog's, above)
  spare.addEventListener("error", (event) => { if (!(event instanceof ErrorEvent)) note?.unreachable(); });
  spare.addEventListener("message", function reply(event) {
    if (!event.data || event.data.id !== id) return;
    spare?.removeEventListener("message", reply);
    if (event.data.type !== "HANDLER") return;
    console.warn("early kernel start failed; the kernel will load itself", event.data.value);
    // comlink's thrown error ({isError, value: {name, message, stack}}): a file Python needs could not be had at all
    // (fetch() and import() reject with a TypeError then); the kernel's own start would fail the same way
    const error = event.data.value?.value;
    if (error?.name === "TypeError" && /fetch|import/i.test(error.message)) note?.unreachable();
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
  unclaimed = setTimeout(() => { spare?.terminate(); spare = null; }, CONFIG.keepMs || 180000);

  // Once the kernel is ready (boot.mjs says so on the "crisp-kernel" channel, or a minute has passed) and the page
  // has had no long task for QUIET_MS: move the site to the service worker's ?scripts=1 version, which compiles the
  // app's scripts and keeps them for the next visit (script-cache.js), unless that version already runs; then ask
  // the service worker for this build's offline copy (offline-copy.js), which it stores unless it has it.  Nothing
  // happens when the service worker is not JupyterLite's.  Where the copy stands is on <html data-crisp-offline>
  // ("stored" or "failed") and in a console line; a full disk is said in the note.
  function keepForNextVisits() {
    if (!navigator.serviceWorker || typeof BroadcastChannel !== "function") return;
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
      // not while a lesson's cells still run: the new worker takes the page over at once, and a cell's file
      // request (the kernel's /api/drive, answered through the service worker) must not fall between the two
      const lessonRunning = () => !["ready", "failed", "stuck", undefined].includes(document.body?.dataset.crispLesson);
      const wait = () => {
        const quietFor = performance.now() - lastBusy;
        if (lessonRunning()) return setTimeout(wait, 500);
        if (quietFor < QUIET_MS) return setTimeout(wait, QUIET_MS - quietFor);
        observer?.disconnect();
        switchToScriptCache()
          .catch((error) => console.warn("scripts not kept for the next visit", error))
          .then(keepOfflineCopy)
          .catch((error) => console.warn("offline copy: not stored", error));
      };
      wait();
    };
    channel.onmessage = (event) => { if (event.data === "kernel ready") start(); };
    setTimeout(start, 60000);
  }

  /** Move the site to the service worker's ?scripts=1 version; resolves once it is active (or its install failed). */
  async function switchToScriptCache() {
    const registration = await navigator.serviceWorker.getRegistration(root.href);
    const script = registration?.active?.scriptURL;
    if (!script || script.split("?")[0] !== serviceWorker) return;
    const caching = new URL(script);
    if (caching.searchParams.get("scripts") === "1") return;
    caching.searchParams.set("scripts", "1");
    // JupyterLite unregisters a worker whose script has no version entry (see above)
    localStorage.setItem(`${caching.href}-version`, CONFIG.appVersion);
    const updated = await navigator.serviceWorker.register(caching.href, { scope: registration.scope });
    const worker = updated.installing || updated.waiting;
    if (!worker) return;
    await new Promise((done) => {
      const settled = () => ["activated", "redundant"].includes(worker.state);
      if (settled()) return done();
      worker.addEventListener("statechange", () => { if (settled()) done(); });
    });
  }

  async function keepOfflineCopy() {
    const registration = await navigator.serviceWorker.getRegistration(root.href);
    const active = registration?.active;
    if (!active || active.scriptURL.split("?")[0] !== serviceWorker) return;
    const result = await new Promise((answer) => {
      const reply = new MessageChannel();
      reply.port1.onmessage = (event) => answer(event.data);
      active.postMessage({ type: "crisp-offline-copy" }, [reply.port2]);
    });
    document.documentElement.dataset.crispOffline = result.state;
    console.log(`offline copy: ${result.state}${result.reason ? ` (${result.reason}: ${result.message})` : ""}`);
    if (result.state === "stored") {
      // ask the browser to keep the site's data when the disk runs short (it decides; it never asks the reader)
      navigator.storage?.persist?.().catch(() => {});
    } else if (result.reason === "quota") {
      note?.say("quota", 20000);
    }
  }

  // Six lessons opened at once in a new browser (a teacher pre-opening tabs) broke one of them, sometimes: "File
  // Load Error … Cannot set properties of null (setting 'db')".  JupyterLite keeps its files and settings with
  // localforage in one IndexedDB database, whose object stores localforage adds one version upgrade at a time;
  // tabs upgrading the same database at once close each other's connections, which localforage does not survive.
  // Here every store it will use is created first, one tab at a time (a Web Lock), long before the app asks for
  // them (it loads megabytes of scripts first), so localforage finds them all and never upgrades.
  function prepareStorage() {
    if (!window.indexedDB || !navigator.locks) return;
    const name = `JupyterLite Storage - ${root.pathname}`;  // as @jupyterlite/services-extension names it
    const stores = ["local-forage-detect-blob-support", "files", "checkpoints", "settings", "statedb"];
    const open = (version) => new Promise((resolve, reject) => {
      const request = version ? indexedDB.open(name, version) : indexedDB.open(name);
      request.onupgradeneeded = () => {
        for (const store of stores) {
          if (!request.result.objectStoreNames.contains(store)) request.result.createObjectStore(store);
        }
      };
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
      request.onblocked = () => reject(new Error("blocked by another tab"));
    });
    navigator.locks.request(`crisp-storage ${name}`, async () => {
      const db = await open();
      const missing = stores.some((store) => !db.objectStoreNames.contains(store));
      const version = db.version;
      db.close();
      if (missing) (await open(version + 1)).close();
    }).catch((error) => console.warn("storage not prepared; JupyterLite prepares it itself", error));
  }

  /** The watchdog of a lesson's page (see the top): {progress(), failed(reason)} for the kernel's worker.
   *
   * Test hook: with ?test-clock=<factor> in the page's URL (as on the play page) its bounds are that many times
   * shorter. */
  function watchLesson(note) {
    const STALL_MS = 60000;  // no sign of progress for this long: the lesson is stuck
    // ... and this long while the kernel's worker has not answered yet: on a first visit it downloads ~20 MB
    // (Python, the packages), which the page cannot follow, and a school's network may be slow
    const FIRST_ANSWER_MS = 180000;
    const clock = Math.min(100, Math.max(1, Number(new URLSearchParams(window.location.search).get("test-clock")) || 1));
    const body = () => document.body?.dataset || {};
    const done = () => ["ready", "failed"].includes(body().crispLesson);
    let last = performance.now();
    let answered = false;  // the kernel's worker has sent a message (Python has loaded)
    let seen = body().crispLesson;
    let stuck = null;  // while the note says the lesson is stuck: what it said before, and the lesson view's state
    const progress = () => {
      last = performance.now();
      // a failure of the kernel stays said until the lesson view itself moves on (a worker message does not undo it)
      if (!stuck || stuck.failure && body().crispLesson === "stuck") return;
      const element = note.element();
      if (element.textContent === note.words.stuck) element.textContent = stuck.text;
      if (body().crispLesson === "stuck") document.body.dataset.crispLesson = stuck.state;
      seen = body().crispLesson;
      stuck = null;
      console.warn("lesson watchdog: the lesson is moving again");
    };
    const where = () => {  // the code cells' prompts: "[3]:" ran, "[*]:" running or waiting, "[ ]:" not asked to run
      const prompts = [...document.querySelectorAll(".jp-Notebook .jp-CodeCell .jp-InputPrompt")]
        .map((prompt) => prompt.textContent.trim());
      const running = prompts.findIndex((prompt) => prompt.includes("*"));
      return `lesson view: ${body().crispLesson || "not loaded yet"}; kernel: ${body().crispKernel || "none yet"};`
        + ` the kernel's worker ${answered ? "has answered" : "has not answered yet"}; code cells:`
        + ` ${prompts.filter((prompt) => /\d/.test(prompt)).length} of ${prompts.length} ran`
        + (running < 0 ? "" : `, code cell ${running} (0-based) has not finished`
          + ` (${prompts.filter((prompt) => prompt.includes("*")).length - 1} more waiting)`);
    };
    const stop = (reason, failure = false) => {
      if (stuck || done()) return;
      const details = where();
      stuck = { text: note.element().textContent, state: body().crispLesson, failure };
      note.say("stuck");
      if (document.body) document.body.dataset.crispLesson = "stuck";
      seen = "stuck";
      console.error(`lesson watchdog: the lesson is stuck: ${reason}; ${details}`);
    };
    // before the lesson view has the notebook, every script or file the app loads is progress (not later: the app
    // may keep asking for files while the kernel is stuck)
    let loading = null;
    try {
      loading = new PerformanceObserver(() => { if (!body().crispLesson) progress(); });
      loading.observe({ type: "resource" });
    } catch (error) {
      loading = null;
    }
    const timer = setInterval(() => {
      if (done()) {
        clearInterval(timer);
        loading?.disconnect();
        return;
      }
      if (document.hidden) {  // a tab in the background (or a laptop asleep): the time counts once it is seen
        last = Math.max(last, performance.now() - 1000);
        return;
      }
      if (body().crispLesson !== seen) {
        seen = body().crispLesson;
        if (seen !== "stuck") progress();
      }
      const bound = (answered ? STALL_MS : FIRST_ANSWER_MS) / clock;
      const still = performance.now() - last;
      if (still > bound) stop(`nothing has moved for ${Math.round(still / 1000)} s`);
    }, Math.min(5000, STALL_MS / clock / 4));
    return {
      progress: () => { answered = true; progress(); },
      failed: (reason) => {
        if (stuck || done()) console.error(`lesson watchdog: ${reason}`);
        else stop(reason, true);
      },
    };
  }

  /** The lesson's note, shown at once: {say(what, clearAfterMs), unreachable(), element(), words}, or null on other
   * pages. */
  function showLessonNote(path) {
    const lesson = /^(?:(pt|es|fr|pt-PT)\/)?\d\d-[\w-]+\.ipynb$/.exec(path);
    if (!lesson || document.body?.dataset.notebook !== "notebooks" && !/\/notebooks\//.test(window.location.pathname)) return null;
    const words = {
      en: { loading: "The lesson is loading…",
        unreachable: "This lesson cannot open: there is no connection, and it is not saved on this device yet. "
          + "Connect to the internet and reload the page.",
        quota: "This device has no room left to keep the lessons for use without internet; online they still work.",
        stuck: "This lesson is stuck and cannot get ready: reload the page to try again." },
      pt: { loading: "A lição está carregando…",
        unreachable: "Esta lição não pode abrir: não há conexão, e ela ainda não está salva neste dispositivo. "
          + "Conecte-se à internet e recarregue a página.",
        quota: "Este dispositivo não tem mais espaço para guardar as lições para usar sem internet; com internet "
          + "elas continuam funcionando.",
        stuck: "Esta lição travou e não consegue ficar pronta: recarregue a página para tentar de novo." },
      "pt-PT": { loading: "A lição está a carregar…",
        unreachable: "Esta lição não pode abrir: não há ligação, e ainda não está guardada neste dispositivo. "
          + "Liga-te à internet e recarrega a página.",
        quota: "Este dispositivo já não tem espaço para guardar as lições para usar sem internet; com internet "
          + "continuam a funcionar.",
        stuck: "Esta lição bloqueou e não consegue ficar pronta: recarrega a página para tentares de novo." },
      es: { loading: "La lección se está cargando…",
        unreachable: "Esta lección no puede abrirse: no hay conexión y todavía no está guardada en este "
          + "dispositivo. Conéctate a internet y recarga la página.",
        quota: "Este dispositivo no tiene más espacio para guardar las lecciones para usarlas sin internet; con "
          + "internet siguen funcionando.",
        stuck: "Esta lección se quedó atascada y no puede prepararse: recarga la página para intentarlo otra vez." },
      fr: { loading: "La leçon se charge…",
        unreachable: "Cette leçon ne peut pas s’ouvrir : il n’y a pas de connexion, et elle n’est pas encore "
          + "enregistrée sur cet appareil. Connecte-toi à internet et recharge la page.",
        quota: "Cet appareil n’a plus de place pour garder les leçons hors connexion ; en ligne, elles marchent "
          + "toujours.",
        stuck: "Cette leçon est bloquée et ne peut pas se préparer : recharge la page pour réessayer." },
    }[lesson[1] || "en"];
    const note = document.createElement("div");
    note.className = "crisp-lesson-status";
    note.setAttribute("role", "status");
    note.textContent = words.loading;
    note.style.cssText = "position:fixed;left:50%;bottom:16px;transform:translateX(-50%);z-index:100;padding:8px 16px;"
      + "border-radius:18px;background:#1d3f2b;color:#fff;font:14px system-ui,sans-serif";
    const add = () => document.body.append(note);
    if (document.body) add(); else document.addEventListener("DOMContentLoaded", add);
    // lite/app/lesson-view.js takes this element over once the app has loaded (and may put another in its place if
    // it finds none): write in the one on the page; data-crisp-failed tells the lesson view to keep the sentence
    const shown = () => document.querySelector(".crisp-lesson-status") || note;
    const say = (what, clearAfterMs) => {
      const element = shown();
      element.textContent = words[what];
      if (clearAfterMs) setTimeout(() => { if (element.textContent === words[what]) element.textContent = ""; }, clearAfterMs);
    };
    const unreachable = () => {
      if (document.body?.dataset.crispLesson === "ready") return; // it ran: a later failure is not the lesson's start
      say("unreachable");
      shown().dataset.crispFailed = "unreachable";
      if (document.body) document.body.dataset.crispLesson = "failed";
    };
    // a script or style sheet of the app that could not be had (an element's error does not bubble: caught on its
    // way down), or a chunk that could not be (rspack's ChunkLoadError; a failed dynamic import is a TypeError)
    window.addEventListener("error", (event) => {
      const element = event.target;
      if (element instanceof HTMLScriptElement || element instanceof HTMLLinkElement && element.rel === "stylesheet") {
        unreachable();
      }
    }, true);
    window.addEventListener("unhandledrejection", (event) => {
      const reason = event.reason;
      if (reason?.name === "ChunkLoadError" || reason instanceof TypeError && /dynamically imported/.test(reason.message)) {
        unreachable();
      }
    });
    return { say, unreachable, element: shown, words };
  }
})();
