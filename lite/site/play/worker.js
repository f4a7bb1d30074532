// The play page's engine: Pyodide and crisp_core.webplay run here, off the page's main thread.
// Messages in and out are plain JSON objects ({type, ...}); the page only draws and handles input.
import { loadPyodide } from "../static/pyodide/pyodide.mjs";

let py = null;        // the crisp_core.webplay module
let game = null;      // a WebGame
let replay = null;    // a Replay
let gen = 0;          // bumped by every new match: a running bot loop of an older match stops
let pace = 700;       // ms between two moves that are not a human's choice
let skipping = false; // "skip to my turn": no pauses until a human is asked
let logSent = 0;      // log lines already sent to the page
let loop = null;       // the running bot loop's token: a newer loop supersedes it

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
const post = (message) => postMessage(message);

function sendView(extra = {}) {
  const view = JSON.parse(game.page_view.callKwargs({ log_from: logSent }));
  logSent = view.log_length;
  post({ type: "view", view, gen, ...extra });
}

async function runTable(myGen) {
  // bots and forced moves, one at a time, each shown before the next
  const token = {};
  loop = token;
  const live = () => myGen === gen && loop === token && game;
  {
    while (live() && game.can_step()) {
      const wait = skipping ? 0 : pace;
      if (wait > 0) await sleep(wait); else await sleep(0);
      if (!live()) return;
      const t0 = performance.now();
      const moved = game.step();
      if (!moved) break;
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

async function start() {
  const t0 = performance.now();
  const pyodide = await loadPyodide({ indexURL: new URL("../static/pyodide/", import.meta.url).href });
  const wheel = await (await fetch(new URL("crisp_core.whl", import.meta.url))).arrayBuffer();
  const sitePackages = pyodide.runPython("import site; site.getsitepackages()[0]");
  pyodide.unpackArchive(new Uint8Array(wheel), "wheel", { extractDir: sitePackages });
  pyodide.runPython("import crisp_core.webplay");
  py = pyodide.pyimport("crisp_core.webplay");
  const bots = JSON.parse(pyodide.runPython(
    "import json; json.dumps({'kinds': list(crisp_core.webplay.BOT_KINDS), 'descriptions': crisp_core.webplay.BOT_DESCRIPTIONS, 'names': list(crisp_core.webplay.DEFAULT_NAMES)})"));
  self.pyodide = pyodide;
  post({ type: "ready", seconds: (performance.now() - t0) / 1000, bots });
}

function newMatch(settings) {
  gen += 1;
  skipping = false;
  replay = null;
  const Options = self.pyodide.pyimport("crisp_core").Options;
  const options = Options.callKwargs({ target: settings.target, draw_from_discard: !!settings.take });
  const seats = self.pyodide.toPy(settings.seats.map((s) => s.kind));
  const names = self.pyodide.toPy(settings.seats.map((s) => s.name));
  if (game) game.destroy();
  const kwargs = { players: settings.seats.length, seats, names, options, show_seen: !!settings.assist };
  if (settings.seed !== null && settings.seed !== undefined && settings.seed !== "") kwargs.seed = Number(settings.seed);
  game = py.WebGame.callKwargs(kwargs);
  logSent = 0;
  sendView({ fresh: true });
  runTable(gen);
}

onmessage = (event) => {
  const msg = event.data;
  try {
    switch (msg.type) {
      case "new": newMatch(msg.settings); break;
      case "act":
        if (!game || msg.gen !== gen) return;
        try {
          game.play(msg.action);
        } catch (error) {
          fail(error, "act");
          sendView();
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
      case "pace": pace = Math.max(0, Number(msg.ms) || 0); break;
      case "skip": skipping = true; break;
      case "assist": if (game) { game.set_assist(!!msg.on); } break;
      case "view": if (game) sendView(); break;
      case "record": if (game) post({ type: "record", text: game.record_text() }); break;
      case "load":
        try {
          if (replay) replay.destroy();
          replay = null;
          replay = py.Replay(msg.text);
          post({ type: "replay", info: JSON.parse(replay.info()) });
        } catch (error) {
          fail(error, "load");
        }
        break;
      case "frame":
        if (replay) post({ type: "frame", frame: JSON.parse(msg.viewer === null || msg.viewer === undefined ? replay.frame(msg.step) : replay.frame(msg.step, msg.viewer)) });
        break;
      default: break;
    }
  } catch (error) {
    fail(error, msg.type);
  }
};

start().catch((error) => post({ type: "fatal", message: String(error).slice(0, 300) }));
