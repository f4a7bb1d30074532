"""Command line: ``python -m crisp_core replay|simulate|play``: ``replay`` and ``simulate --game`` take every game of
the registry (:mod:`crisp_core.games`); ``play`` is Crisp in the terminal."""

from __future__ import annotations

import argparse
import json
import sys

from . import games
from .crisp.bots import make_bot
from .crisp.options import Options
from .crisp.record import save
from .crisp.terminal import TerminalPlayer, play_match
from .errors import IllegalAction, Seat, shown
from .locale import seat_name, text
from .records import MAX_RECORD_DEPTH, MAX_RECORD_SIZE, read

CHOICES = ("matches", "workers", "options")  # simulate's flags that not every game takes


def _replay(args: argparse.Namespace) -> int:
    """Replay a record file: print its F3 result, or one line on why it cannot be replayed (exit 2)."""
    try:
        record = read(args.file)
    except OSError as err:
        return _refuse(f"crisp_core replay: cannot read {args.file}: {err.strerror or type(err).__name__}")
    except IllegalAction as err:
        return _refuse(f"crisp_core replay: {args.file}: {err}")
    try:
        result = games.replay(record)
    except IllegalAction as err:
        return _refuse(_refusal_message(err))
    print(json.dumps(result))
    return 0


def _refusal_message(err: IllegalAction) -> str:
    """A refused record's message (F4), then, when its reason names a seat, how that seat is counted: the
    message quotes the action in the notation (seats from 0), and the reason names seats as a person reads them
    (from 1)."""
    names_seat = any(isinstance(value, Seat) for value in err.values.values())
    return f"{err}\n{text('en', 'notation.seats')}" if names_seat else str(err)


def _refuse(message: str) -> int:
    """Print ``message`` on stderr; the exit status of a refused command."""
    print(message, file=sys.stderr)
    return 2


def _pairs(pairs: list[str]) -> dict:
    """The values of ``key=value`` words (``target=50 draw_from_discard=true draw_timer=30``), as JSON."""
    values: dict = {}
    for pair in pairs:
        key, sep, raw = pair.partition("=")
        if not sep:
            raise IllegalAction("F1", f"write options as key=value, not {shown(pair)}")
        values[key] = json.loads(raw) if raw not in ("none", "None") else None
    return values


def _options(pairs: list[str]) -> Options:
    """Crisp's table options from ``key=value`` words."""
    return Options.from_dict(_pairs(pairs))


def _bots(names: str, count: int) -> list:
    bots = [make_bot(name.strip()) for name in names.split(",")]
    if len(bots) == 1:
        bots += [make_bot(names.strip()) for _ in range(count - 1)]
    if len(bots) != count:
        raise ValueError(f"give {count} bot names (or one for all), not {len(bots)}")
    return bots


def _simulate(args: argparse.Namespace) -> int:
    """``simulate --game NAME``: that game's bots play, one per seat; its statistics, or one line on why not."""
    game = games.game(args.game)
    names = [n.strip() for n in args.bots.split(",")] if args.bots else []
    players = args.players or (len(names) if len(names) > 1 else game.players)
    names = names or [game.simulated[0]] + [game.simulated[-1]] * (players - 1)
    given = {"matches": bool(args.matches), "workers": args.workers is not None, "options": bool(args.options)}
    takes = {"matches": "matches" in game.simulate_more, "workers": "workers" in game.simulate_more,
             "options": game.options_from is not None}
    try:
        if players not in game.seats:
            raise ValueError(f"{game.title} is for {game.seats_text()} players, not {players}")
        lacking = [name for name in CHOICES if not takes[name]]
        if any(given[name] for name in lacking):
            flags = ", ".join(f"--{name}" for name in lacking[:-1]) + f"{' and ' if len(lacking) > 1 else ''}" \
                + f"--{lacking[-1]}"
            others = [g.title for g in games.games() if g.name != game.name and g.simulate_more]
            raise ValueError(f"{flags} are for {' and '.join(others)}; give --{game.counts}")
        if args.workers is not None and args.workers < 1:
            raise ValueError(f"--workers must be at least 1, not {args.workers}")
        make = game.part("make_bot")
        bots = [make(n) for n in (names * players if len(names) == 1 else names)]
        if len(bots) != players:
            raise ValueError(f"give {players} bot names (or one for all), not {len(names)}")
        more = {"options": game.part("options_from")(_pairs(args.options))} if takes["options"] else {}
    except (ValueError, json.JSONDecodeError) as err:
        return _refuse(f"crisp_core simulate: {err}")
    if game.simulate_more:
        more.update(matches=args.matches, workers=args.workers, progress=_progress(args))
    results = game.part("simulate")(bots, getattr(args, game.counts), seed=args.seed, **more)
    print(json.dumps(results.to_dict()) if args.json else results.table())
    return 0


