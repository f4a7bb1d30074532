"""Check-yourself questions of lesson 09, the strategy lab: what memory is worth, how sure a
comparison of bots is, and what a bot should expect from a card it has not seen."""

from __future__ import annotations

from ..quiz import Question

QUESTIONS = (
    Question(
        key="09.memory-cost",
        prompt="The forgetful bot plays exactly like the heuristic bot, but at the start of each of its turns it "
               "forgets each card it has seen in a hand with a chance of 1 in 10. Against two heuristic bots, how "
               "many points a round does forgetting cost it?",
        choices=(
            "Nothing: a round is too short to forget anything that matters.",
            "About half a point a round.",
            "About 3 points a round.",
            "About 6 points a round: it plays almost blind.",
        ),
        answer=1,
        why_not={
            0: "It does cost something, but so little that a few hundred rounds cannot show it: that is the trap "
               "this lesson is about.",
            2: "That is about half the gap between random play and card counting. Forgetting one card in ten "
               "per turn is much milder.",
            3: "It still remembers nine cards in ten at each turn, and the discard pile stays in view.",
        },
        explanation="About half a point: in 30 000 rounds the forgetful bot scored 13.17 a round and the two "
                    "heuristic bots 12.51 and 12.61 (each ± 0.07). A round is only about seven turns long, so "
                    "there is little time to forget. When it does forget a low card of its own, it values that "
                    "slot like an unseen card: it may swap the good card away, and it calls crisp less often "
                    "(R7.1) because its hand looks worse than it is.",
        rules=("R7.1", "R11.1"),
    ),
    Question(
        key="09.bigger",
        prompt="Bots A and B played the same 400 deals at the same table. A scored 13.1 ± 0.8 points a round, B "
               "12.4 ± 0.8. Round by round, A minus B came to 0.7 ± 0.9. (Each ± is the half-width of a 95 % "
               "interval.) What can you say?",
        choices=(
            "A plays worse than B: it loses 0.7 points a round.",
            "A and B play equally well.",
            "B may be better, but 400 rounds cannot tell: the interval of the difference contains 0. Play more "
            "rounds.",
            "B is better, because its average is lower.",
        ),
        answer=2,
        why_not={
            0: "0.7 is what these 400 rounds gave, but the luck of the deal alone could move the difference by 0.9.",
            1: "Not shown either: the numbers cannot tell them apart, which is not the same as equal. More rounds "
               "may well show a difference.",
            3: "A lower average over 400 rounds can be luck: the difference, 0.7 ± 0.9, runs from below 0 to "
               "above 0.",
        },
        explanation="Compare two bots that played the same deals by their difference, round by round, as in "
                    "lesson 8: the luck they shared drops out. Here 0.7 ± 0.9 runs from −0.2 to 1.6. It contains "
                    "0, so luck alone could explain the gap. Intervals shrink as rounds pile up: four times the "
                    "rounds, half the width. Lower is better in Crisp, because your round score is your total "
                    "(R11.1), ± 5 for a caller (R11.2).",
        rules=("R11.1", "R11.2"),
    ),
    Question(
        key="09.unseen-value",
        prompt="Your bot counts a card of its own hand that it has not seen as 6.5. What should it expect, on "
               "average, from the card it will draw next from the stock, if that card is one it can swap in?",
        choices=(
            "6.5 too: a card is a card.",
            "5.5: a Jack, Queen or King drawn from the stock can never go into a hand, and the other 40 cards "
            "average 5.5.",
            "10: expect the worst.",
            "About 3: cards worth swapping in are low.",
        ),
        answer=1,
        why_not={
            0: "In a hand a Jack, Queen or King counts 10 (R1.4), so an unseen card there averages 85/13 ≈ 6.54. "
               "But those 12 face cards can never be swapped in from the stock (R4.3).",
            2: "Only 16 of the 52 cards are worth 10, and the 12 face cards among them cannot be swapped in "
               "from the stock at all (R4.3).",
            3: "The question is about every card that can go in, Ace to 10: their average is 220/40 = 5.5.",
        },
        explanation="Two averages, not one. An unseen card already in a hand is worth 85/13 ≈ 6.54: J, Q and K "
                    "count 10 there (R1.3, R1.4). A card a stock draw can put into a hand is never a J, Q or K "
                    "(R4.3): Ace to 10, four of each, average 220/40 = 5.5 (lesson 7).",
        rules=("R1.3", "R1.4", "R4.3"),
    ),
)
