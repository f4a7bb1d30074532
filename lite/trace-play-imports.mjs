// Which modules the play page's engine imports: a build-time trace (lite/play_files.py reads its output).
//   node lite/trace-play-imports.mjs WHEEL [--stdlib ZIP] [--json]
// Loads Pyodide from lite/node_modules/pyodide (with ZIP, e.g. the site's static/pyodide/python_stdlib.zip, as its
// standard library), unpacks the engine wheel WHEEL into site-packages as lite/site/play/worker.js unpacks its
// archive, then does what the play page's worker does (worker.js): the start (crisp_core.games and its catalogue:
// the games, their bots' names and descriptions in every language), each game's table made through the registry,
// Crisp tables with every option (draw timer, take from discard, assist, the
// coach) and every bot kind played to the match's end with step()/page_view()/coach(), a person's moves and
// refused moves, every language; Cheat's and Crisps' tables likewise; any other registered game with a table (the
// registry's, crisp_core.games) with its page's bots and each of its options; the replays of their records, and
// records with errors.  Prints every module in sys.modules with its file, sorted ("name<TAB>file", "-" without one), and
// the data files the engine opened (lines "data<TAB>path"); with --json one JSON object
// {"modules": {name: file|null}, "frozen": [name], "data": [path], "stdlib": [zip], "site_packages": path} instead
// ("frozen": the modules Pyodide has built in, never read from the standard library's zip).
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { loadPyodide } from "pyodide";

const args = process.argv.slice(2);
const option = (name) => { const i = args.indexOf(name); return i >= 0 ? args.splice(i, 2)[1] : null; };
const flag = (name) => { const i = args.indexOf(name); if (i >= 0) args.splice(i, 1); return i >= 0; };
const stdlib = option("--stdlib");
const asJson = flag("--json");
if (args.length !== 1) {
  console.error("usage: node lite/trace-play-imports.mjs WHEEL [--stdlib ZIP] [--json]");
  process.exit(2);
}
const wheel = new Uint8Array(readFileSync(resolve(args[0])));

