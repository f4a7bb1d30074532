// The Pyodide kernel's loader: the kernel's `pyodideUrl` (jupyter-lite.json) points here, not at pyodide.mjs.
//
// The kernel's worker imports this module and calls loadPyodide(options) as it would Pyodide's own.  Here Pyodide
// is loaded once per worker, and the packages of `options.packages` (lite/build.py lists them) are put in place
// from one file, CONFIG.packagesFile: every file of their wheels, gzipped (lite/build.py writes it from the wheels of
// the vendored lock).  It downloads and unpacks (natively, DecompressionStream) while Pyodide starts; writing its
// files takes a fraction of what unpacking the 23 wheels with Python's zipfile takes.  The kernel's Python side is
// imported before the call returns.  A second call in the same worker gets the same Pyodide, loaded or on its way.
//
// A kernel image makes the next visits fast.  Once the heavy pure-Python modules are imported (IPython,
// ipywidgets, crisp_core's widgets: CONFIG.heavy), their state is Python's memory, and Pyodide can copy it out
// (makeMemorySnapshot) and start from such a copy (loadPyodide's _loadSnapshot) instead of initialising Python
// and importing them again.  The first visit stores that copy (~45 MB) as a file of the origin's private file
// system (OPFS), named by this build's id; a later visit of any lesson reads it back (a direct file read, 0.05-0.1 s
// here, where reading it from CacheStorage took 0.65-0.75 s), starts from it, writes the packages' files (the
// file system is not in Python's memory), reseeds `random` and imports the rest.  Anything unusual (no private file
// system, as on plain http, no room, a copy that does not load) means the ordinary way, never an error.
//
// Upstream touch points (written for Pyodide 314.0.6 and @jupyterlite/pyodide-kernel 0.8.6: lite/upstream.py
// WRITTEN_FOR, which the build checks): Pyodide's private `_loadSnapshot` option and its `makeMemorySnapshot()`; the
// kernel's worker calling the module its `pyodideUrl` names, with the options of its `initRuntime`.
import { brotliFetch, importModule } from "./brotli-copies.mjs";
import { loadPyodide as loadRuntime } from "./pyodide.mjs";

// Filled in by lite/build.py: the build's id (the image's key), the packages file, Python code run before the
// imports, the modules imported before the image is taken (they must leave no JavaScript object behind) and those
// imported after it, in order (pyodide_kernel creates the shell that ipywidgets registers its comm targets with);
// and `small`, the lessons' own small standard library and packages file (lite/lesson_files.py: {stdlib, packages,
// later: {stdlib: [module, ...], packages: [module, ...]}}), loaded in place of the full ones when there.
const CONFIG = /* CONFIG */ {};
// The fallback of the small files (lite/import_fallback.py, written here by lite/build.py): a module only the full
// files hold (CONFIG.small.later) makes the kernel fetch that full file once; the console says which module.
const IMPORT_FALLBACK = /* IMPORT_FALLBACK */ "";
const FULL_STDLIB = "python_stdlib.zip";
const STDLIB_FILE = CONFIG.small?.stdlib || FULL_STDLIB;
const PACKAGES_FILE = CONFIG.small?.packages || CONFIG.packagesFile;
const IMAGES = "crisp-kernel-images";
const CHANNEL = "default channel"; // how Pyodide marks a package loaded from its lock

// Python code: the import system forgets what it knew of the folders' files (they were just written), as
// importlib.invalidate_caches() does, except for the standard library's zip archive, which did not change: its
// importer would read the archive's whole directory again (a tenth of a second).
const REFRESH_FINDERS = `
def _refresh_finders():
    import sys, zipimport
    for name, finder in list(sys.path_importer_cache.items()):
        if finder is None:
            del sys.path_importer_cache[name]
        elif not isinstance(finder, zipimport.zipimporter) and hasattr(finder, "invalidate_caches"):
            finder.invalidate_caches()
    if "importlib.metadata" in sys.modules:
        sys.modules["importlib.metadata"].MetadataPathFinder.invalidate_caches()
_refresh_finders()
del _refresh_finders
`;

