"""Check-yourself questions of lesson 08, Probability II: when to call crisp."""

from __future__ import annotations

from fractions import Fraction

from ..quiz import Question

QUESTIONS = (
    Question(
        key="08.predict-seven",
        prompt="Your three cards total 7 and you know all three. Two other players; you know nothing about their "
               "cards. What is the chance that your 7 is strictly the lowest total at the table right now?",
        choices=("About 50 %", "About 75 %", "About 90 %", "About 98 %"),
        answer=3,
        why_not={0: "Each opponent needs three low cards at once to reach 7 or less; that is rare.",
                 1: "Count it: once your own 7 is out of the deck, an opponent's three cards total 7 or less only "
                    "about once in 126 hands.",
                 2: "Closer, but still too cautious: two opponents rarely reach 7 or less."},
        explanation="With your own three cards out of the deck, three cards you have not seen total 7 or less only "
                    "311/39151 ≈ 0.79 % of the time (averaged over the hands worth 7), about once in 126 (lesson 07 found once in 73 for a full "
                    "deck), and "
                    "each of two opponents must stay above 7: exactly counted, about 98 %. That is the chance of "
                    "being strictly lowest when you call (R7.1), before anyone's final turn.",
        rules=("R7.1", "R11.2"),
    ),
    Question(
        key="08.more-players",
        prompt="You hold the same total at a table of 3 players or of 8. Where is calling crisp with it safer?",
        choices=("With 3 players", "With 8 players", "It is the same"),
        answer=0,
        why_not={1: "More players means more hands that might be lower than yours, or equal to it.",
                 2: "Your chance depends on every other hand: each extra player is one more hand that must be "
                    "higher than yours."},
        explanation="To score −5 your total must be strictly lower than every other hand (R11.2). Each opponent "
                    "is one more hand that may be lower or equal, so the chance falls as players are added.",
        rules=("R11.2",),
    ),
    Question(
        key="08.tie",
        prompt="You call crisp with 7. At the reveal another player also has 7; everyone else has more. What is "
               "your round score?",
        choices=("2", "7", "12"),
        answer=2,
        why_not={0: "−5 is only for a total strictly the lowest. A tie for the lowest is not strictly lowest.",
                 1: "A caller never scores just the total: it is −5 or +5."},
        explanation="R11.2: the caller scores total − 5 if it is strictly the lowest, otherwise total + 5, and a "
                    "tie counts as otherwise: 7 + 5 = 12. The other player with 7 just scores 7.",
        rules=("R11.2",),
    ),
    Question(
        key="08.final-turns",
        prompt="You call crisp when your count says: 98 % to be strictly lowest right now. Is 98 % your chance "
               "at the reveal?",
        choices=("Yes: after a call the cards are frozen",
                 "No, usually less: each other player still plays one final turn",
                 "No, more: nobody else may call any more"),
        answer=1,
        why_not={0: "The caller is not safe. After a call each other player plays exactly one final turn, and "
                    "may even swap one of your cards with a Queen.",
                 2: "Nobody else may call (R7.4), but their cards can still get lower."},
        explanation="R7.3: after the call each other player plays exactly one final turn, clockwise from your "
                    "left. Each may swap a lower card in, and a Queen may trade one of your cards. The chance "
                    "counted at the call is the chance before those turns.",
        rules=("R7.3", "R7.4"),
    ),
    Question(
        key="08.break-even",
        prompt="In a simple model, calling with total t scores t + 5 − 10p on average (p: the chance you are "
               "strictly lowest), and waiting scores t. From which chance p on does calling score less? Type "
               "a number or a fraction.",
        answer=Fraction(1, 2),
        tolerance=0.01,
        explanation="t + 5 − 10p is below t exactly when 10p > 5, that is p > 1/2. The −5 and the +5 of R11.2 "
                    "are the same size, so a call pays when you are more likely right than wrong. If waiting "
                    "lowers your total by g on average, the bar rises to (5 + g)/10.",
        rules=("R11.2",),
    ),
    Question(
        key="08.predict-threshold",
        prompt="Three bots differ only in when they call crisp: once their counted chance of being strictly lowest "
               "reaches 50 %, 70 % or 90 %. Each plays 400 rounds against two card-counting bots, on the same "
               "deals. Which one scores least on average (lower is better)?",
        choices=("Calling at 50 %: it calls most, and a call pays from 1/2 on",
                 "Calling at 70 %",
                 "Calling at 90 %"),
        answer=2,
        why_not={0: "The 1/2 comes from a model in which nothing changes after the call and waiting gains "
                    "nothing. Neither is true at the table.",
                 1: "Closer. Run the simulation below and compare."},
        explanation="In the simulation below the most cautious bot scores least. Each bot's calls come out strictly "
                    "lowest about as often as its threshold says, so a call at 50 % wins −5 and pays +5 about "
                    "equally often (R11.2): on average it gains nothing. Waiting keeps lowering your total, turn "
                    "after turn, by more than the model's one draw; that raises the bar well above 1/2.",
        rules=("R11.2",),
    ),
    Question(
        key="08.interval",
        prompt="In another run, on 400 other deals (the same for both bots), a bot calling at 90 % scored "
               "0.6 ± 0.4 points per round less than one calling at 70 % (the 95 % interval of the difference, "
               "deal by deal). The two mean scores, each ± 0.6, overlap. What do you conclude?",
        choices=("Calling at 90 % did better: the difference's interval, 0.2 to 1.0, leaves out 0",
                 "Nothing: the two means' intervals overlap, so the difference could be 0",
                 "Calling at 70 % did better"),
        answer=0,
        why_not={1: "On the same deals much of the luck is shared by both bots. The interval to read is the "
                    "difference's, deal by deal, and it leaves out 0.",
                 2: "The lowest score wins (R11.5): 0.6 points less per round is better."},
        explanation="If the 95 % interval of the difference leaves out 0, the difference is bigger than the luck of "
                    "400 deals. Comparing deal by deal takes the shared luck out, so that interval is narrower than "
                    "the two means' intervals.",
        rules=("R11.2", "R11.5"),
    ),
)
