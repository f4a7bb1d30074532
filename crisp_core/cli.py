"""Command line: ``python -m crisp_core replay FILE.json``."""

from __future__ import annotations

import argparse
import json
import sys

from .errors import IllegalAction
from .record import read, replay


def _replay(args: argparse.Namespace) -> int:
    try:
        record = read(args.file)
    except OSError as err:
        print(f"crisp_core replay: cannot read {args.file}: {err.strerror}", file=sys.stderr)
        return 2
    except ValueError as err:
        print(f"crisp_core replay: {args.file} is not JSON: {err}", file=sys.stderr)
        return 2
    try:
        result = replay(record)
    except IllegalAction as err:
        print(err, file=sys.stderr)
        return 2
    print(json.dumps(result))
    return 0


def build_parser() -> argparse.ArgumentParser:
    """The argument parser of ``python -m crisp_core``."""
    parser = argparse.ArgumentParser(prog="python -m crisp_core",
                                     description="Crisp, the card game: reference engine tools.")
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    rep = commands.add_parser("replay", help="replay a crisp/1 record and print its result as JSON",
                              description="Replay a crisp/1 record (RULES.md F). Prints the result JSON (F3) "
                                          "and exits 0, or prints why the record is refused (F4) and exits 2.")
    rep.add_argument("file", metavar="FILE.json", help="the record to replay")
    rep.set_defaults(run=_replay)
    return parser


def main(argv: list[str] | None = None) -> int:
    """Run the command line; return the exit status."""
    args = build_parser().parse_args(argv)
    return args.run(args)
