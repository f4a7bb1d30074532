// The runtime of a light lesson page: the lesson's Python runs in the site's Pyodide kernel worker, without
// JupyterLab.
//
// The page (lite/lesson_page.py writes it) holds:
//   <script type="application/json" id="crisp-kernel">{"worker": ..., "pyodide": ..., "index": ..., "packages": [...],
//     "initialize": {...}, "messages": ..., "serviceWorker": ..., "appVersion": ..., "versionEntry": ...,
//     "widgets": ...}</script>
// (the kernel worker's script, the kernel's loader, Pyodide's folder, the packages loaded at start, the widget bundle
// lite/lesson_runtime.py writes: URLs relative to this module's own file, so that one configuration serves the pages
// of every folder; and what lite/upstream.py says of JupyterLite, below), and
//   <script type="application/json" id="crisp-cells">["code of cell 0", ...]</script>
//   <section class="crisp-cell" data-cell="0"> ... <div class="crisp-output"></div></section>  (one per code cell)
//   <div class="crisp-lesson-status" role="status" data-starting=... data-running=... data-failed=...></div>
// and the runtime's CSS (widgets.<hash>.css: the widgets and the outputs) as a stylesheet.  Loaded as a module
// (after the document is parsed), it starts the kernel's worker and loads the widget bundle at once, then runs the
// cells in order and shows their outputs, saying where it stands in the status with the page's words.  A page
// without words there calls runLesson(words) itself.  <body data-crisp-lesson> says where the lesson stands:
// "starting", "running", then "ready" or "failed" ("stuck" while nothing moves: watchLesson).
//
// It also keeps the lesson for visits without a network (keepOffline): it registers the site's service worker as
// JupyterLite's app does, and once the lesson is ready and the page quiet asks it for the site's offline copy
// (lite/kernel/offline-copy.js).
//
// What it must know of JupyterLite's own code comes in that configuration, from lite/upstream.py: the options of the
// kernel worker's initialize() and the key of its output messages ("initialize", "messages"), the service worker's
// registration and the localStorage entry JupyterLite's app writes for it ("serviceWorker", "appVersion",
// "versionEntry").
import { wrap } from "comlink";

