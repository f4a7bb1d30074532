"""The information state of one seat in a game of Cheat (CHEAT.md C6): what it has seen, nothing else.

:meth:`Observation.of` reads the game's event log as the seat saw it: its own hand, every hand's
size, the pile's size, every claim (C6.1); the cards turned face up by challenges and who took them
(C6.2); its own cards in the pile and who took them (C6.3); the piles it took (C6.4).  Other seats'
played cards show as None (``?`` when rendered) unless a challenge revealed them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from ..cards import Card, faces
from ..locale import seat_number
from ..translations.words import msg, tr
from .cardsets import RANK_WORDS, cards_of
from .events import EV_ACCEPT, EV_DOUBT, EV_PLAY

if TYPE_CHECKING:
    from .game import CheatGame

P_PLAY, P_ANSWER, P_OVER = range(3)
PHASE_NAMES = ("play", "answer", "over")  # CheatGame.phase 0-2


_MAY = {("play", "doubt"): msg("seat {seat} may play or call Cheat"), ("play",): msg("seat {seat} may play"),
        ("doubt",): msg("seat {seat} may call Cheat"), ("doubt", "accept"): msg("seat {seat} may call Cheat or accept")}


class SeenEvent(NamedTuple):
    """One event as a seat saw it.

    ``kind`` is ``play``, ``doubt``, ``accept`` or ``win``; ``seat`` the seat that acted (or won).
    A play has the claimed ``rank`` and its ``cards`` (None for each card the viewer has not seen).
    A doubt has the challenged ``declarer``, the claimed ``rank``, the revealed ``cards`` (C4.2),
    the ``taker`` of the pile and the pile as ``taken`` (known cards, then None for the others).
    """

    kind: str
    seat: int
    rank: int = -1
    cards: tuple[Card | None, ...] = ()
    declarer: int = -1
    taker: int = -1
    taken: tuple[Card | None, ...] = ()

    def render(self, lang: str | None = None) -> str:
        """The event in a line, in ``lang`` (None: the lesson's language); its cards as faces, ``?`` unseen."""
        shown = faces(self.cards)
        if self.kind == "play":
            return tr("seat {seat} plays {cards} (claims {n}× {rank})", lang=lang, seat=seat_number(self.seat),
                      cards=shown, n=len(self.cards), rank=RANK_WORDS[self.rank])
        if self.kind == "doubt":
            true = all(c >> 2 == self.rank for c in self.cards)
            return tr(msg("seat {seat} calls Cheat: seat {declarer}'s {cards} is true; seat {taker} takes {n} card(s): "
                          "{taken}") if true else
                      msg("seat {seat} calls Cheat: seat {declarer}'s {cards} is a bluff; seat {taker} takes {n} card(s): "
                          "{taken}"),
                      lang=lang, seat=seat_number(self.seat), declarer=seat_number(self.declarer), cards=shown,
                      taker=seat_number(self.taker), n=len(self.taken), taken=faces(self.taken))
        if self.kind == "accept":
            return tr("seat {seat} accepts", lang=lang, seat=seat_number(self.seat))
        return tr("seat {seat} wins", lang=lang, seat=seat_number(self.seat))

    def __str__(self) -> str:
        return self.render()


class Observation(NamedTuple):
    """What ``seat`` knows now (C6), immutable.

    ``moves`` says who may act and how: ``(seat, ("play", "doubt"))`` for each seat that may act.
    ``open_play`` is the declarer whose play may still be doubted (None if none), ``asked`` the
    seat whose answer is owed (C5.1).  ``claims`` are ``(seat, count, rank)`` in order (C6.1).
    ``revealed`` are ``(cards, taker)`` per challenge (C6.2); ``own_taken`` the seat's own cards in
    each pile taken and who took them, ``own_in_pile`` those still in the pile (C6.3); ``took`` the
    piles this seat took, all their cards (C6.4).
    """

    seat: int
    players: int
    dealer: int
    phase: str
    turn: int
    rank: int
    moves: tuple[tuple[int, tuple[str, ...]], ...]
    open_play: int | None
    asked: int | None
    winner: int | None
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    pile_size: int
    claims: tuple[tuple[int, int, int], ...]
    revealed: tuple[tuple[tuple[Card, ...], int], ...]
    own_in_pile: tuple[Card, ...]
    own_taken: tuple[tuple[tuple[Card, ...], int], ...]
    took: tuple[tuple[Card, ...], ...]
    events: tuple[SeenEvent, ...]

    @classmethod
    def of(cls, game: "CheatGame", seat: int, history: bool = True) -> "Observation":
        """Snapshot of ``seat``'s information state in ``game``; with ``history=False`` what it saw happen (claims,
        challenges, its cards in the pile, the piles taken, the log) is left empty, which is faster."""
        n = game.players
        if type(seat) is not int or not 0 <= seat < n:
            raise ValueError(f"there is no seat {seat!r} at a table of {n}")
        events = game.events if history else ()
        revealed_plays, last_play = set(), -1
        for i, e in enumerate(events):
            if e[0] == EV_PLAY:
                last_play = i
            elif e[0] == EV_DOUBT:
                revealed_plays.add(last_play)
        claims, revealed, own_taken, took, seen = [], [], [], [], []
        own = 0  # this seat's cards in the pile
        for i, e in enumerate(events):
            code = e[0]
            if code == EV_PLAY:
                _, who, group, rank = e
                claims.append((who, group.bit_count(), rank))
                if who == seat:
                    own |= group
                shown = cards_of(group) if who == seat or i in revealed_plays else (None,) * group.bit_count()
                seen.append(SeenEvent("play", who, rank, shown))
            elif code == EV_DOUBT:
                _, who, declarer, group, rank, taker, pile = e
                revealed.append((cards_of(group), taker))
                if own:
                    own_taken.append((cards_of(own), taker))
                if taker == seat:
                    took.append(cards_of(pile))
                known = pile if taker == seat else group | own
                seen.append(SeenEvent("doubt", who, rank, cards_of(group), declarer, taker,
                                      cards_of(known) + (None,) * (pile.bit_count() - known.bit_count())))
                own = 0
            else:
                seen.append(SeenEvent("accept" if code == EV_ACCEPT else "win", e[1]))
        phase, last = game.phase, game.last
        if phase == P_PLAY:
            moves = tuple((s, ("play", "doubt") if last >= 0 else ("play",)) if s == game.turn else (s, ("doubt",))
                          for s in game.actors())
        else:
            moves = ((game.asked, ("doubt", "accept")),) if phase == P_ANSWER else ()
        return cls(seat, n, game.dealer, PHASE_NAMES[phase], game.turn, game.rank, moves,
                   last if last >= 0 else None, game.asked if phase == P_ANSWER else None, game.winner,
                   cards_of(game.hands[seat]), tuple(h.bit_count() for h in game.hands), game.pile.bit_count(),
                   tuple(claims), tuple(revealed), cards_of(own), tuple(own_taken), tuple(took), tuple(seen))

    def seen_cards(self) -> set[Card]:
        """Every card this observation names anywhere (for checks that nothing unseen leaks)."""
        found = set(self.hand) | set(self.own_in_pile)
        for cards, _ in self.revealed + self.own_taken:
            found.update(cards)
        for cards in self.took:
            found.update(cards)
        for e in self.events:
            found.update(c for c in e.cards + e.taken if c is not None)
        return found

    def render(self, lang: str | None = None) -> str:
        """A plain-text picture of this information state, in ``lang`` (None: the lesson's language): who may act,
        the hand as faces, every hand's size and the pile's, then the log an event a line (``?`` a card not seen)."""
        if self.phase == "over":
            state = tr("seat {seat} has won", lang=lang, seat=seat_number(self.winner))
        else:
            may = "; ".join(tr(_MAY[kinds], lang=lang, seat=seat_number(s)) for s, kinds in self.moves)
            state = tr("seat {seat} to play {rank}; {moves}", lang=lang, seat=seat_number(self.turn),
                       rank=RANK_WORDS[self.rank], moves=may)
        sizes = " · ".join(tr("seat {seat}: {n} (you)" if s == self.seat else "seat {seat}: {n}", lang=lang,
                               seat=seat_number(s), n=k)
                            for s, k in enumerate(self.hand_sizes))
        hand = faces(self.hand)
        mine = faces(self.own_in_pile)
        events = [e.render(lang) for e in self.events]
        lines = [tr("seat {seat}'s view of Cheat ({n} seats, dealer: seat {dealer})", lang=lang,
                    seat=seat_number(self.seat), n=self.players, dealer=seat_number(self.dealer)),
                 state,
                 tr("your hand: {cards}", lang=lang, cards=hand) if hand else tr("your hand: empty", lang=lang),
                 tr("cards in each hand: {sizes}; pile: {n} card(s), yours in it: {cards}", lang=lang, sizes=sizes,
                    n=self.pile_size, cards=mine) if mine
                 else tr("cards in each hand: {sizes}; pile: {n} card(s)", lang=lang, sizes=sizes, n=self.pile_size),
                 tr("log:", lang=lang) if events else tr("log: nothing yet", lang=lang)]
        return "\n".join(lines + ["  " + e for e in events])

    def __str__(self) -> str:
        return self.render()
