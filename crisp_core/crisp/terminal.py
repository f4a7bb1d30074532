"""Play Crisp against bots in a terminal, seeing only what your seat knows.

Seats are named as a person reads them (Seat 1 is seat 0 of the notation); the event lines and the actions you
type are in the notation (docs/RULES.md N), which counts from 0.  Your own face-down cards are shown once when
you see them (in the event lines) and then as ``??``, as at a real table; ``--assist`` shows everything your seat has seen instead.
"""

from __future__ import annotations

import random
from typing import Callable, Sequence

from ..cards import card_text
from ..errors import IllegalAction
from ..locale import seat_name, text
from ..protocols import Bot
from .actions import Action
from .driver import play_round
from .match import Match
from .observation import Observation
from .round import RoundState

HELP = """Crisp in brief (RULES.md): lowest total of three cards wins; Ace 1, 2-9 face value, 10/J/Q/K 10.
On your turn draw (or 'take' the top discard if the table allows it), then:
  swap L|M|R      put the drawn card in that slot; the old card goes face up to the discard
  discard         discard the drawn card
  jack            (drawn Jack) look at your own M card
  queen L 2R      (drawn Queen) swap your L with the R of seat 2 in the notation (Seat 3), blind
  king            (drawn King, required) two more draws
After your turn: 'crisp' if you think you are strictly lowest, or 'pass'.
Type an action (the seat number is added for you), its number from the list, 'help', 'show' or 'quit'.
The event lines and the actions are in the notation (RULES.md N): """ + text("en", "notation.seats")


class Quit(Exception):
    """The player asked to stop."""


class TerminalPlayer:
    """A human at the keyboard, as a bot: shows the seat's view and reads an action."""

    name = "you"
    uses_history = True

    def __init__(self, assist: bool = False, read: Callable[[str], str] = input,
                 write: Callable[[str], None] = print) -> None:
        self.assist = assist
        self.read = read
        self.write = write
        self.shown = 0
        self.deal = None

    def show_news(self, obs: Observation) -> None:
        """Print the events this seat has not been shown yet."""
        if obs.events and obs.events[0] != self.deal:
            self.deal, self.shown = obs.events[0], 0
            self.write(f"\n=== new round: {seat_name('en', obs.dealer)} deals ===")
        for event in obs.events[self.shown:]:
            self.write(f"  {event}")
        self.shown = len(obs.events)

    def table(self, obs: Observation) -> str:
        """The table as this seat may look at it: cards seen shown only with ``assist``."""
        lines = []
        for seat in range(obs.players):
            cards = obs.hand(seat) if self.assist else (None, None, None)
            who = "you" if seat == obs.seat else seat_name("en", seat)
            mark = " (called crisp)" if seat == obs.caller else ""
            lines.append(f"  {who:>7}: " + " ".join(card_text(c) for c in cards)
                         + f"   total score {obs.scores[seat]}{mark}")
        top = obs.discard[-1] if obs.discard else None
        lines.append(f"  discard top: {card_text(top) if top is not None else 'empty'}"
                     f"   stock: {obs.stock_size} cards")
        if obs.holding and obs.turn == obs.seat:
            lines.append(f"  you hold: {card_text(obs.held)}")
        return "\n".join(lines)

    def choose(self, obs: Observation, legal: Sequence[Action], rng: random.Random) -> Action:
        """Ask until the player gives a legal action."""
        self.show_news(obs)
        self.write(self.table(obs))
        menu = [str(a).split(" ", 1)[1] for a in legal]
        self.write("  you may: " + ", ".join(f"[{i + 1}] {m}" for i, m in enumerate(menu)))
        while True:
            try:
                answer = self.read("your move> ").strip()
            except EOFError:
                raise Quit from None
            if answer in ("quit", "exit"):
                raise Quit
            if answer in ("help", "?"):
                self.write(HELP)
                continue
            if answer == "show":
                self.write(self.table(obs))
                continue
            if answer.isdigit() and 1 <= int(answer) <= len(legal):
                return legal[int(answer) - 1]
            try:
                action = Action.parse(f"{obs.seat} {answer}")
            except IllegalAction as err:
                self.write(f"  not understood: {err.reason}. Type 'help'.")
                continue
            if action in legal:
                return action
            self.write(f"  not allowed now: {_why(obs, action)}")


def _why(obs: Observation, action: Action) -> str:
    """The rule that forbids ``action`` in the situation ``obs`` describes."""
    refusal = RoundState.sample(obs, random.Random(0)).refusal(action)
    return f"{refusal.rule}: {refusal.reason}" if refusal else "it is not your move"


def play_match(players: int, bots: Sequence[Bot], human: TerminalPlayer, seed: int | None = None,
               options=None, rounds: int | None = None) -> Match:
    """Play a match (or ``rounds`` rounds) with the human in seat 0 and ``bots`` in the other seats."""
    rng = random.Random(seed)
    match = Match(players, options)
    seats: list = [human, *bots]
    try:
        while not match.over and (rounds is None or len(match.rounds) < rounds):
            scores = match.scores
            state = match.deal(rng)
            play_round(state, seats, rng, scores=scores)
            human.show_news(state.observation(0, scores))
            result = state.result()
            for seat, hand in enumerate(result["hands"]):
                who = "you" if seat == 0 else f"{seat_name('en', seat)} ({seats[seat].name})"
                human.write(f"  {who:>20}: {' '.join(hand)}  total {result['totals'][seat]}"
                            f"  round score {result['scores'][seat]}")
            human.write(f"  match scores: {match.scores}")
        if match.over:
            winners = ", ".join("you" if s == 0 else seat_name("en", s) for s in match.winners)
            human.write(f"=== the match is over: lowest score wins: {winners} ===")
    except Quit:
        human.write("bye")
    return match