def _progress(args: argparse.Namespace):
    """A progress bar on stderr for a long simulation on a terminal (or always, with ``--progress``), or None."""
    total = args.matches or args.rounds

    def progress(done: int, _: int) -> None:
        width = 30
        filled = width * done // total
        print(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total}", end="", file=sys.stderr, flush=True)
        if done == total:
            print(file=sys.stderr)

    return progress if total >= 200 and sys.stderr.isatty() or args.progress else None


def _play(args: argparse.Namespace) -> int:
    try:
        bots = _bots(args.bots, args.players - 1)
        options = _options(args.options)
    except (ValueError, json.JSONDecodeError) as err:
        print(f"crisp_core play: {err}", file=sys.stderr)
        return 2
    print(f"Crisp: you are {seat_name('en', 0)}. {text('en', 'notation.seats')} Type 'help' for the rules and "
          "commands.")
    match = play_match(args.players, bots, TerminalPlayer(assist=args.assist), seed=args.seed, options=options,
                       rounds=args.rounds)
    if args.save:
        save(match, args.save)
        print(f"saved the game as {args.save}")
    return 0


def build_parser() -> argparse.ArgumentParser:
    """The argument parser of ``python -m crisp_core``."""
    parser = argparse.ArgumentParser(prog="python -m crisp_core",
                                     description="Crisp, the card game: reference engine tools.")
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    formats = ", ".join(g.format for g in games.games())
    rep = commands.add_parser("replay", help=f"replay a record ({formats}) and print its result as JSON",
                              description=f"Replay a record of any game ({formats}), chosen by its format (F of "
                                          "each game's rules). Prints the result JSON (F3) and exits 0, or prints "
                                          "why the record is refused (F4) and exits 2. A record file is UTF-8 JSON "
                                          f"of at most {MAX_RECORD_SIZE:,} bytes, nested at most {MAX_RECORD_DEPTH} "
                                          "levels deep.")
    rep.add_argument("file", metavar="FILE.json", help="the record to replay")
    rep.set_defaults(run=_replay)

    sim = commands.add_parser("simulate", help="let bots play many rounds or games and print statistics",
                              description="Play rounds (or matches, or games) between bots and print per-seat "
                                          "results with 95 %% confidence intervals.")
    every = list(games.games())
    sim.add_argument("--game", choices=[g.name for g in every], default=every[0].name,
                     help=f"the game (default {every[0].name}; " + ", ".join(f"{g.name}: {g.docs}" for g in every)
                     + ")")
    sim.add_argument("--players", type=int, default=None, help="seats at the table: " + ", ".join(
        f"{g.title} {g.seats_text()} (default {g.players})" for g in every))
    sim.add_argument("--bots", default=None, help="comma-separated bot per seat, or one for all (" + "; ".join(
        f"{g.title}: {', '.join(g.bot_names())}, default {g.simulated[0]}"
        + (f" at seat 0, {g.simulated[-1]} elsewhere" if len(g.simulated) > 1 else "") for g in every) + ")")
    sim.add_argument("--rounds", type=int, default=1000, help="rounds to play (default 1000)")
    sim.add_argument("--matches", type=int, default=0, help="play whole matches instead of rounds")
    sim.add_argument("--games", type=int, default=1000, help="whole games to play, for the games that count them: "
                     + ", ".join(g.title for g in every if g.counts == "games") + " (default 1000)")
    sim.add_argument("--seed", type=int, default=0, help="random seed (default 0)")
    sim.add_argument("--workers", type=int, default=None, metavar="N",
                     help="processes to play on (default: every core); the results are the same for any N")
    sim.add_argument("--options", nargs="*", default=[], metavar="KEY=VALUE", help="table options (" + "; ".join(
        f"{g.title}: {', '.join(option.name for option in g.options)}" for g in every if g.options_from is not None)
        + "), e.g. target=50 draw_timer=30")
    sim.add_argument("--json", action="store_true", help="print one JSON object")
    sim.add_argument("--progress", action="store_true", help="always show the progress bar on stderr")
    sim.set_defaults(run=_simulate)

    play = commands.add_parser("play", help="play against bots in this terminal",
                               description="Play Crisp in the terminal as seat 0 against bots.")
    play.add_argument("--players", type=int, default=3, help="seats at the table, 2-8 (default 3)")
    play.add_argument("--bots", default="heuristic", help="comma-separated bot per other seat, or one for all")
    play.add_argument("--seed", type=int, default=None, help="random seed for deals and bots")
    play.add_argument("--assist", action="store_true", help="keep showing the cards you have seen")
    play.add_argument("--rounds", type=int, default=None, help="stop after this many rounds")
    play.add_argument("--options", nargs="*", default=[], metavar="KEY=VALUE", help="table options")
    play.add_argument("--save", metavar="FILE.json", help="save the game as a crisp/1 record at the end")
    play.set_defaults(run=_play)
    return parser


def main(argv: list[str] | None = None) -> int:
    """Run the command line; return the exit status."""
    args = build_parser().parse_args(argv)
    return args.run(args)
