// The lesson view: a lesson opened in the notebooks app runs by itself and reads as a page, not as a program.
//
// A notebook is a lesson when its metadata has "crisp": {"lesson": "01", "lang": "pt"} (lite/build.py writes it
// into the site's copy of every lesson, and the translations carry it). When one opens, this plugin:
// - hides JupyterLab's menu bar (the header is hidden by fast-start.js's page defaults) and the notebook's toolbar,
//   and shows instead one bar in the lesson's language above the notebook: back to the lessons, "Show code",
//   "Start again"; and, at the foot of the page, what the lesson is doing ("Python is starting…") until it is ready;
// - runs every cell as soon as the kernel is connected (the code cells arrive collapsed: build.py sets their
//   jupyter.source_hidden), so a reader sees prose, tables and widgets with no menu to find;
// - (kernel/early-start.js watches it: a lesson stuck on its way says so in the same note, and a console line says
//   where it stood, with the kernel's state this view writes on <body data-crisp-kernel>);
// - leaves the notebook clean after that run: outputs that the lesson made are not the reader's edits, so leaving
//   the page asks nothing and nothing is saved in the browser for them (an edit the reader makes is saved as before);
// - "Start again" deletes the browser's copy of the lesson (JupyterLite keeps a reader's edits in the browser) and
//   reloads it as published.
//
// It is a federated extension written by hand, like fast-start.js: lite/build.py copies it as
// extensions/crisp-lesson-view/static/remoteEntry.<hash>.js and lists it in jupyter-lite.json.
(function () {
  "use strict";
  const NAME = "crisp-lesson-view";
  let shareScope = null;

  // The bar's words in the site's languages: the site catalogue's lesson.* (lite/site/i18n/<lang>.json), filled in
  // by lite/build.py (VIEW_WORDS): {en: {lessons: "← All lessons", …, bar: "Lesson"}, pt: {…}, …}.
  const WORDS = /* LESSON_WORDS */ {};

  // The lesson view's look: the bar above the notebook, no collapsed-code placeholders, no cell toolbars and no
  // prompts ("[15]:") until "Show code" is pressed; the bar's controls large enough for a finger.
  const STYLE = `
.crisp-lesson-bar-widget { min-height: 44px; padding: 4px 8px; box-sizing: border-box;
  border-bottom: 1px solid var(--jp-border-color1, #ccc); background: var(--jp-layout-color1, #fff); }
body.crisp-lesson .crisp-lesson-panel .jp-Notebook-footer { display: none; }
.crisp-lesson-bar { display: flex; flex-wrap: nowrap; align-items: center; gap: 10px; font-size: 14px;
  white-space: nowrap; overflow: hidden; }
.crisp-lesson-bar .crisp-short { display: none; }
@media (max-width: 560px) {
  .crisp-lesson-bar .crisp-long { display: none; }
  .crisp-lesson-bar .crisp-short { display: inline; }
}
.crisp-lesson-bar a.crisp-lesson-link { color: #1d5f3a; font-weight: 600; text-decoration: none; padding: 6px 2px; }
.crisp-lesson-bar a.crisp-lesson-link:hover, .crisp-lesson-bar a.crisp-lesson-link:focus { text-decoration: underline; }
.crisp-lesson-button { font: inherit; min-height: 32px; padding: 4px 12px; border: 1px solid #2f6b47;
  border-radius: 6px; background: #fff; color: #1d5f3a; cursor: pointer; }
.crisp-lesson-button:hover, .crisp-lesson-button[aria-pressed="true"] { background: #e7f2ea; }
.crisp-lesson-status { position: fixed; left: 50%; bottom: 16px; transform: translateX(-50%); z-index: 100;
  max-width: calc(100vw - 32px); padding: 8px 16px; border-radius: 18px; background: #1d3f2b; color: #fff;
  font-size: 14px; box-shadow: 0 2px 8px rgba(0, 0, 0, 0.3); }
.crisp-lesson-status:empty { display: none; }
body.crisp-lesson .crisp-lesson-panel .jp-cell-toolbar,
body.crisp-lesson .crisp-lesson-panel .jp-Collapser { display: none; }
body.crisp-lesson .crisp-lesson-panel .jp-Notebook .jp-Cell,
body.crisp-lesson .crisp-lesson-panel .jp-Notebook .jp-Cell:focus-visible {
  background: transparent !important; border-color: transparent !important; box-shadow: none !important;
  outline: none !important; }
body.crisp-lesson .crisp-lesson-panel .jp-MarkdownOutput { border-color: transparent !important; }
.crisp-lesson-panel:not(.crisp-code-shown) .jp-CodeCell .jp-Cell-inputWrapper,
.crisp-lesson-panel:not(.crisp-code-shown) .jp-InputPrompt,
.crisp-lesson-panel:not(.crisp-code-shown) .jp-OutputPrompt,
.crisp-lesson-panel:not(.crisp-code-shown) .jp-OutputArea-promptOverlay { display: none; }
body.crisp-lesson .crisp-lesson-panel .jp-OutputArea-output pre { word-break: normal; overflow-wrap: anywhere; }
body.crisp-lesson .crisp-lesson-panel mjx-container[display="true"] { overflow-x: auto; overflow-y: hidden; }
@media (max-width: 560px), (pointer: coarse) {
  /* a finger's size for the widgets' buttons, boxes and menus (ipywidgets: 28 px) and radio buttons (13 px) */
  body.crisp-lesson { --jp-widgets-inline-height: 44px; }
  body.crisp-lesson .crisp-lesson-panel .jp-OutputArea-output .widget-html-content { line-height: 28px; }
  body.crisp-lesson .crisp-lesson-panel .jp-OutputArea-output input[type="radio"] { width: 20px; height: 20px; }
}
`;

  const LESSON_URL = /^(?:(?:pt|es|fr|pt-PT)\/)?\d\d-[\w-]+\.ipynb$/;  // ?path= of a lesson (fast-start.js: LESSON_PATH)

  async function shared(name) {
    const versions = shareScope && shareScope[name];
    if (!versions) throw new Error(`${NAME}: the app shares no ${name}`);
    const [newest] = Object.keys(versions).sort((a, b) => b.localeCompare(a, undefined, { numeric: true }));
    return (await versions[newest].get())();
  }

  /** The lesson's metadata ({lesson, lang}) or null when the notebook is not a lesson. */
  function lessonOf(model) {
    const meta = model.getMetadata("crisp");
    return meta && typeof meta.lesson === "string" ? { lesson: meta.lesson, lang: WORDS[meta.lang] ? meta.lang : "en" }
      : null;
  }

  /** Fill ``element`` with a label that has a shorter form on a phone (CSS shows one of the two). */
  function label(element, long, short = long) {
    const spans = [long, short].map((text, i) => {
      const span = document.createElement("span");
      span.className = i ? "crisp-short" : "crisp-long";
      span.textContent = text;
      return span;
    });
    if (long === short) spans[0].className = "";  // one label for every width
    element.replaceChildren(...(long === short ? [spans[0]] : spans));
    element.setAttribute("aria-label", long);
  }

  /** The lesson's title: the text of its first heading ("Lição 3 — Cartas especiais"). */
  function lessonTitle(panel) {
    const first = panel.content.model.cells.get(0);
    const heading = first && /^#\s+(.+)$/m.exec(first.sharedModel.getSource());
    return heading ? heading[1].trim() : "";
  }

  function button(long, short, onClick) {
    const element = document.createElement("button");
    element.type = "button";
    element.className = "crisp-lesson-button";
    label(element, long, short);
    element.addEventListener("click", onClick);
    return element;
  }

  /** Show or hide every code cell's input; the notebook stays as clean (or dirty) as it was. */
  function showCode(panel, shown) {
    const model = panel.context.model;
    const clean = !model.dirty;
    for (const cell of panel.content.widgets) {
      if (cell.model.type === "code") cell.inputHidden = !shown;
    }
    if (clean) model.dirty = false;
    panel.node.classList.toggle("crisp-code-shown", shown);
  }

  function bar(Widget, app, panel, words) {
    const node = document.createElement("div");
    node.className = "crisp-lesson-bar";
    node.setAttribute("role", "toolbar");
    node.setAttribute("aria-label", words.bar);
    const back = document.createElement("a");
    back.href = new URL("../", window.location.href).href;  // the landing page, with its list of lessons
    back.className = "crisp-lesson-link";
    label(back, words.lessons, words.lessonsShort);
    let shown = false;
    const code = button(words.show, words.code, () => {
      shown = !shown;
      showCode(panel, shown);
      label(code, shown ? words.hide : words.show, words.code);
      code.setAttribute("aria-pressed", String(shown));
    });
    code.setAttribute("aria-pressed", "false");
    const again = button(words.again, words.again, async () => {
      if (!window.confirm(words.confirm)) return;
      panel.context.model.dirty = false;
      try {
        await app.serviceManager.contents.delete(panel.context.path);
      } catch (error) {
        // never saved in this browser: the published lesson is what reloads
      }
      window.location.reload();
    });
    // a note at the foot of the page while the lesson starts (the page's own, kernel/early-start.js, if it is there)
    const status = document.querySelector(".crisp-lesson-status") || document.createElement("div");
    status.removeAttribute("style");
    status.className = "crisp-lesson-status";
    status.setAttribute("role", "status");
    document.body.append(status);
    node.append(back, code, again);
    const widget = new Widget({ node });
    widget.addClass("crisp-lesson-bar-widget");
    return { widget, status };
  }

  /** A click on a link to another lesson opens it in this tab, in the lesson view (the notebooks app would open
   * JupyterLab's file browser in a new tab, which a static site does not have). */
  function followLessonLinks(panel) {
    panel.node.addEventListener("click", (event) => {
      const link = event.target instanceof Element ? event.target.closest(".jp-RenderedMarkdown a[href]") : null;
      if (!link) return;
      const url = new URL(link.href, window.location.href);
      const served = /\/files\/(.+\.ipynb)$/.exec(decodeURIComponent(url.pathname));
      const raw = link.getAttribute("href") || "";
      const folder = panel.context.path.includes("/") ? panel.context.path.replace(/\/[^/]*$/, "/") : "";
      const path = served ? served[1]
        : /^[\w.\/-]+\.ipynb$/.test(raw) && !raw.startsWith("/") ? new URL(raw, `http://x/${folder}`).pathname.slice(1)
        : null;
      if (!path) return;
      event.preventDefault();
      event.stopPropagation();
      window.location.assign(`index.html?path=${encodeURI(path)}`);
    }, true);
  }

  async function openLesson(app, panel, NotebookActions, Widget) {
    await panel.context.ready;
    const lesson = lessonOf(panel.context.model);
    if (!lesson) return;
    if (document.body.dataset.notebook !== "notebooks") {  // JupyterLab ("all of them in JupyterLab"): code shown
      showCode(panel, true);
      return;
    }
    const words = WORDS[lesson.lang];
    document.body.classList.add("crisp-lesson");
    panel.addClass("crisp-lesson-panel");
    followLessonLinks(panel);
    document.title = lessonTitle(panel) || document.title;
    app.shell.menu?.hide();
    const { widget, status } = bar(Widget, app, panel, words);
    // above the notebook, in place of its toolbar (JupyterLab's toolbar would move a wide item into its "⋯" menu)
    panel.toolbar.hide();
    panel.contentHeader.addWidget(widget);
    // kernel/early-start.js found that part of the lesson could not be had (no network, no offline copy of it) and
    // said so in this note: the sentence stays, the lesson does not start
    const unreachable = () => Boolean(status.dataset.crispFailed);
    if (unreachable()) {
      document.body.dataset.crispLesson = "failed";
      return;
    }
    // the kernel's state on <body data-crisp-kernel>, for the watchdog's console line (kernel/early-start.js)
    const kernelState = () => { document.body.dataset.crispKernel = panel.sessionContext.kernelDisplayStatus; };
    panel.sessionContext.statusChanged.connect(kernelState);
    panel.sessionContext.connectionStatusChanged.connect(kernelState);
    kernelState();
    status.textContent = words.starting;
    document.body.dataset.crispLesson = "starting";  // "running", then "ready" or "failed": for tests and benchmarks
    try {
      await panel.sessionContext.ready;
      status.textContent = words.running;
      document.body.dataset.crispLesson = "running";
      // every cell, without moving the active cell (runAll would scroll the page down to the last one)
      if (!await NotebookActions.runCells(panel.content, panel.content.widgets, panel.sessionContext)) {
        throw new Error("a cell did not run to its end");  // its error is in its output
      }
      panel.context.model.dirty = false;  // the lesson's own outputs are no edit of the reader's
      status.textContent = "";
      document.body.dataset.crispLesson = "ready";
    } catch (error) {
      console.error(`${NAME}: the lesson did not run`, error);
      if (!unreachable()) status.textContent = words.failed;
      document.body.dataset.crispLesson = "failed";
    }
  }

  /** Start the lesson's kernel session as soon as its panel exists. JupyterLab starts it once it has read the
   * notebook and listed its checkpoints (and then calls the same `initialize`, which does nothing twice); on a
   * repeat visit Python is ready before that, and the steps in between wait on the page's main thread, busy
   * opening the lesson. The kernel is the default one (the lessons' metadata names it too). */
  async function startSession(app, panel) {
    const specs = app.serviceManager.kernelspecs;
    await specs.ready;
    const name = specs.specs?.default;
    if (!name || panel.isDisposed) return;
    panel.sessionContext.kernelPreference = { ...panel.sessionContext.kernelPreference, name };
    await panel.sessionContext.initialize();
  }

  // A picture's box that scrolls sideways (crisp_core.views: .crisp .wide) says so ("Swipe sideways…", its .swipe):
  // every such box is measured as the outputs change, the window's width does or the notebook scrolls, and those with something to scroll
  // to are marked crisp-scrolls (the views' CSS shows their hint), as lite/lesson/page.js does on a light page.
  function watchPictures() {
    let measuring = false;
    const measure = () => {
      if (measuring) return;
      measuring = true;
      requestAnimationFrame(() => {
        measuring = false;
        for (const box of document.querySelectorAll(".jp-OutputArea-output .crisp .wide")) {
          const scrolls = box.scrollWidth > box.clientWidth + 1;
          box.classList.toggle("crisp-scrolls", scrolls);
          if (scrolls) box.tabIndex = 0; else box.removeAttribute("tabindex");  // a keyboard scrolls it too
        }
      });
    };
    new MutationObserver(measure).observe(document.body, { subtree: true, childList: true, characterData: true,
                                                            attributeFilter: ["style"] });
    new ResizeObserver(measure).observe(document.body);
    // JupyterLab lays out a cell out of view lazily (content-visibility): measured again once it comes into view
    document.addEventListener("scroll", measure, { capture: true, passive: true });
  }

  async function lessonPlugin() {
    const [{ INotebookTracker, NotebookActions }, { Widget }] = await Promise.all(
      ["@jupyterlab/notebook", "@lumino/widgets"].map(shared));
    return {
      id: "crisp:lesson-view",
      description: "Runs a lesson when it opens and shows it as a page: code hidden, one bar in its language.",
      autoStart: true,
      requires: [INotebookTracker],
      activate: (app, tracker) => {
        if (LESSON_URL.test(new URLSearchParams(window.location.search).get("path") || "")
            && document.body.dataset.notebook === "notebooks") {
          app.shell.menu?.hide();  // before the app shows: no flash of JupyterLab's menus
          document.body.classList.add("crisp-lesson");
        }
        const style = document.createElement("style");
        style.textContent = STYLE;
        document.head.append(style);
        watchPictures();
        tracker.widgetAdded.connect((_, panel) => {
          if (document.body.classList.contains("crisp-lesson")) void startSession(app, panel);
          void openLesson(app, panel, NotebookActions, Widget);
        });
      },
    };
  }

  const container = {
    init: async (scope) => { shareScope = scope; },
    get: async (module) => {
      if (module !== "./extension") throw new Error(`${NAME} has no module ${module}`);
      const extension = { __esModule: true, default: [await lessonPlugin()] };
      return () => extension;
    },
  };
  const scopes = (globalThis._JUPYTERLAB = globalThis._JUPYTERLAB || {});
  scopes[NAME] = container;
})();
