// The lessons' setting registry, without compiling a JSON schema for settings left at their defaults.
//
// JupyterLab's setting registry (plugin "@jupyterlab/apputils-extension:settings") checks every plugin's settings
// with Ajv: for each of the ~90 plugins of a lesson it compiles the plugin's schema twice (a checker and a
// "composer" that fills in the defaults) into new JavaScript functions, which the browser can never keep compiled
// between visits. That is 0.3-0.45 s of the page's main thread, on the way to the first cell, on every visit.
// A reader's settings are almost always the defaults (JupyterLite keeps changes in the browser), and then the
// result is known without Ajv: the user part is {} and the composite is the schema's defaults. This plugin is the
// same registry with one change: settings whose raw text is empty ("{}") get that composite from
// `composeDefaults` (what Ajv's `useDefaults` writes, checked against Ajv on every schema of the site by
// lite/tests/test_fast_settings.py); any other settings go through JupyterLab's own Ajv checker as before.
//
// It is a federated extension written by hand: lite/build.py copies it as
// extensions/crisp-fast-settings/static/remoteEntry.<hash>.js, lists it in jupyter-lite.json and disables the
// plugin it replaces. A module-federation container is an object with `init(shareScope)` (JupyterLite passes the
// app's shared modules) and `get(module)` (a promise of a factory of the module); the plugin takes the registry's
// classes and tokens from the shared `@jupyterlab/settingregistry`, so the app's other plugins receive it as the
// ISettingRegistry they ask for.
(function () {
  "use strict";
  const NAME = "crisp-fast-settings";
  const REPLACED = "@jupyterlab/apputils-extension:settings";
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

  /** A schema validator (ISchemaValidator) that composes default settings itself and leaves the rest to Ajv's. */
  class FastValidator {
    constructor(full) {
      this.full = full;  // JupyterLab's DefaultSchemaValidator, made only when first needed
    }

    validateData(plugin, populate = true) {
      if (populate && typeof plugin.raw === "string" && EMPTY.test(plugin.raw) && isObject(plugin.schema)
          && plugin.schema.type === "object") {
        plugin.data = { composite: composeDefaults(plugin.schema), user: {} };
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

  async function plugin() {
    const registry = await shared("@jupyterlab/settingregistry");
    const { PageConfig } = await shared("@jupyterlab/coreutils");
    let full = null;
    const validator = new FastValidator(() => (full = full || new registry.DefaultSchemaValidator()));
    return {
      id: "crisp:fast-settings",
      description: `Provides the setting registry (${REPLACED}), composing default settings without Ajv.`,
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

  const container = {
    init: async (scope) => { shareScope = scope; },
    get: async (module) => {
      if (module !== "./extension") throw new Error(`${NAME} has no module ${module}`);
      const extension = { __esModule: true, default: [await plugin()] };
      return () => extension;
    },
    composeDefaults,  // for lite/tests/test_fast_settings.py
  };
  const scopes = (globalThis._JUPYTERLAB = globalThis._JUPYTERLAB || {});
  scopes[NAME] = container;
})();