// The site's root URL, for the lessons' Python (this file is the site's static/pyodide/kernel-boot.mjs, also under a
// sub-path): a lesson served by the classroom server finds the class's experiment there
// (crisp_core/widgets/class_link.py)
globalThis.crispSiteRoot = new URL("../../", import.meta.url).href;

let booting = null;
let fromImage = false; // whether this worker's Python started from a kernel image

function log(message) {
  console.log(`kernel boot: ${message}`);
}

/** The lock's packages for `names` and everything they depend on. */
function closure(lock, names) {
  const canonical = (name) => name.replace(/[-_.]+/g, "-").toLowerCase();
  const packages = Object.fromEntries(Object.entries(lock.packages).map(([key, p]) => [canonical(key), p]));
  const wanted = new Map();
  const need = (name) => {
    const key = canonical(name);
    if (wanted.has(key)) return;
    if (!packages[key]) throw new Error(`no package ${name} in the lock`);
    wanted.set(key, packages[key]);
    packages[key].depends.forEach(need);
  };
  names.forEach(need);
  return [...wanted.values()];
}

/** CONFIG.packagesFile, downloaded and gunzipped: a 4-byte length, a JSON list of [path, size], the files' bytes.
 * (A host that sends it with Content-Encoding: gzip has the browser gunzip it: then it does not start with gzip's
 * magic bytes, 1f 8b, and is used as it comes.) */
async function fetchPackages(indexURL) {
  const response = await fetch(new URL(PACKAGES_FILE, indexURL));
  if (!response.ok) throw new Error(`${PACKAGES_FILE}: ${response.status}`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) return bytes;
  const unpacked = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
  return new Uint8Array(await new Response(unpacked).arrayBuffer());
}

function writePackages(FS, root, packed) {
  const length = new DataView(packed.buffer, packed.byteOffset).getUint32(0);
  const files = JSON.parse(new TextDecoder().decode(packed.subarray(4, 4 + length)));
  let offset = 4 + length;
  const folders = new Set();
  for (const [path, size] of files) {
    const file = `${root}/${path}`;
    const folder = file.slice(0, file.lastIndexOf("/"));
    if (!folders.has(folder)) {
      FS.mkdirTree(folder);
      folders.add(folder);
    }
    FS.writeFile(file, packed.subarray(offset, offset + size));
    offset += size;
  }
}

function imageName() {
  return `kernel-image-${CONFIG.build}`;
}

/** Whether this page can keep kernel images: a private file system (OPFS; secure origins only) and a build id. */
function imagesKept() {
  return Boolean(globalThis.navigator?.storage?.getDirectory && CONFIG.build);
}

/** The folder of kernel images in the origin's private file system (OPFS), made if `create`. */
async function imageFolder(create) {
  const root = await navigator.storage.getDirectory();
  return root.getDirectoryHandle(IMAGES, { create });
}

/** This build's kernel image, or null. Read through a read-only synchronous handle (direct file reads; several
 * workers may hold one at once), else as a file. Empty while another page writes it (createWritable fills it only
 * when done): then null too. */
async function readImage() {
  try {
    if (!imagesKept()) return null;
    const file = await (await imageFolder(false)).getFileHandle(imageName());
    const image = await readWhole(file);
    return image.length ? image : null;
  } catch (error) {
    return null; // none yet (NotFoundError), or no private file system here
  }
}

async function readWhole(file) {
  let access;
  try {
    access = await file.createSyncAccessHandle({ mode: "read-only" });
  } catch (error) {
    return new Uint8Array(await (await file.getFile()).arrayBuffer());
  }
  try {
    const bytes = new Uint8Array(access.getSize());
    if (access.read(bytes, { at: 0 }) !== bytes.length) throw new Error("short read");
    return bytes;
  } finally {
    access.close();
  }
}

