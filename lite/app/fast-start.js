// Two of JupyterLab's start-up plugins, replaced by versions that do the same work without what made a lesson wait.
//
// 1. The setting registry (plugin "@jupyterlab/apputils-extension:settings"), without compiling a JSON schema
// for settings left at their defaults. JupyterLab's registry checks every plugin's settings with Ajv: for each
// of the ~90 plugins of a lesson it compiles the plugin's schema twice (a checker and a "composer" that fills in
// the defaults) into new JavaScript functions, which the browser can never keep compiled between visits. That is
// 0.3-0.45 s of the page's main thread, on the way to the first cell, on every visit. A reader's settings are
// almost always the defaults (JupyterLite keeps changes in the browser), and then the result is known without
// Ajv: the user part is {} and the composite is the schema's defaults. This plugin is the same registry with one
// change: settings whose raw text is empty ("{}") get that composite from `composeDefaults` (what Ajv's
// `useDefaults` writes, checked against Ajv on every schema of the site by lite/tests/test_fast_start.py); any
// other settings go through JupyterLab's own Ajv checker as before.
//
// 2. The application state (plugin "@jupyterlab/apputils-extension:state"), without holding up the opening of
// the notebook. JupyterLab's plugin loads the workspace's state when the page is routed and then waits for the
// state to be saved back, a save it debounces by half a second: the routing, and so the opening of the lesson,
// sat idle for those 0.5 s on every visit. Here the save is started and not waited for; everything else is
// JupyterLab's plugin as it is (JupyterLab 4.6: the same commands, routes, saves and tab titles, except that a
// lesson keeps the title lite/app/lesson-view.js gives it).
//
// It is a federated extension written by hand: lite/build.py copies it as
// extensions/crisp-fast-start/static/remoteEntry.<hash>.js, lists it in jupyter-lite.json and disables the
// plugins it replaces. A module-federation container is an object with `init(shareScope)` (JupyterLite passes
// the app's shared modules) and `get(module)` (a promise of a factory of the module); the plugins take classes
// and tokens from the app's shared packages, so the app's other plugins receive them as the ISettingRegistry and
// IStateDB they ask for.
(function () {
  "use strict";
  const NAME = "crisp-fast-start";
  let shareScope = null;

  // JSON pointer of a local "$ref" ("#/definitions/x") resolved in the root schema; other refs are left alone
  function resolve(schema, root) {
    for (let hops = 0; schema && typeof schema.$ref === "string" && schema.$ref.startsWith("#") && hops < 32; hops++) {
      const path = schema.$ref.slice(1).split("/").filter((p) => p !== "")
        .map((p) => decodeURIComponent(p).replace(/~1/g, "/").replace(/~0/g, "~"));
      schema = path.reduce((node, key) => (node && typeof node === "object" ? node[key] : undefined), root);
    }
    return schema;
  }

  const isObject = (value) => value !== null && typeof value === "object" && !Array.isArray(value);

  // Ajv with useDefaults: a property missing from an object gets a copy of its "default"; then the property's
  // value is checked against its schema, so an object value gets its own properties' defaults the same way.
  // Also through "$ref" and "allOf" (Ajv applies defaults there), not inside anyOf/oneOf/not (Ajv does not).
  function fillDefaults(schema, data, root) {
    schema = resolve(schema, root);
    if (!isObject(schema)) return;
    for (const part of Array.isArray(schema.allOf) ? schema.allOf : []) fillDefaults(part, data, root);
    const properties = isObject(schema.properties) ? schema.properties : {};
    for (const [key, property] of Object.entries(properties)) {
      if (!isObject(property)) continue;
      if (data[key] === undefined && "default" in property) data[key] = structuredClone(property.default);
      if (isObject(data[key])) fillDefaults(property, data[key], root);
    }
  }

  /** The composite settings of a plugin whose user settings are {}: its schema's defaults, as Ajv fills them. */
  function composeDefaults(schema) {
    const composite = {};
    fillDefaults(schema, composite, schema);
    return composite;
  }

  const EMPTY = /^\s*(\{\s*\})?\s*$/;

  // Settings this page chooses where the reader has chosen nothing (the raw settings are empty): JupyterLab's
  // language is the lesson's (the folder of ?path=pt/01-....ipynb) or else the site's (the landing page's switch,
  // localStorage "crisp.lang"), from the language packs the build includes; and a lesson opened in the notebooks
  // app has no header (lite/app/lesson-view.js shows its own bar). A setting the reader changes goes through Ajv.
  const LOCALES = { en: "en", pt: "pt_BR", es: "es_ES", fr: "fr_FR", "pt-PT": "pt_BR" };  // no pt_PT pack on PyPI
  const LESSON_PATH = /^(?:(pt|es|fr|pt-PT)\/)?\d\d-[\w-]+\.ipynb$/;

  function pageDefaults() {
    const path = new URLSearchParams(window.location.search).get("path") || "";
    const lesson = LESSON_PATH.exec(path);
    let chosen = null;
    try {
      chosen = window.localStorage.getItem("crisp.lang");
    } catch (error) {
      // storage refused (a private window's policy): the language of the lesson or English
    }
    const lang = lesson ? lesson[1] || "en" : LOCALES[chosen] ? chosen : "en";
    const defaults = { "@jupyterlab/translation-extension:plugin": { locale: LOCALES[lang] } };
    if (lesson && /\/notebooks\//.test(window.location.pathname)) {
      defaults["@jupyter-notebook/application-extension:top"] = { visible: "no" };
    }
    return defaults;
  }

  /** A schema validator (ISchemaValidator) that composes default settings itself and leaves the rest to Ajv's. */
  class FastValidator {
    constructor(full, page = {}) {
      this.full = full;  // JupyterLab's DefaultSchemaValidator, made only when first needed
      this.page = page;  // plugin id -> settings this page chooses (pageDefaults)
    }

    validateData(plugin, populate = true) {
      if (populate && typeof plugin.raw === "string" && EMPTY.test(plugin.raw) && isObject(plugin.schema)
          && plugin.schema.type === "object") {
        plugin.data = { composite: { ...composeDefaults(plugin.schema), ...this.page[plugin.id] }, user: {} };
        return null;
      }
      return this.full().validateData(plugin, populate);
    }
  }

  async function shared(name) {
    const versions = shareScope && shareScope[name];
    if (!versions) throw new Error(`${NAME}: the app shares no ${name}`);
    const [newest] = Object.keys(versions).sort((a, b) => b.localeCompare(a, undefined, { numeric: true }));
    return (await versions[newest].get())();
  }

  async function settingsPlugin() {
    const registry = await shared("@jupyterlab/settingregistry");
    const { PageConfig } = await shared("@jupyterlab/coreutils");
    let full = null;
    const validator = new FastValidator(() => (full = full || new registry.DefaultSchemaValidator()), pageDefaults());
    return {
      id: "crisp:fast-settings",
      description: "Provides the setting registry (as @jupyterlab/apputils-extension:settings), composing default"
        + " settings without Ajv.",
      autoStart: true,
      provides: registry.ISettingRegistry,
      requires: [registry.ISettingConnector],
      // what the replaced plugin does, with the validator above
      activate: async (app, connector) => {
        const active = (await connector.list("active")).values.filter((p) => app.hasPlugin(p.id));
        const settings = new registry.SettingRegistry({ connector, plugins: active, validator });
        void app.restored.then(async () => {
          for (const id of (await connector.list("ids")).ids) {
            if (!app.hasPlugin(id) || PageConfig.Extension.isDisabled(id) || id in settings.plugins) continue;
            settings.load(id).catch((error) => console.warn(`Settings failed to load for (${id})`, error));
          }
        });
        return settings;
      },
    };
  }


  /** JupyterLab's application state plugin (@jupyterlab/apputils-extension:state), but routing goes on while the
   * loaded state is saved back. */
  async function statePlugin() {
    const [{ IStateDB, StateDB }, application, { ITranslator }, { IWindowResolver }, { PageConfig, PathExt, URLExt },
      { DocumentWidget }, { PromiseDelegate }, { Debouncer }] = await Promise.all([
      "@jupyterlab/statedb", "@jupyterlab/application", "@jupyterlab/translation", "@jupyterlab/apputils",
      "@jupyterlab/coreutils", "@jupyterlab/docregistry", "@lumino/coreutils", "@lumino/polling"].map(shared));
    const LOAD = "apputils:load-statedb";
    const RESET = "apputils:reset";
    const RESET_ON_LOAD = "apputils:reset-on-load";
    const short = (text) => (text.length > 15 ? `${text.slice(0, 12)}…` : text);

    // the tab's title, as JupyterLab's plugin sets it whenever the state changes
    async function updateTabTitle(workspace, db, name, currentWidget) {
      if (document.body.classList.contains("crisp-lesson")) return;  // lesson-view.js titles a lesson by its heading
      const data = await db.toJSON();
      const current = data["layout-restorer:data"]?.main?.current;
      if (current !== undefined && (current.startsWith("notebook") || current.startsWith("editor"))) {
        const file = short(currentWidget instanceof DocumentWidget ? PathExt.basename(currentWidget.context.path)
          : PathExt.basename(decodeURIComponent(window.location.href)));
        const count = Object.keys(data).filter((key) => key.startsWith("notebook") || key.startsWith("editor")).length;
        document.title = `${file}${count > 1 ? ` (${count})` : ""} - ${workspace === "default" ? name : short(workspace)}`;
      } else {
        document.title = `${PageConfig.getOption("appName") || "JupyterLab"}${workspace === "default" ? "" : ` (${workspace})`}`;
      }
    }

    const describe = (trans) => ({ args: { type: "object", properties: {
      hash: { type: "string", description: trans.__("The URL hash") },
      path: { type: "string", description: trans.__("The URL path") },
      search: { type: "string", description: trans.__("The URL search string containing query parameters") },
    } } });

    return {
      id: "crisp:fast-state",
      description: "Provides the application state (as @jupyterlab/apputils-extension:state), not waiting for the"
        + " first save of the loaded state.",
      autoStart: true,
      provides: IStateDB,
      requires: [application.JupyterFrontEnd.IPaths, application.IRouter, ITranslator],
      optional: [IWindowResolver],
      activate: (app, paths, router, translator, resolver) => {
        const trans = translator.load("jupyterlab");
        if (resolver === null) return new StateDB();
        let resolved = false;
        const { commands, name, serviceManager: { workspaces } } = app;
        const workspace = resolver.name;
        const transform = new PromiseDelegate();
        const db = new StateDB({ transform: transform.promise });
        const save = new Debouncer(async () => {
          const data = await db.toJSON();
          await workspaces.save(workspace, { data, metadata: { id: workspace } });
        });
        db.changed.connect(() => void save.invoke(), db);
        db.changed.connect(() => updateTabTitle(workspace, db, name, app.shell.currentWidget ?? undefined));
        commands.addCommand(LOAD, {
          label: trans.__("Load state for the current workspace."),
          describedBy: describe(trans),
          execute: async ({ hash, path, search }) => {
            if (resolved) return undefined;
            const query = URLExt.queryStringToObject(search || "");
            const clone = typeof query.clone === "string"
              ? (query.clone === "" ? PageConfig.defaultWorkspace : query.clone) : null;
            const source = clone || workspace || null;
            if (source === null) return void console.error(`${LOAD} cannot load null workspace.`);
            try {
              const saved = await workspaces.fetch(source);
              if (!resolved) {
                resolved = true;
                transform.resolve({ type: "overwrite", contents: saved.data });
              }
            } catch ({ message }) {
              console.warn(`Fetching workspace "${workspace}" failed.`, message);
              if (!resolved) {
                resolved = true;
                transform.resolve({ type: "cancel", contents: null });
              }
            }
            if (source === clone) {
              delete query.clone;
              const url = path + URLExt.objectToQueryString(query) + hash;
              const cloned = save.invoke().then(() => router.stop);
              void cloned.then(() => router.navigate(url));
              return cloned;
            }
            // JupyterLab's plugin waits here for the save (debounced by 0.5 s) before routing goes on
            void save.invoke();
            return undefined;
          },
        });
        commands.addCommand(RESET, {
          label: trans.__("Reset Application State"),
          describedBy: { args: { type: "object", properties: {
            reload: { type: "boolean", description: trans.__("Whether to reload the page after resetting") } } } },
          execute: async ({ reload }) => {
            await db.clear();
            await save.invoke();
            if (reload) router.reload();
          },
        });
        commands.addCommand(RESET_ON_LOAD, {
          label: trans.__("Reset state when loading for the workspace."),
          describedBy: describe(trans),
          execute: ({ hash, path, search }) => {
            const query = URLExt.queryStringToObject(search || "");
            const reset = "reset" in query;
            const clone = "clone" in query;
            if (!reset) return undefined;
            if (resolved) return router.reload();
            resolved = true;
            transform.resolve({ type: "clear", contents: null });
            delete query.reset;
            const url = path + URLExt.objectToQueryString(query) + hash;
            const cleared = db.clear().then(() => save.invoke());
            if (clone) void cleared.then(() => router.navigate(url, { hard: true }));
            else void cleared.then(() => router.navigate(url));
            return cleared;
          },
        });
        router.register({ command: LOAD, pattern: /.?/, rank: 30 });
        router.register({ command: RESET_ON_LOAD, pattern: /(\?reset|&reset)(=[^&#]*)?($|&|#)/, rank: 20 });
        return db;
      },
    };
  }

  const container = {
    init: async (scope) => { shareScope = scope; },
    get: async (module) => {
      if (module !== "./extension") throw new Error(`${NAME} has no module ${module}`);
      const extension = { __esModule: true, default: await Promise.all([settingsPlugin(), statePlugin()]) };
      return () => extension;
    },
    composeDefaults,  // for lite/tests/test_fast_start.py
  };
  const scopes = (globalThis._JUPYTERLAB = globalThis._JUPYTERLAB || {});
  scopes[NAME] = container;
})();
