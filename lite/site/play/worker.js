// The play page's engine: Pyodide and crisp_core run here, off the page's main thread.
// Messages in and out are plain JSON objects ({type, ...}); the page only draws and handles input. The games are the
// registry's (crisp_core.games): its catalogue goes to the page once Python is ready, and a table or a replay is the
// registered game's own (Game.table, Game.replay_table); nothing here names a game.
import { brotliFetch, importModule } from "../static/pyodide/brotli-copies.mjs";
import { loadPyodide } from "../static/pyodide/pyodide.mjs";

// The play page's own small standard library and engine (lite/play_files.py writes their names here at build time:
// {stdlib, engine, later: {stdlib: [module, ...], engine: [module, ...]}}); without them (an unbuilt copy) the full
// files.  A module only the full files hold ("later") makes the worker fetch that full file once (see installFallback).
const PLAY_FILES = /* PLAY_FILES */ {};
const FULL = { stdlib: "../static/pyodide/python_stdlib.zip", engine: "crisp_core.whl" };

let games = null;     // the crisp_core.games module
let catalogue = null; // its catalogue: the games the page offers
let game = null;      // the match's table (crisp_core.crisp.web.WebGame, crisp_core.cheat.web.CheatTable, …)
let lastView = null;  // the last view sent
let replay = null;    // a recorded match's replay (crisp_core.crisp.webreplay.Replay, …)
let gen = 0;          // bumped by every new match: a running bot loop of an older match stops
let pace = 700;       // ms between two moves that are not a human's choice
let skipping = false; // "skip to my turn": no pauses until a human is asked
let logSent = 0;      // log lines already sent to the page
let loop = null;       // the running bot loop's token: a newer loop supersedes it
let timeScale = 1;    // game seconds per real second: 1, except under the page's test hook (?test-clock=)
let pollTimer = null; // with the draw timer (R9): wakes the table at its next deadline
let lang = "en";      // the page's language: the log, the notices and the replay's words are in it
const KING_PAUSE_MS = 1200;  // a person's drawn King stays in their hand this long before the table plays it (R5.2)

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
const post = (message) => postMessage(message);

function sendView(extra = {}) {
  const view = JSON.parse(game.page_view.callKwargs({ log_from: logSent }));
  lastView = view;
  logSent = view.log_length;
  const between = betweenPeople(view);
  post({ type: "view", view: between ? publicView(view) : view, gen, ...extra });
  schedulePoll(view.clock ? view.clock.next : null);
  if (coaching && !between) sendCoach();
}

// Pass-and-play (two people or more at one device): from the end of a person's turn until the next person is asked,
// the page gets no seat's view, only what the whole table is told (the log, the names, the clocks, a claim all heard,
// who may call "Cheat!" now), and who plays next: nothing one person alone knows is ever in the page meanwhile.
function betweenPeople(view) {
  return view.humans.length > 1 && !view.round_over && view.phase !== "over" && !view.humans.includes(view.waiting);
}

const PUBLIC = ["game", "players", "humans", "log", "log_length", "clock", "last_claim", "round", "match_over", "totals",
                "target", "phase"];
function publicView(view) {
  const shown = Object.fromEntries(PUBLIC.filter((key) => key in view).map((key) => [key, view[key]]));
  const n = view.seats.length;
  const next = view.turn == null ? null
    : [...Array(n).keys()].map((i) => (view.turn + i) % n).find((seat) => view.humans.includes(seat)) ?? null;
  return { ...shown, between: true, viewer: null, waiting: null, next, round_over: false,
           seats: view.seats.map((seat) => ({ name: seat.name })),
           moves: { doubters: view.moves?.doubters || [] } };
}

// The coach, while the page has it on: after each view, its panel for the seat on screen (every table has
// set_coach(on) and coach()).
let coaching = false;
function sendCoach() {
  if (!game) return;
  try {
    post({ type: "coach", data: JSON.parse(game.coach()), gen });
  } catch (error) {
    fail(error, "coach");
  }
}

function schedulePoll(seconds) {
  // R9/R10 in real time: at the table's next deadline (a crisp window closing, a person's draw timing out)
  // let it act, then show what it did and let the bots go on. One timer, no busy loop.
  clearTimeout(pollTimer);
  if (seconds === null || seconds === undefined) return;
  const myGen = gen;
  pollTimer = setTimeout(() => {
    if (myGen !== gen || !game) return;
    const changed = game.poll();
    sendView();  // also schedules the next deadline
    if (changed) runTable(gen);
  }, seconds * 1000 / timeScale + 5);
}