/** Store `image` as this build's kernel image, and remove other builds' images.  The file is written aside and put
 * in place when closed (a visit never reads half an image), by the browser, off this thread: the kernel goes on. */
async function storeImage(image) {
  try {
    const folder = await imageFolder(true);
    const writable = await (await folder.getFileHandle(imageName(), { create: true })).createWritable();
    try {
      await writable.write(image);
      await writable.close();
    } catch (error) {
      await writable.abort().catch(() => {});
      throw error;
    }
    for await (const name of folder.keys()) {
      if (name !== imageName()) await folder.removeEntry(name).catch(() => {}); // an older build's
    }
    log("kernel image stored for the next visits");
  } catch (error) {
    log(`kernel image not stored (${error})`);
  }
}

async function dropImage() {
  await (await imageFolder(false)).removeEntry(imageName());
}

/** Pyodide's module factory: its JavaScript half imported and its WebAssembly module compiled from now on (while the
 * caller does other things: reads the image), and the memory grown to the image's size before Pyodide copies the
 * image in.  Pyodide instantiates its module from a fetch of its own; it is handed the one compiled here. */
function moduleFactory(indexURL) {
  const compiled = WebAssembly.compileStreaming(fetch(new URL("pyodide.asm.wasm", indexURL)));
  compiled.catch(() => {}); // then Pyodide's own fetch is used
  const script = importModule(new URL("pyodide.asm.mjs", indexURL).href);
  return async (settings) => {
    const create = (await script).default;
    const instantiate = WebAssembly.instantiateStreaming;
    WebAssembly.instantiateStreaming = async (source, imports) => {
      WebAssembly.instantiateStreaming = instantiate;
      const module = await compiled.catch(() => null);
      return module ? { module, instance: await WebAssembly.instantiate(module, imports) } : instantiate(source, imports);
    };
    let module;
    try {
      module = await create(settings);
    } finally {
      WebAssembly.instantiateStreaming = instantiate;
    }
    if (settings.INITIAL_MEMORY > module.HEAP8.length && !module.growMemory(settings.INITIAL_MEMORY)) {
      throw new Error("cannot grow the memory to the kernel image's size");
    }
    return module;
  };
}

/** With the small files, put lite/import_fallback.py's finder last on sys.meta_path (in place of the one a kernel
 * image holds); it holds Python values only, so a kernel image may be taken after it. */
function installFallback(pyodide, indexURL, sitePackages) {
  if (!CONFIG.small) return;
  const namespace = pyodide.toPy({
    __name__: "crisp_import_fallback",
    later: CONFIG.small.later,
    urls: { stdlib: new URL(FULL_STDLIB, indexURL).href, packages: new URL(CONFIG.packagesFile, indexURL).href },
    site_packages: sitePackages,
  });
  try {
    pyodide.runPython(IMPORT_FALLBACK, { globals: namespace });
    pyodide.runPython(`
import gzip, json, os, sys  # the loader's own imports, made now: never through the fallback itself
install(later, kernel_loader(urls, site_packages), f"/lib/python{sys.version_info[0]}{sys.version_info[1]}.zip")
`, { globals: namespace });
  } finally {
    namespace.destroy();
  }
}

/** Python started and the kernel's side imported (start()), the largest files taken from their Brotli copies
 * meanwhile on a page served over plain http (brotli-copies.mjs; Pyodide's JavaScript: moduleFactory). */
async function boot(options) {
  const fetchAsBefore = self.fetch;
  self.fetch = brotliFetch(fetchAsBefore, ["pyodide.asm.wasm", STDLIB_FILE, PACKAGES_FILE].map(
    (name) => new URL(name, options.indexURL)));
  try {
    return await start(options);
  } finally {
    self.fetch = fetchAsBefore;
  }
}