const pyodide = await loadPyodide(stdlib ? { stdLibURL: resolve(stdlib) } : {});
// as worker.js: the site-packages folder, the archive unpacked there (its small archive is a zip)
const sitePackages = pyodide.runPython("import site; site.getsitepackages()[0]");
pyodide.unpackArchive(wheel, "zip", { extractDir: sitePackages });
// the data files the engine opens (not its modules): an audit hook, set before anything of crisp_core runs
pyodide.runPython(`
import sys
_crisp_opened = set()
def _crisp_audit(event, args):
    if event == "open" and isinstance(args[0], str) and "/crisp_core" in args[0] and not args[0].endswith((".py", ".pyc")):
        _crisp_opened.add(args[0])
sys.addaudithook(_crisp_audit)
`);
pyodide.runPython(`
import importlib, importlib.machinery, sys  # what worker.js's fallback finder imports
import json, crisp_core.games; json.dumps(crisp_core.games.catalogue())
`);
pyodide.runPython(`
import itertools, json, random, sys
from crisp_core import games
from crisp_core.locale import LANGUAGES


def make_table(name, **kwargs):
    """A table as the worker makes one: the registered game's (Game.table)."""
    return games.game(name).part("table")(**kwargs)


class Clock:
    """The tables' clock, moved on by hand: a timed match runs in no time."""
    t = 1000.0

    def __call__(self):
        return self.t


def refused(call):
    try:
        call()
    except Exception as error:  # the worker sends the message's last line to the page
        str(error)
        return True
    return False


def views(table, step):
    """What the worker does after every move: the view (the whole log now and then), the coach, a language."""
    view = json.loads(table.page_view(log_from=0 if step % 5 == 0 else max(0, step - 3)))
    if step % 3 == 0:
        table.coach()
    if step % 11 == 0:
        table.set_language(LANGUAGES[step // 11 % len(LANGUAGES)])
    if step % 13 == 0:
        table.set_assist(step % 2 == 0)
    if step % 17 == 0:
        table.record_text()
        for seat in range(len(view["seats"]) if "seats" in view else 2):
            json.loads(table.page_view(viewer=seat))
            table.coach(seat)
    return view


def round_over(table):
    return (table.state if hasattr(table, "state") else table.game if hasattr(table, "game") else table.round).is_over


def drive(table, clock, person, over, limit=4000):
    """Play 'table' as the worker's loop does: bots by step() (the clock moved on as ready_in() says), the
    people by 'person(table, view)', the next round once one ends, until 'over(table)'."""
    for step in itertools.count():
        if step > limit:
            raise RuntimeError(f"{type(table).__name__}: no end after {limit} moves")
        view = views(table, step)
        if over(table):
            return table.record_text()
        if round_over(table):
            table.start_next_round()
            continue
        if table.can_step():
            wait = table.ready_in()
            if wait > 0:
                clock.t += wait + 0.001
            table.step()
            continue
        if view.get("waiting") is not None:
            refused(lambda: table.play("nonsense"))
            refused(lambda: table.play(f"{(view['waiting'] + 1) % 2} pass"))
            person(table, view)
            continue
        deadline = (view.get("clock") or {}).get("next")
        if deadline is not None:
            clock.t += deadline + 0.001
            table.poll()
            continue
        raise RuntimeError(f"{type(table).__name__}: stuck")


import time
_t0 = time.monotonic()
def progress(what):
    print(f"{time.monotonic() - _t0:6.1f} s  {what}", file=sys.stderr)


rng = random.Random(7)
records = {}  # a game's name: the record of one match played at its table


# Crisp: every bot kind at one table, with and without a person, every option, the coach on
def crisp_person(table, view):
    clock = view.get("clock") or {}
    if clock.get("start"):  # R10: the next player waits 2 s
        refused(lambda: table.play(view["moves"][0]["action"]))
        table.clock.t += clock["start"]["left"] + 0.001
        return
    if rng.random() < 0.1 and clock.get("draw"):
        return  # the person lets the draw time out (R9)
    table.play(rng.choice(view["moves"])["action"])


def crisp_over(table):
    return table.match.over and table.state.is_over


def play_crisp(game):
    for n, (timer, take, assist) in enumerate(itertools.product((30, None), (False, True), (False, True))):
        person = n % 3 != 0
        clock = Clock()
        kinds = list(game.bot_names())
        seats = (["human"] if person else []) + kinds[n % len(kinds):] + kinds[:n % len(kinds)]
        table = make_table("crisp", seats=seats, names=[f"P{i}" for i in range(len(seats))], target=40,
                           draw_from_discard=take, draw_timer=timer, assist=assist, clock=clock, seed=n,
                           lang=LANGUAGES[n % len(LANGUAGES)])
        table.set_coach(True)
        if person:
            table.forced_king()
        # one whole match; the other tables a round
        over = crisp_over if n == 0 else lambda t: t.state.is_over
        records.setdefault("crisp", drive(table, clock, crisp_person, over))
        progress(f"crisp {seats} timer={timer} take={take} assist={assist}")
        table.destroy() if hasattr(table, "destroy") else None
    table = make_table("crisp", seats=["human", "human"], names=["A", "B"], clock=Clock(), lang="fr")
    table.set_coach(True)
    drive(table, Clock(), crisp_person, lambda t: len(t.match.rounds) >= 2)


# Cheat: 3 to 6 seats, every bot kind and people, every window
CHEAT_KINDS = ("random", "counting")


def play_cheat(game):
    from crisp_core.cheat.actions import LegalActions
    from crisp_core.cheat.bots import make_bot as cheat_bot, random_play
    from crisp_core.cheat.observation import P_PLAY
    cheat_helper = cheat_bot("random")

    def cheat_person(table, view):
        game, seat = table.game, view["waiting"]
        for doubter in view["moves"]["doubters"]:
            if rng.random() < 0.3:
                refused(lambda: table.play(f"{doubter} doubt"))
        if game.phase == P_PLAY:
            move = str(random_play(LegalActions(seat, game.hands[seat]), rng))
        else:
            move = str(cheat_helper.choose(None, game.legal_actions(seat), rng) or f"{seat} accept")
        if refused(lambda: table.play(move)):
            table.clock.t += 0.5  # a play while a call is settled (C4.4): later

    for n, (players, window) in enumerate(itertools.product((3, 4, 5, 6), (3, 4, 6))):
        clock = Clock()
        seats = ["human"] * (n % 2) + [CHEAT_KINDS[(n + i) % 2] for i in range(players - n % 2)]
        table = make_table("cheat", seats=seats, names=[f"P{i}" for i in range(players)], seed=n,
                           lang=LANGUAGES[n % 4], clock=clock, window=window)
        table.set_coach(n % 3 == 0)
        played = lambda t: len(t.match.games) >= 2 and t.game.is_over
        records.setdefault("cheat", drive(table, clock, cheat_person, played))
        progress(f"cheat {seats} window={window}")
        refused(lambda: table.play("0 accept"))
        if hasattr(table, "destroy"):
            table.destroy()


# Crisps: two seats, every option
def crisps_person(table, view):
    table.play(rng.choice(view["moves"])["text"])


def play_crisps(game):
    for n, (special, no_faceup, auto_skip, person) in enumerate(itertools.product((False, True), repeat=4)):
        seats = ["human" if person else CHEAT_KINDS[n % 2], CHEAT_KINDS[(n + 1) % 2]]
        table = make_table("crisps", seats=seats, names=["A", "B"], seed=n, lang=LANGUAGES[n % 4], clock=Clock(),
                           special_runs=special, no_faceup=no_faceup, auto_skip=auto_skip)
        table.set_coach(True)
        records.setdefault("crisps", drive(table, Clock(), crisps_person, lambda t: t.match.over))
        progress(f"crisps {seats}")
        refused(lambda: table.start_next_round())
        if hasattr(table, "destroy"):
            table.destroy()


def play_with_bots(game):
    """Any other game with a table: its page's bot at every seat, each of its options' values in turn, every
    language, a round or game each."""
    values = [[(option.name, value) for value in option.values or option.presets] for option in game.options]
    for n, chosen in enumerate(itertools.product(*values)):
        seats = [game.page_bot] * game.seats.start
        clock = Clock()
        table = make_table(game.name, seats=seats, names=[f"P{i}" for i in range(len(seats))], seed=n,
                           lang=LANGUAGES[n % len(LANGUAGES)], clock=clock, **dict(chosen))
        records.setdefault(game.name, drive(table, clock, None, round_over))
        progress(f"{game.name} {dict(chosen)}")
        if hasattr(table, "destroy"):
            table.destroy()


# every registered game with a table on the page (the worker's catalogue), as the worker plays it
DRIVERS = {"crisp": play_crisp, "cheat": play_cheat, "crisps": play_crisps}
for game in games.games():
    if game.table is not None:
        DRIVERS.get(game.name, play_with_bots)(game)


# the replays, as the worker's "load" and "frame" messages: every record, every language, and broken records
def replay(text, lang):
    try:
        fmt = json.loads(text).get("format")
    except Exception:
        fmt = None
    every = list(games.games())
    entry = next((g for g in every if g.format == fmt), every[0])  # as the worker's "load" chooses
    r = entry.part("replay_table")(text, lang=lang)
    info = json.loads(r.info())
    for i in range(info["steps"]):
        r.frame(i)
        r.frame(i, 0)
    for other in LANGUAGES:
        r.set_language(other)
        json.loads(r.info())
        r.frame(info["steps"] - 1)
    if hasattr(r, "destroy"):
        r.destroy()


def broken(text):
    """Records with errors made from the record 'text': quotes changed, cut short, cut in half, too many players,
    rounds that are no list."""
    record = json.loads(text)
    return [text.replace('"', "'", 5), text[:-40], text[:len(text) // 2], json.dumps(record | {"players": 99}),
            json.dumps(record | {"players": 1}), json.dumps(record | {"rounds": "none"})]


BROKEN = (["", "not a record", "{", "[]", "{}", '{"format": "crisp/1", "players": 3, "rounds": [{"deal": "x"}]}']
          + [json.dumps({"format": game.format}) for game in games.games() if game.replay_table is not None]
          + [text for record in records.values() for text in broken(record)])
for lang in LANGUAGES:
    for text in records.values():
        replay(text, lang)
    for text in BROKEN:
        assert refused(lambda: replay(text, lang)), text
    progress(f"replays in {lang}")
`);
const result = JSON.parse(pyodide.runPython(`
import json, sys
modules, frozen = {}, []
for name, module in list(sys.modules.items()):
    if getattr(getattr(module, "__spec__", None), "origin", None) == "frozen":
        frozen.append(name)  # built into Pyodide: never read from the standard library's zip
    spec = getattr(module, "__spec__", None)
    file = getattr(module, "__file__", None) or (spec.origin if spec is not None and spec.has_location else None)
    modules[name] = file
json.dumps({"modules": dict(sorted(modules.items())), "frozen": sorted(frozen), "data": sorted(_crisp_opened),
            "stdlib": [p for p in sys.path if p.endswith(".zip")], "site_packages": site.getsitepackages()[0]})
`));
if (asJson) {
  console.log(JSON.stringify(result));
} else {
  for (const [name, file] of Object.entries(result.modules)) console.log(`${name}\t${file ?? "-"}`);
  for (const name of result.frozen) console.log(`frozen\t${name}`);
  for (const path of result.data) console.log(`data\t${path}`);
}
