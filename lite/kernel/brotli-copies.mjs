// The largest files, downloaded as their Brotli copies on a page served over plain HTTP.
//
// A class served from a teacher's laptop or a school server over plain http (no HTTPS on a school's network) gets
// gzip only: browsers ask for Brotli from HTTPS and localhost alone.  For Pyodide's WebAssembly and JavaScript, the
// lessons' standard library and packages file, and the play page's, Brotli is a fifth to a third smaller than gzip
// (a lesson's first visit: 1.9 MB less).  The build writes a Brotli copy beside each of them (`name.br`,
// lite/precompress.py); on a page that is not a secure context, `brotliFetch` and `importModule` answer for them from
// those copies, fetched as plain files and decoded here by a small WebAssembly decoder (brotli-dec-wasm, 0.1 MB;
// ~0.1 s for Pyodide's 9.6 MB).  Anywhere else (HTTPS, localhost), and whenever a copy cannot be had or decoded, the
// file itself as before.
//
// Used by the kernel's loader (kernel/boot.mjs) and the play page's worker (site/play/worker.js); lite/build.py puts
// this module in static/pyodide/ and the decoder in static/pyodide/brotli-decoder/.
const DECODER = new URL("brotli-decoder/brotli_dec_wasm.js", import.meta.url);
const DECODER_WASM = new URL("brotli-decoder/brotli_dec_wasm_bg.wasm", import.meta.url);

/** Whether this page downloads the Brotli copies: a page that is not a secure context (plain http, not localhost). */
export const usesBrotliCopies = !globalThis.isSecureContext;

let decoder = null;

/** The decoder's `decompress(bytes) -> bytes`, loaded once. */
function decompressor() {
  decoder ??= import(DECODER.href).then(async (module) => {
    await module.default({ module_or_path: DECODER_WASM });
    return module.decompress;
  });
  return decoder;
}

/** The bytes of `url`, from its Brotli copy (`url.br`) fetched with `fetch` and decoded. */
async function decodedCopy(fetch, url) {
  const [response, decompress] = await Promise.all([fetch(`${url}.br`), decompressor()]);
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
  return decompress(new Uint8Array(await response.arrayBuffer()));
}

/** `fetch`, except that on a page that uses the Brotli copies (usesBrotliCopies) each of `urls` is answered from its
 * copy, decoded once however often it is asked for (Pyodide and its loader both fetch the WebAssembly).  A copy that
 * cannot be had or decoded: that file itself, and one line on the console. */
export function brotliFetch(fetch, urls) {
  if (!usesBrotliCopies) return fetch;
  const copies = new Map(urls.map((url) => [new URL(url, location.href).href, null]));
  return (resource, init) => {
    const url = new URL(resource instanceof Request ? resource.url : String(resource), location.href).href;
    if (!copies.has(url)) return fetch(resource, init);
    if (!copies.get(url)) {
      copies.set(url, decodedCopy(fetch, url).catch((error) => {
        console.warn(`${url}.br (${error}): the file itself instead`);
        return null;
      }));
    }
    return copies.get(url).then((bytes) => bytes ? new Response(bytes, {
      headers: { "Content-Type": url.endsWith(".wasm") ? "application/wasm" : "application/octet-stream" },
    }) : fetch(resource, init));
  };
}

/** The JavaScript module at `url`: on a page that uses the Brotli copies, from its copy, decoded and imported from
 * memory (a blob: URL; the module must not find other files next to itself through import.meta.url).  A copy that
 * cannot be had or decoded: the module itself, and one line on the console. */
export async function importModule(url) {
  if (usesBrotliCopies) {
    try {
      const bytes = await decodedCopy(fetch, url);
      const memory = URL.createObjectURL(new Blob([bytes], { type: "text/javascript" }));
      try {
        return await import(memory);
      } finally {
        URL.revokeObjectURL(memory);
      }
    } catch (error) {
      console.warn(`${url}.br (${error}): the file itself instead`);
    }
  }
  return import(url);
}