async function runTable(myGen) {
  // bots and forced moves, one at a time, each shown before the next
  const token = {};
  loop = token;
  const live = () => myGen === gen && loop === token && game;
  {
    while (live() && game.can_step()) {
      // with the timer, not before the table allows the move (R10's 2 s; a person's late call, R7.2)
      // a King the table plays for a person is shown first, at every speed (only Crisp's views have forced_king)
      const king = lastView && lastView.forced_king != null ? KING_PAUSE_MS : 0;
      const wait = Math.max(skipping ? 0 : pace, king, Math.ceil(game.ready_in() * 1000 / timeScale));
      if (wait > 0) await sleep(wait); else await sleep(0);
      if (!live()) return;
      const t0 = performance.now();
      const moved = game.step();
      if (!moved) { if (game.ready_in() > 0) continue; break; }
      sendView({ thinkMs: Math.round(performance.now() - t0) });
    }
  }
  if (live()) skipping = false;
}

function fail(error, context) {
  const text = String(error && error.message ? error.message : error);
  // a Python traceback's last line is the message; never send a whole stack to the page
  const lines = text.trim().split("\n");
  post({ type: "error", context, message: lines[lines.length - 1].slice(0, 300) });
}

// The fallback of the small files: lite/import_fallback.py (lite/build.py writes its source here), whose finder goes
// last on sys.meta_path.  A module only the full standard library or engine holds (PLAY_FILES.later) makes it fetch
// that file (synchronously: a worker may), once: the standard library is written to the file system and put on
// sys.path (zipimport), the wheel unpacked over site-packages (the same files, and the ones the small archive left
// out).  Each fetch says on the console which module was missing (tests check that none is).
const IMPORT_FALLBACK = /* IMPORT_FALLBACK */ "";

function fetchNow(url) {
  const request = new XMLHttpRequest();
  request.open("GET", url, false);
  request.responseType = "arraybuffer";
  request.send(null);
  if (request.status !== 200) throw new Error(`${url}: HTTP ${request.status}`);
  return new Uint8Array(request.response);
}

function installFallback(pyodide, sitePackages) {
  const [major, minor] = pyodide.runPython("import sys; sys.version_info[:2]").toJs();
  const smallZip = `/lib/python${major}${minor}.zip`;  // where Pyodide writes the standard library it was given
  const fullZip = "/lib/python_stdlib_full.zip";
  const load = (which, name) => {
    const url = new URL(FULL[which], import.meta.url).href;
    console.warn(`crisp play: module ${name} is not in the play page's files: loading ${url}`);
    const data = fetchNow(url);
    if (which === "stdlib") {
      pyodide.FS.writeFile(fullZip, data);
      return fullZip;
    }
    pyodide.unpackArchive(data, "zip", { extractDir: sitePackages });
    return null;
  };
  const namespace = pyodide.toPy({ __name__: "crisp_import_fallback" });
  pyodide.runPython(IMPORT_FALLBACK, { globals: namespace });
  const install = namespace.get("install");
  const later = pyodide.toPy(PLAY_FILES.later || {});
  install(later, load, smallZip);
  [install, later, namespace].forEach((proxy) => proxy.destroy());
}

async function start() {
  const t0 = performance.now();
  // A file the engine needs that cannot be had at all (no network, and not in the site's offline copy:
  // lite/kernel/offline-copy.js) makes fetch() reject; Pyodide then fails with a message of its own, or waits for
  // ever (its WebAssembly, measured): the first such rejection during the start ends it, and the page says so.
  const fetchAsBefore = self.fetch;
  let cutOff;
  const unreachable = new Promise((_, reject) => { cutOff = reject; });
  const small = Boolean(PLAY_FILES.stdlib && PLAY_FILES.engine);
  const indexURL = new URL("../static/pyodide/", import.meta.url).href;
  const stdLibURL = new URL(small ? PLAY_FILES.stdlib : FULL.stdlib, import.meta.url).href;
  const engineURL = new URL(small ? PLAY_FILES.engine : FULL.engine, import.meta.url).href;
  // over plain http, the largest files from their Brotli copies (static/pyodide/brotli-copies.mjs)
  const viaCopies = brotliFetch(fetchAsBefore, [new URL("pyodide.asm.wasm", indexURL), stdLibURL, engineURL]);
  const script = importModule(new URL("pyodide.asm.mjs", indexURL).href);
  self.fetch = (...args) => viaCopies(...args).catch((error) => { cutOff(error); throw error; });
  let pyodide, wheel;
  try {
    // the engine's archive downloads while Pyodide loads
    const wheelFile = fetch(engineURL).then((response) => response.arrayBuffer());
    const options = { indexURL, stdLibURL, createPyodideModule: async (settings) => (await script).default(settings) };
    [pyodide, wheel] = await Promise.race([Promise.all([loadPyodide(options), wheelFile]), unreachable]);
  } finally {
    self.fetch = fetchAsBefore;
  }
  post({ type: "progress", step: 2 });  // Python runs: the engine goes in (the page's loading steps)
  const sitePackages = pyodide.runPython("import site; site.getsitepackages()[0]");
  pyodide.unpackArchive(new Uint8Array(wheel), small ? "zip" : "wheel", { extractDir: sitePackages });
  if (small) installFallback(pyodide, sitePackages);
  post({ type: "progress", step: 3 });
  games = pyodide.pyimport("crisp_core.games");
  catalogue = JSON.parse(pyodide.runPython("import json, crisp_core.games; json.dumps(crisp_core.games.catalogue())"));
  self.pyodide = pyodide;
  post({ type: "ready", seconds: (performance.now() - t0) / 1000, catalogue });
}

