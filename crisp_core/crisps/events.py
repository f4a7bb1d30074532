"""The codes of a Crisps round's phases and of its true event log (see :class:`.game.CrispsRound`)."""

P_PLAY, P_CHOICE, P_OVER = range(3)
PHASE_NAMES = ("play", "choice", "over")

# Events are tuples (code, seat, value).
EV_PLAY = 0         # seat played; value: the mask of the cards
EV_PASS = 1         # seat passed; the trick ends (K6.1)
EV_CHOOSE = 2       # the trick's winner chose; value: FACEUP or BLIND (K6.1)
EV_TAKE_FACEUP = 3  # seat took the face-up card; value: the card, seen by both (K6.4)
EV_TAKE_BLIND = 4   # seat took the top blind card; value: the card, seen by its taker only (K6.4)
EV_TURN_UP = 5      # seat -1; value: the blind card turned face up (K6.1)
EV_WIN = 6          # seat played their last card (K7.1)