async function start(options) {
  const indexURL = options.indexURL;
  const files = fetchPackages(indexURL);
  const lock = fetch(options.lockFileURL || new URL("pyodide-lock.json", indexURL)).then((response) => response.json());
  [files, lock].forEach((promise) => promise.catch(() => {})); // awaited below; no unhandled rejection meanwhile
  // what Pyodide fetches next, asked for now (the HTTP cache answers Pyodide's own request)
  const stdLibURL = new URL(STDLIB_FILE, indexURL).href;
  fetch(stdLibURL).then((response) => response.arrayBuffer()).catch(() => {});
  const settings = { ...options, packages: [], stdLibURL, createPyodideModule: moduleFactory(indexURL) };
  let pyodide = null;
  const image = await readImage();
  log(image ? "kernel image found" : "no kernel image yet");
  if (image) {
    try {
      pyodide = await loadRuntime({ ...settings, _loadSnapshot: image });
      fromImage = true;
      log("Python started from the kernel image");
    } catch (error) {
      log(`the kernel image did not load (${error}); starting afresh`);
      pyodide = null;
    }
  }
  const fresh = !pyodide;
  const imaging = fresh && imagesKept();
  if (fresh) {
    pyodide = await loadRuntime(imaging ? { ...settings, _makeSnapshot: true } : settings);
    log("Python started");
  }
  const packages = closure(await lock, options.packages || []);
  const sitePackages = pyodide.runPython("import site; site.getsitepackages()[0]");
  writePackages(pyodide.FS, sitePackages, await files);
  pyodide.runPython(REFRESH_FINDERS);
  installFallback(pyodide, indexURL, sitePackages);
  log(`${packages.length} packages in place`);
  if (fresh) {
    pyodide.runPython(CONFIG.prelude || "");
    pyodide.runPython(CONFIG.heavy.map((name) => `import ${name}`).join("\n"));
    log("IPython and the widgets imported");
    if (imaging) {
      try {
        storeImage(pyodide.makeMemorySnapshot()); // not awaited: the kernel goes on meanwhile
      } catch (error) {
        log(`no kernel image (${error})`);
      }
      // For the image, Pyodide gave Python a recording proxy of the JavaScript globals as `js`, whose getters
      // fail on objects such as `performance`: from here on `import js` is the real globals again.
      pyodide.registerJsModule("js", globalThis);
      pyodide.runPython("import sys; sys.modules.pop('js', None)");
    }
  } else {
    pyodide.runPython("import random; random.seed()"); // else every visit would draw the image's numbers
  }
  for (const p of packages) pyodide.loadedPackages[p.name] = CHANNEL;
  for (const name of CONFIG.warm) {
    try {
      pyodide.pyimport(name).destroy();
    } catch (error) {
      // the kernel imports what it needs itself and reports any error there
      log(`importing ${name} early failed: ${error}`);
      break;
    }
  }
  pyodide.runPython(`
import sys
if "ipywidgets" in sys.modules and "pyodide_kernel" in sys.modules:
    sys.modules["ipywidgets"].register_comm_target()  # imported before the shell existed: it could not then
if "pyodide_kernel" in sys.modules and not sys.modules["IPython.core.completer"].JEDI_INSTALLED:
    # pyodide_kernel's shell turns jedi on; the site leaves jedi out (lite/build.py NOT_PACKED): IPython's own
    # completer then completes Tab
    sys.modules["IPython"].get_ipython().Completer.use_jedi = False
`);
  log("kernel side imported");
  return pyodide;
}

export async function loadPyodide(options = {}) {
  const { stdout, stderr, ...rest } = options;
  booting ??= boot(rest).catch(async (error) => {
    if (fromImage) {
      // started from the image, then failed: the next try (the kernel's own call) starts afresh
      log(`starting from the kernel image failed (${error}); the image is dropped`);
      await dropImage().catch(() => {});
      fromImage = false;
    }
    booting = null; // let the next call try again
    throw error;
  });
  const pyodide = await booting;
  if (stdout) pyodide.setStdout({ batched: stdout });
  if (stderr) pyodide.setStderr({ batched: stderr });
  return pyodide;
}