const HERE = import.meta.url;
const WIDGET_MIMETYPE = "application/vnd.jupyter.widget-view+json";
const ANSI = /\x1b\[[0-9;?]*[A-Za-z]/g;
const OUTPUT_TYPES = new Set(["stream", "display_data", "update_display_data", "execute_result", "error",
  "clear_output"]);
// The kernel's requests that run the reader's Python: sent one at a time, each once the one before has its reply, as
// a Jupyter kernel's shell channel takes them.  The worker's kernel would start a widget's message (a Check pressed,
// a kept answer given back) while a cell still runs, and the cell's next outputs would then go out as that message's.
const SHELL_METHODS = new Set(["execute", "commOpen", "commMsg", "commClose"]);

/** The JSON of the page's <script type="application/json" id=`id`>; throws naming it when it is missing or bad. */
function readJson(id) {
  const script = document.getElementById(id);
  if (!script) throw new Error(`the page has no <script id="${id}">`);
  try {
    return JSON.parse(script.textContent);
  } catch (error) {
    throw new Error(`<script id="${id}"> is not JSON: ${error.message}`);
  }
}

/** A Jupyter message header for a message the page sends to the kernel. */
function header(msgType) {
  return {
    msg_id: crypto.randomUUID?.() ?? `${Date.now()}-${Math.random()}`.replace(".", ""),
    msg_type: msgType, session: "crisp-lesson", username: "", date: new Date().toISOString(), version: "5.3",
  };
}

/** The Error a kernel's call failed with (comlink gives back the worker's Error), named for `method`; marked
 * `unreachable` when a file the kernel needs could not be had at all (fetch() and import() reject with a TypeError
 * then). */
function thrown(method, error) {
  const result = new Error(`the kernel's ${method}() failed: ${error?.name ?? ""} ${error?.message ?? String(error)}`.trim());
  result.unreachable = error?.name === "TypeError" && /fetch|import/i.test(error?.message ?? "");
  return result;
}

/**
 * The site's Pyodide kernel in its worker (the worker JupyterLite's kernel uses; the build finds its URL):
 * `call(method, ...args)` calls a method of the worker's kernel (initialize, with config.initialize's options;
 * execute, commMsg, ...) through comlink, as JupyterLite's own page does; the kernel's output messages, which the
 * worker posts under the key config.messages, go to the handler `onOutput` registered for their parent's msg_id, its comm messages to `onComm`'s handler.  Messages reach handlers as
 * {type, content} (type: a Jupyter iopub msg_type; the worker's "execute_error" is "error") or, for comms, as the
 * worker sends them ({type, content, metadata, buffers, parentHeader}).  `ready` resolves once Python and the
 * kernel are up.  `lastMessage` is when the worker last sent a message (performance.now(); null before its first):
 * the lesson's sign of life (watchLesson).
 */
class Kernel {
  constructor(config) {
    this._routes = new Map();
    this._commHandler = null;
    this._shell = Promise.resolve();  // the last shell request's reply (SHELL_METHODS)
    this.lastMessage = null;
    const worker = new Worker(new URL(config.worker, HERE), { type: "module" });
    this._remote = wrap(worker);
    // a worker that fails never answers: every call waiting, and every later one, fails with its error
    this._failure = new Promise((_, reject) => worker.addEventListener("error", (event) => reject(
      event instanceof ErrorEvent
        ? new Error(`the kernel's worker failed: ${event.message} (${event.filename}:${event.lineno})`)
        : Object.assign(new Error(`the kernel's worker could not load: ${config.worker}`), { unreachable: true }))));
    this._failure.catch(() => {});
    worker.addEventListener("message", (event) => {
      this.lastMessage = performance.now();
      const message = event.data?.[config.messages];
      if (message) this._kernelMessage(message);
    });
    this.ready = this.call("initialize", {
      ...config.initialize,
      baseUrl: new URL(".", document.baseURI).href,
      pyodideUrl: new URL(config.pyodide, HERE).href,
      indexUrl: new URL(config.index, HERE).href,
      kernelId: "crisp-lesson",
      loadPyodideOptions: { packages: config.packages },
    });
  }

  /** Call `method` of the worker's kernel with `args`; resolves to its result, rejects with what it threw.  A shell
   * request (SHELL_METHODS) waits for the reply to the one before. */
  call(method, ...args) {
    if (!SHELL_METHODS.has(method)) return this._send(method, args);
    const reply = this._shell.then(() => this._send(method, args));
    this._shell = reply.catch(() => {});
    return reply;
  }

  _send(method, args) {
    const reply = this._remote[method](...args).catch((error) => Promise.reject(thrown(method, error)));
    return Promise.race([reply, this._failure]);
  }

  /** Send the kernel's outputs whose parent is message `msgId` to `handler`; returns a function that stops it. */
  onOutput(msgId, handler) {
    this._routes.set(msgId, handler);
    return () => this._routes.delete(msgId);
  }

  /** Send the kernel's comm messages (comm_open, comm_msg, comm_close) to `handler`. */
  onComm(handler) {
    this._commHandler = handler;
  }

  _kernelMessage(message) {
    if (message.type?.startsWith("comm_")) {
      this._commHandler?.(message);
      return;
    }
    const type = message.type === "execute_error" ? "error" : message.type;
    if (!OUTPUT_TYPES.has(type)) return;
    const route = this._routes.get(message.parentHeader?.msg_id);
    if (route) route({ type, content: message.bundle });
    else console.warn(`lesson: a kernel output for no cell (${type})`, message.bundle);
  }
}

/**
 * The outputs of one code cell, shown in `element`: stream text (consecutive chunks of one stream merged; stderr
 * marked with data-stream="stderr"), rich outputs (a widget; else text/html; else text/plain), errors (the
 * traceback without its colour codes), clear_output (with wait: at the next output) and updates of displays by id.
 * `shared` holds what the page's cells share: {widgets: the promise of the widget manager, displays: a Map of display
 * ids to the output elements showing them, rendering: the widgets being rendered, as promises of null or of the
 * Error that kept one from showing}.
 */
class OutputArea {
  constructor(element, shared) {
    this.element = element;
    this._shared = shared;
    this._views = [];
    this._clearOnNext = false;
  }

  /** Show one output message ({type, content}, as Kernel hands them). */
  add({ type, content }) {
    if (type === "clear_output") {
      if (content.wait) this._clearOnNext = true;
      else this.clear();
      return;
    }
    if (type === "update_display_data") {
      this._update(content);
      return;
    }
    if (this._clearOnNext) this.clear();
    if (type === "stream") this._stream(content);
    else if (type === "error") this.element.append(this._text("crisp-error", content.traceback?.join("\n")
      || `${content.ename}: ${content.evalue}`));
    else this._rich(content);
  }

  /** Remove every output (and dispose of the widget views among them). */
  clear() {
    this._clearOnNext = false;
    for (const view of this._views.splice(0)) view.remove();
    this.element.replaceChildren();
  }

  _stream({ name, text }) {
    const last = this.element.lastElementChild;
    if (last?.classList.contains("crisp-stream") && last.dataset.stream === name) {
      last.textContent += text.replace(ANSI, "");
      return;
    }
    const pre = this._text("crisp-stream", text);
    pre.dataset.stream = name;
    this.element.append(pre);
  }

  _rich({ data, transient }) {
    const item = document.createElement("div");
    item.className = "crisp-output-item";
    this._fill(item, data);
    this.element.append(item);
    const id = transient?.display_id;
    if (id) {
      const { displays } = this._shared;
      if (!displays.has(id)) displays.set(id, new Set());
      displays.get(id).add({ item, area: this });
    }
  }

  _update({ data, transient }) {
    const shownIn = this._shared.displays.get(transient?.display_id) ?? new Set();
    for (const shown of shownIn) {
      if (!shown.item.isConnected) {
        shownIn.delete(shown);
        continue;
      }
      shown.item.replaceChildren();
      shown.area._fill(shown.item, data);
    }
  }

  /** Fill `item` with the richest output of the mime bundle `data` this page shows. */
  _fill(item, data) {
    if (data[WIDGET_MIMETYPE]) {
      item.classList.add("crisp-widget");
      this._shared.rendering.push(this._shared.widgets
        .then((manager) => manager.render(data[WIDGET_MIMETYPE], item))
        .then((view) => {
          this._views.push(view);
          return null;
        }, (error) => {
          item.replaceChildren(this._text("crisp-error", `the widget could not be shown: ${error?.message ?? error}`));
          return new Error(`a widget could not be shown: ${error?.message ?? error}`);
        }));
    } else if (typeof data["text/html"] === "string") {
      item.innerHTML = data["text/html"];  // the lesson's own package's HTML, as Jupyter shows it
    } else if (typeof data["text/plain"] === "string") {
      item.append(this._text("crisp-text", data["text/plain"]));
    }
  }

  _text(className, text) {
    const pre = document.createElement("pre");
    pre.className = className;
    pre.textContent = (text ?? "").replace(ANSI, "");
    return pre;
  }
}

/** The widget manager of the page: the widget bundle loaded, bridged to `kernel`. */
async function widgetManager(bundleUrl, kernel, outputFor) {
  if (!bundleUrl) throw new Error("the page's kernel configuration names no widget bundle (\"widgets\")");
  const { WidgetManager } = await import(new URL(bundleUrl, HERE).href);
  return new WidgetManager(kernel, outputFor);
}

/** Say where the lesson stands: <body data-crisp-lesson=`state`> and `text` in .crisp-lesson-status. */
function setStatus(state, text) {
  document.body.dataset.crispLesson = state;
  const status = document.querySelector(".crisp-lesson-status");
  if (status) status.textContent = text ?? "";
}

/** The code of cell `index` as the reader changed it in an earlier visit (page.js keeps it), or null. */
function editedCode(index) {
  const section = document.querySelector(`.crisp-cell[data-cell="${index}"][data-crisp-edited]`);
  return section ? section.querySelector(".crisp-source").textContent : null;
}

/** The output element of code cell `index`; throws when the page has none. */
function outputElement(index) {
  const element = document.querySelector(`.crisp-cell[data-cell="${index}"] .crisp-output`);
  if (!element) throw new Error(`the page has no .crisp-cell[data-cell="${index}"] .crisp-output`);
  return element;
}

/** Run `code` as an execute request; its outputs go to `area`; resolves to the kernel's reply ({status, ...}). */
async function execute(kernel, code, area) {
  const parent = { header: header("execute_request") };
  const stop = kernel.onOutput(parent.header.msg_id, (message) => area.add(message));
  try {
    return await kernel.call("execute", { code, silent: false, store_history: true, user_expressions: {},
      allow_stdin: false, stop_on_error: true }, parent);
  } finally {
    stop();  // the worker posts a cell's outputs before its reply
  }
}

/** The page's kernel, started at once, and its widget manager, loading meanwhile: {kernel, widgets, areas, config},
 * or {error} when the page's kernel configuration cannot be read. */
function start() {
  let config;
  try {
    config = readJson("crisp-kernel");
  } catch (error) {
    return { error };
  }
  const kernel = new Kernel(config);
  const areas = new WeakMap();  // output element -> its OutputArea
  const widgets = widgetManager(config.widgets, kernel,
    (element) => areas.get(element.closest(".crisp-output")) ?? null);
  widgets.catch((error) => console.error("lesson: the widgets cannot be shown:", error));
  // the kernel's comm messages, in the order they came, once the widget manager is there
  kernel.onComm((message) => widgets.then((manager) => manager.handleKernelMessage(message), () => {}));
  return { kernel, widgets, areas, config, shared: { widgets, displays: new Map(), rendering: [] } };
}

const page = start();

/**
 * Run the page's code cells in order, showing their outputs, and say where the lesson stands in
 * .crisp-lesson-status with the page's `words` ({starting, running, failed}; optional `ready`, `unreachable` for a
 * kernel file that cannot be had, `stuck` for watchLesson).  Stops at the first cell that fails (an error, or a
 * widget that cannot be shown); resolves to "ready" or "failed".  Once per page: this module calls it itself when
 * the status element holds the words.
 */
export async function runLesson(words) {
  setStatus("starting", words.starting);
  const shared = page.shared;
  if (page.kernel) watchLesson(page.kernel, words);
  try {
    if (page.error) throw page.error;
    const cells = readJson("crisp-cells");
    await page.kernel.ready;
    setStatus("running", words.running);
    for (const [index, published] of cells.entries()) {
      const code = editedCode(index) ?? published;
      const area = new OutputArea(outputElement(index), shared);
      page.areas.set(area.element, area);
      area.clear();
      if (!code.trim()) continue;
      const reply = await execute(page.kernel, code, area);
      if (reply?.status !== "ok") throw new Error(`code cell ${index} failed: ${reply?.ename ?? reply?.status}`);
    }
    const failed = (await Promise.all(shared.rendering)).find((error) => error);
    if (failed) throw failed;
  } catch (error) {
    console.error("lesson:", error);
    setStatus("failed", error.unreachable && words.unreachable || words.failed);
    return "failed";
  }
  setStatus("ready", words.ready);
  return "ready";
}

/** The page's words for the lesson's states from its status element's data-starting, data-running, data-failed,
 * data-unreachable and data-stuck, or null when it has none there. */
function pageWords() {
  const status = document.querySelector(".crisp-lesson-status");
  if (!status || !("starting" in status.dataset)) return null;
  const { starting, running, failed, unreachable, stuck } = status.dataset;
  return { starting, running, failed, unreachable, stuck };
}

/**
 * The watchdog of the lesson's run: while the lesson is starting or running and `kernel`'s worker has sent nothing for a while (its messages are the kernel's signs of life: outputs,
 * comms, each cell's reply), the status says the lesson is stuck (words.stuck), and a console line says where it
 * stood; should the worker speak again, the status goes back.  The while is longer before the worker's first
 * message: on a first visit it downloads ~20 MB (Python, the packages), which the page cannot follow.  A tab in the
 * background does not count.  Test hook: ?test-clock=<factor> in the page's URL makes the bounds that many times
 * shorter.
 */
function watchLesson(kernel, words) {
  if (!words.stuck) return;
  const STALL_MS = 60000;
  const FIRST_ANSWER_MS = 180000;
  const clock = Math.min(100, Math.max(1, Number(new URLSearchParams(window.location.search).get("test-clock")) || 1));
  const status = document.querySelector(".crisp-lesson-status");
  let last = performance.now();
  let stuck = null;  // while the status says the lesson is stuck: the state and the words it had before, and when
  const timer = setInterval(() => {
    const state = document.body.dataset.crispLesson;
    if (state === "ready" || state === "failed") {
      // the lesson got ready (or failed) between two looks while the status said it was stuck: it did move again
      if (stuck) console.warn("lesson watchdog: the lesson is moving again");
      return clearInterval(timer);
    }
    if (document.hidden) last = Math.max(last, performance.now() - 1000);
    last = Math.max(last, kernel.lastMessage ?? 0);
    const still = performance.now() - last;
    if (stuck && last > stuck.at) {
      if (state === "stuck") setStatus(stuck.state, stuck.text);
      stuck = null;
      console.warn("lesson watchdog: the lesson is moving again");
    } else if (!stuck && still > (kernel.lastMessage === null ? FIRST_ANSWER_MS : STALL_MS) / clock) {
      stuck = { state, text: status?.textContent, at: performance.now() };
      setStatus("stuck", words.stuck);
      console.error(`lesson watchdog: the lesson is stuck: nothing has moved for ${Math.round(still / 1000)} s;`
        + ` state: ${state}; the kernel's worker ${kernel.lastMessage === null ? "has not answered yet" : "has answered"}`);
    }
  }, Math.min(5000, STALL_MS / clock / 4));
}

/**
 * Keep the site for visits without a network: register the site's service worker (config.serviceWorker: the script
 * and scope JupyterLite's app registers) unless the site has it already, with the localStorage entry JupyterLite
 * writes for a worker it registered (config.versionEntry, this build's JupyterLite version: without it, or with an
 * older one, the app would unregister the worker as an old version's); then, once `lesson` is ready and the page has
 * been quiet for 5 s (keep-offline.js storeCopy), ask it for this build's offline copy (offline-copy.js).  Where
 * the copy stands is on <html data-crisp-offline> ("stored" or "failed") and in a console line.  Nothing happens
 * where the browser has no service workers (an insecure origin: plain HTTP from a LAN name).
 */
async function keepOffline(config, lesson) {
  if (!navigator.serviceWorker || !config?.serviceWorker) return;
  const script = new URL(config.serviceWorker, HERE).href;
  const ours = (worker) => worker?.scriptURL.split("?")[0] === script.split("?")[0];
  const registration = await navigator.serviceWorker.getRegistration(new URL(".", script).href);
  if (![registration?.active, registration?.waiting, registration?.installing].some(ours)) {
    localStorage.setItem(config.versionEntry.replace("{script}", script), config.appVersion);
    await navigator.serviceWorker.register(script);
  }
  if (await lesson !== "ready") return;
  // the site's module (lite/site/keep-offline.js, at the site's root), fetched only now: nothing more at the start
  const { storeCopy } = await import("../keep-offline.js");
  await storeCopy("all", ours);
}

/**
 * Run code cell `index` again with `code` (the reader changed it: page.js sends a "crisp-run" event), its outputs in
 * place of the old ones, once the lesson has run; runs one after the other.  The cell's section says where the run
 * stands in data-crisp-run: "running", then "done" or "failed" (its error is in its output).
 */
function runAgain(lesson, section, code) {
  const index = Number(section.dataset.cell);
  section.dataset.crispRun = "running";
  reruns = reruns.then(() => lesson).then(async () => {
    const area = new OutputArea(outputElement(index), page.shared);
    page.areas.set(area.element, area);
    area.clear();
    const reply = await execute(page.kernel, code, area);
    section.dataset.crispRun = reply?.status === "ok" ? "done" : "failed";
  }).catch((error) => {
    console.error(`lesson: code cell ${index} did not run again:`, error);
    section.dataset.crispRun = "failed";
  });
}

let reruns = Promise.resolve();
const words = pageWords();
const lesson = words ? runLesson(words) : Promise.resolve();
keepOffline(page.config, lesson).catch((error) => console.warn("offline copy: not stored", error));
document.addEventListener("crisp-run", (event) => {
  const section = event.target.closest?.(".crisp-cell[data-cell]");
  if (section && typeof event.detail?.code === "string") runAgain(lesson, section, event.detail.code);
});