function newMatch(settings, scale) {
  gen += 1;
  skipping = false;
  replay = null;
  // test hook: play.js sends a time scale only when its URL has ?test-clock=<factor>, so a browser test sees a
  // draw time out without waiting 30 s; it speeds up this page's own clock and nothing else.
  timeScale = Number.isFinite(scale) && scale >= 1 && scale <= 100 ? scale : 1;
  clearTimeout(pollTimer);
  const seats = self.pyodide.toPy(settings.seats.map((s) => s.kind));
  const names = self.pyodide.toPy(settings.seats.map((s) => s.name));
  if (game) game.destroy();
  game = null;
  const clock = () => performance.now() / 1000 * timeScale;  // the real-time table's clock (R9, R10; Cheat's C4.1)
  const seed = settings.seed !== null && settings.seed !== undefined && settings.seed !== "" ? { seed: Number(settings.seed) } : {};
  // the game's table, made as the registry makes every game's: seats, names, seed, language, clock (R9, R10; Cheat's
  // C4.1), the game's options as the page read them (the table checks them), and the assist where the game has it
  const entry = catalogue.games.find((g) => g.name === settings.game) || catalogue.games[0];
  // (an option left off, null, is left out: the table's default is off; Pyodide would pass null as JsNull, not None)
  const options = Object.fromEntries(Object.entries(settings.options || {}).filter(([, value]) => value !== null));
  const kwargs = { ...options, seats, names, ...seed, lang, clock, ...(entry.assist ? { assist: !!settings.assist } : {}) };
  const registered = games.game(entry.name);
  const Table = registered.part("table");
  game = Table.callKwargs(kwargs);
  Table.destroy();
  registered.destroy();
  game.set_coach(coaching);
  logSent = 0;
  sendView({ fresh: true });
  runTable(gen);
}

onmessage = (event) => {
  const msg = event.data;
  try {
    switch (msg.type) {
      case "new": newMatch(msg.settings, msg.timeScale); break;
      case "act":
        if (!game || msg.gen !== gen) return;
        try {
          game.play(msg.action);
        } catch (error) {
          sendView();  // first the table as it is, then why the move was refused (the page shows it last)
          fail(error, "act");
          runTable(gen);  // with the timer the clock may have moved the game on (R9, R10)
          return;
        }
        sendView({ acted: msg.action });
        runTable(gen);
        break;
      case "next":
        if (!game || msg.gen !== gen) return;
        game.start_next_round();
        sendView({ fresh: true });
        runTable(gen);
        break;
      case "leave":  // the page left the match: stop it (with the timer it would play on by itself)
        clearTimeout(pollTimer);
        if (game) { game.destroy(); game = null; }
        break;
      case "pace": pace = Math.max(0, Number(msg.ms) || 0); break;
      case "skip": skipping = true; break;
      case "assist": if (game) { game.set_assist(!!msg.on); } break;
      case "coach": coaching = !!msg.on; if (game) { game.set_coach(coaching); if (coaching) sendCoach(); } break;
      case "language":  // the whole log again in the new language; the replay's names and sentences too
        lang = msg.lang;
        if (game) { game.set_language(lang); logSent = 0; sendView({ relog: true }); }
        if (replay) { replay.set_language(lang); post({ type: "replay", info: JSON.parse(replay.info()), relang: true }); }
        break;
      case "view": if (game) sendView(); break;
      case "record": if (game) post({ type: "record", text: game.record_text() }); break;
      case "load": {
        // the record's format picks the game whose replay reads it; a text that is not JSON, or of no game's format,
        // goes to the first game's replay, which says what is wrong
        let format = null;
        try { format = JSON.parse(msg.text).format; } catch { /* the replay says what is wrong */ }
        try {
          if (replay) replay.destroy();
          replay = null;
          const entry = catalogue.games.find((g) => g.format === format) || catalogue.games[0];
          const registered = games.game(entry.name);
          const Replay = registered.part("replay_table");
          replay = Replay.callKwargs(msg.text, { lang });
          Replay.destroy();
          registered.destroy();
          post({ type: "replay", info: JSON.parse(replay.info()) });
        } catch (error) {
          fail(error, "load");
        }
        break;
      }
      case "frame":
        if (replay) post({ type: "frame", frame: JSON.parse(msg.viewer === null || msg.viewer === undefined ? replay.frame(msg.step) : replay.frame(msg.step, msg.viewer)) });
        break;
      default: break;
    }
  } catch (error) {
    fail(error, msg.type);
  }
};

// `unreachable`: a file the engine needs could not be had at all (see start()); fetch() and import() reject with a
// TypeError then, and the page says so in words.
start().catch((error) => post({ type: "fatal", message: String(error).slice(0, 300),
                                unreachable: error instanceof TypeError && /fetch|import/i.test(error.message) }));
