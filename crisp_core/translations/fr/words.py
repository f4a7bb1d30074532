"""What the lessons' code puts on screen, in French: English text -> its translation
(see crisp_core.translations.words)."""

WORDS = {
    # words.py: True and False as words
    "True": "vrai",
    "False": "faux",

    # lesson 01
    "{n} cards:": "{n} cartes :",
    "Seat {seat}: {cards}": "Place {seat} : {cards}",
    "stock: {n} cards, the top one is card 13 of the deck: {card}":
        "pioche : {n} cartes, celle du dessus est la carte 13 du paquet : {card}",
    "empty": "vide",
    "discard pile: {cards}": "défausse : {cards}",
    "whose turn: seat {seat}": "à qui de jouer : Place {seat}",

    # lesson 02
    "Seat {seat} hears:": "La Place {seat} entend :",
    "players: {n}": "joueurs : {n}",

    # lesson 04
    "{n} cards in the stock; Seat 1 knows them, top first: {cards} ...":
        "{n} cartes dans la pioche ; la Place 1 les connaît, du dessus vers le dessous : {cards} ...",
    "Seat 2's {slot}: at most {bound}": "Place 2, {slot} : au plus {bound}",

    # lesson 05
    "Seat {seat}: card total {total}, round score {score}":
        "Place {seat} : total des cartes {total}, score de la manche {score}",
    "Seat {seat}: {total} → {score}": "Place {seat} : cartes {total} → points {score}",
    "Round {number}, Seat {caller} called crisp. {seats}": "Manche {number}, la Place {caller} a dit crisp. {seats}",
    "Seat {seat}: {score}": "Place {seat} : {score}",
    "Match scores: {scores}": "Scores de la partie : {scores}",
    "The match is not over.": "La partie n’est pas finie.",
    "The match is over. Seat {seat} wins.": "La partie est finie. La Place {seat} gagne.",
    "The match is over. Seats {seats} and {last} share the win.":
        "La partie est finie. Les Places {seats} et {last} gagnent ensemble.",

    # lesson 07
    "{n} of {total} cards are worth 10: P(worth 10) = {p}": "{n} cartes sur {total} valent 10 : P(vaut 10) = {p}",
    "average value: {mean} ≈ {mean:.2f}": "valeur moyenne : {mean} ≈ {mean:.2f}",
    "The value of one card you have not seen": "La valeur d'une carte que tu n'as pas vue",
    "value": "valeur",
    "chance": "probabilité",
    "average value": "valeur moyenne",
    "deals": "donnes",
    "{n} cards can go from the stock into a hand; their average value: {mean}":
        "{n} cartes peuvent passer de la pioche à une main ; leur valeur moyenne : {mean}",
    "A stock draw that can go into your hand": "Une carte piochée qui peut entrer dans ta main",
    "draws": "pioches",
    "{n} of {total} draws could go into the hand; their average: {mean:.2f}":
        "{n} pioches sur {total} pouvaient entrer dans la main ; leur moyenne : {mean:.2f}",
    "Is Seat 2's M worth 10?": "La carte du milieu de la Place 2 vaut-elle 10 ?",
    "share of deals": "part des donnes",
    "M worth 10 in {n} of {total} deals: {share:.3f}; exact 4/15 = {exact:.3f}":
        "Celle du milieu vaut 10 dans {n} donnes sur {total} : {share:.3f} ; exact 4/15 = {exact:.3f}",
    "Total of three cards nobody has seen": "Total de trois cartes que personne n'a vues",
    "total": "total",
    "P(total is 7 or less) = {p} ≈ {p:.1%}": "P(le total vaut 7 ou moins) = {p} ≈ {p:.1%}",
    "most likely total: {total}   average total: {mean}": "total le plus probable : {total}   total moyen : {mean}",
    "7 or less in {n} of {total} hands; exact share {p:.1%}":
        "7 ou moins dans {n} mains sur {total} ; la chance exacte est de {p:.1%}",
    "step": "étape",
    "not seen": "pas vues",
    "worth 10": "valent 10",
    "P(M is worth 10)": "chance que celle du milieu vaille 10",
    "average unseen card": "moyenne d'une carte pas vue",

    # lesson 08
    "total 7, 3 players: P(strictly lowest) = {p} ≈ {p:.1%}":
        "total 7, 3 joueurs : chance d’être le plus bas, sans égalité = {p} ≈ {p:.1%}",
    "{n} players": "{n} joueurs",
    "Chance that your total is strictly the lowest": "Chance que ton total soit le plus bas, sans égalité",
    "your total": "ton total",
    "even chance": "une chance sur deux",
    "{cards} (total {total:>2}): strictly lowest {strictly:6.1%}, tied for lowest {tied:5.1%}":
        "{cards} (total {total:>2}) : le plus bas sans égalité {strictly:6.1%}, à égalité pour le plus bas {tied:5.1%}",
    "{p:.4f} (exact: {exact})": "{p:.4f} (exact : {exact})",
    "{cards} (total {total:>2}): P(strictly lowest) {chance:.3f}, calling scores {call:5.2f}, "
    "waiting {wait:5.2f} -> {better}":
        "{cards} (total {total:>2}) : chance d’être le plus bas sans égalité {chance:.3f}, dire crisp donne {call:5.2f}, "
        "attendre donne {wait:5.2f} -> {better}",
    "call": "dire crisp",
    "wait": "attendre",
    "either": "au choix",
    "call at {threshold:.0%}": "crisp à {threshold:.0%}",
    "{bot}: mean round score {score}, {calls} calls, {share:.0%} of them strictly lowest":
        "{bot} : points moyens par manche {score}, {calls} crisp, dont {share:.0%} avec le total le plus bas, sans égalité",
    "90 % minus 70 %: {verdict}": "90 % moins 70 % : {verdict}",
    "70 % minus 50 %: {verdict}": "70 % moins 50 % : {verdict}",
    "no data": "pas de données",
    "{difference}: the first scores more (the interval is above 0)":
        "{difference} : le premier marque plus de points (l'intervalle est au-dessus de 0)",
    "{difference}: the first scores less (the interval is below 0)":
        "{difference} : le premier marque moins de points (l'intervalle est en dessous de 0)",
    "{difference}: too close to tell (the interval contains 0)":
        "{difference} : trop proche pour conclure (l'intervalle contient 0)",

    # lesson 09
    "{bot:>9}: {mean:5.2f} ± {half:.2f} points a round": "{bot:>9} : {mean:5.2f} ± {half:.2f} points par manche",
    "forgetful: {forgetful}    heuristic: {heuristic}": "distrait : {forgetful}    attentif : {heuristic}",
    "forgetful minus heuristic, round by round: {verdict}":
        "distrait moins attentif, manche par manche : {verdict}",
    "Forgetful minus heuristic, points a round": "Distrait moins attentif, points par manche",
    "rounds played": "manches jouées",
    "points a round": "points par manche",
    "no difference": "aucune différence",
    "after {n} rounds: {verdict}": "après {n} manches : {verdict}",
    "difference": "différence",
    "top of the 95 % interval": "haut de l'intervalle à 95 %",
    "bottom of the 95 % interval": "bas de l'intervalle à 95 %",
    "Problem: {error}": "Problème : {error}",
    "{name} played {rounds} rounds against {opponents} without a problem (mean round score {mean:.1f}, {calls}).":
        "{name} a joué {rounds} manches contre {opponents} sans problème (points moyens par manche {mean:.1f}, "
        "{calls}).",
    "{name} played {rounds} rounds against {opponents} without a problem (mean round score {mean:.1f}, {calls}, "
    "{unfinished} unfinished).":
        "{name} a joué {rounds} manches contre {opponents} sans problème (points moyens par manche {mean:.1f}, "
        "{calls}, {unfinished} pas finies).",
    "{n} crisp call": "{n} crisp dit",
    "{n} crisp calls": "{n} crisp dits",
    "an {name} bot": "un robot {name}",
    "a {name} bot": "un robot {name}",
    "{count} {name} bots": "{count} robots {name}",
    "{first} and {last}": "{first} et {last}",
    "two": "deux",
    "three": "trois",
    "four": "quatre",
    "five": "cinq",
    "six": "six",
    "seven": "sept",
    "Bot {name!r} raised {error}: {message}": "Le robot {name!r} a déclenché l'erreur {error} : {message}",
    "Bot {name!r} returned {answer}, which is not a move.": "Le robot {name!r} a renvoyé {answer}, qui n'est pas un coup.",
    "Bot {name!r} returned None.": "Le robot {name!r} a renvoyé None (rien).",
    "Bot {name!r} chose {move!r}, which is not a legal move now.":
        "Le robot {name!r} a choisi {move!r}, qui n'est pas un coup permis maintenant.",
    "does the function forget to return a move?": "la fonction oublie-t-elle de renvoyer un coup ?",
    "return one of the legal moves or its words, such as 'discard'":
        "renvoie un des coups permis ou ses mots, comme 'discard'",
    "{label}: {text}": "{label}\u202f: {text}",
    "why": "pourquoi",
    "hint": "indice",
    "where": "où",
    "when": "quand",
    "legal moves": "coups permis",
    "in {function}, line {line}": "dans {function}, ligne {line}",
    "one of {n} Queen swaps such as {example!r}": "un des {n} échanges avec la Dame, comme {example!r}",
    "one of {n} Queen swaps, such as: {example}": "un des {n} échanges avec la Dame, par exemple : {example}",
    "write one of these moves as your code writes it: {moves}": "écris un de ces coups comme ton code l'écrit : {moves}",
    "Low Keeper": "Garde-Basses",
    "Careless": "Étourdi",
    "seat {seat} was holding the {card} it drew; its cards as it knows them: {cards}":
        "la Place {seat} tenait le {card} qu'elle a pioché ; ses cartes, telles qu'elle les connaît : {cards}",
    "seat {seat} had ended its turn (crisp or pass); its cards as it knows them: {cards}":
        "la Place {seat} avait fini son tour (crisp ou passer) ; ses cartes, telles qu'elle les connaît : {cards}",
    "seat {seat} was in phase {phase}; its cards as it knows them: {cards}":
        "la Place {seat} était dans la phase {phase} ; ses cartes, telles qu'elle les connaît : {cards}",
    "that is a move of seat {seat}; this bot sits in seat {own}":
        "c'est un coup de la Place {seat} ; ce robot est à la Place {own}",
    "its turn is over: the only choice now is to call crisp or not (R7.1)":
        "son tour est fini : le seul choix maintenant est de dire crisp ou non (R7.1)",
    "a Jack, Queen or King drawn from the stock can never be swapped into a hand (R4.3)":
        "un Valet, une Dame ou un Roi pioché ne peut jamais être échangé dans une main (R4.3)",
    "Leaderboard": "Classement",
    "Place": "Rang",
    "Bot": "Robot",
    "Mean round score": "Points moyens par manche",
    "Round wins": "Manches gagnées",
    "Crisp calls": "Crisp dits",
    "Strictly lowest": "Strictement le plus bas",
    "Each bot played {rounds} rounds: {deals} deals at each of {tables} table of {players}, every deal once in "
    "each seat rotation. Lower scores are better; ± is the half-width of a 95 % confidence interval.":
        "Chaque robot a joué {rounds} manches : {deals} donnes à {tables} table de {players}, chaque donne une fois "
        "dans chaque rotation des places. Moins de points, c'est mieux ; ± montre de combien la chance peut faire bouger la moyenne (intervalle à 95 %).",
    "Each bot played {rounds} rounds: {deals} deals at each of {tables} tables of {players}, every deal once in "
    "each seat rotation. Lower scores are better; ± is the half-width of a 95 % confidence interval.":
        "Chaque robot a joué {rounds} manches : {deals} donnes à chacune de {tables} tables de {players}, chaque donne "
        "une fois dans chaque rotation des places. Moins de points, c'est mieux ; ± montre de combien la chance peut faire bouger la moyenne (intervalle à 95 %).",

    # lesson 10
    "Seat {seat} ({bot})": "Place {seat} ({bot})",

    # lesson 11
    "seat {declarer} claims {count}× {rank}; it held {held} card(s) before the play":
        "la Place {declarer} annonce {count}× {rank} ; elle avait {held} carte(s) avant de jouer",
    "rank-{rank} cards seat {seat} can place elsewhere: {cards}":
        "cartes {rank} dont la Place {seat} sait où elles sont : {cards}",
    "none": "aucune",
    "cards seat {seat} knows seat {declarer} held: {cards}":
        "cartes que la Place {seat} sait que la Place {declarer} avait : {cards}",
    "cards seat {seat} cannot place: {unplaced}, of rank {rank}: {rank_unplaced}; "
    "seat {declarer}'s other {drawn} card(s) came from these":
        "cartes dont la Place {seat} ne sait pas où elles sont : {unplaced}, cartes {rank} : {rank_unplaced} ; "
        "les {drawn} autre(s) carte(s) de la Place {declarer} venaient de celles-ci",
    "P(claim is true) = {p} ≈ {p:.3f}": "chance que l’annonce soit vraie = {p} ≈ {p:.3f}",
    "P(Seat 4 held both unplaced sevens) = {p} ≈ {p:.3f}":
        "chance que la Place 4 ait eu les deux sept qui manquent = {p} ≈ {p:.3f}",
    "counting only your own cards: {p} ≈ {p:.3f}": "en comptant seulement tes cartes : {p} ≈ {p:.3f}",
    "counting the 7♥ too:          {p} ≈ {p:.3f}": "en comptant aussi le 7♥ :        {p} ≈ {p:.3f}",
    "Could Seat 4's claim of two sevens be true?": "L’annonce de deux sept de la Place 4 peut-elle être vraie ?",
    "both sevens in {n} of {total} deals: {share:.3f}; exact 66/703 = {exact:.3f}":
        "les deux sept dans {n} donnes sur {total} : {share:.3f} ; exact 66/703 = {exact:.3f}",
    "a claim of {n} Ace(s): {p} ≈ {p:.3f}": "une annonce de {n} As : {p} ≈ {p:.3f}",
    "you hold two sevens, a claim of three: {p}": "tu as deux sept, une annonce de trois : {p}",
    "{n} Ace(s)": "{n} As",
    "Seat 2 opens: could its claim be true?": "La Place 2 ouvre : son annonce peut-elle être vraie ?",
    "claim": "annonce",
    "pile": "tas",
    "you take": "tu prends",
    "seat {seat} takes": "Place {seat} prend",
    "challenge gains": "gain à contester",
    "break-even p": "chance d’équilibre",
    "break-even, Seat 4's cards counted 1/3: {p}": "chance d’équilibre, si chaque carte de la Place 4 compte pour 1/3 : {p}",

    # lesson 12
    "your hand: {cards}": "ta main : {cards}",
    "your hand: the formula agrees with the list": "ta main : la formule est d’accord avec la liste",
    "your hand: the formula does not agree with the list": "ta main : la formule n’est pas d’accord avec la liste",
    "single": "carte seule",
    "pair": "paire",
    "run": "suite",
    "run of pairs": "suite de paires",
    "three of a kind": "brelan",
    "four of a kind": "carré",
    "all plays": "tous les coups",
    "{kind} ({n}):": "{kind} ({n}) :",
    "no combination": "aucune combinaison",
    "pass: yes": "passer : oui",
    "pass: no": "passer : non",
    "random hands: the formula agrees with the list on {n} of {total}":
        "mains au hasard : la formule est d’accord avec la liste sur {n} mains sur {total}",
    "Runs in a random hand of 12, averaged over more and more hands":
        "Suites dans une main de 12 au hasard, en moyenne sur de plus en plus de mains",
    "average runs": "suites en moyenne",
    "hands": "mains",
    "average runs {mean:.2f} (exact {exact:.2f}); middle hand {middle}; most {most}":
        "suites en moyenne {mean:.2f} (exact {exact:.2f}) ; main du milieu {middle} ; au plus {most}",
    "average pairs {mean:.2f} (exact {exact:.2f})": "paires en moyenne {mean:.2f} (exact {exact:.2f})",
    "plan now: {n} plays": "plan maintenant : {n} coups",
    "take the face-up {card}: {n} plays": "prendre la carte visible {card} : {n} coups",
    "take the blind card, one of {n} cards:": "prendre la carte cachée, une de {n} cartes :",
    "  {n} plays with {count:>2} of them: {cards}": "  {n} coups avec {count:>2} d'entre elles : {cards}",
    "  on average {mean} ≈ {mean:.2f} plays": "  en moyenne {mean} ≈ {mean:.2f} coups",
    "the face-up card saves {value} ≈ {value:.2f} plays on average":
        "la carte visible fait gagner {value} ≈ {value:.2f} coups en moyenne",
    "Games the planning robot wins": "Parties gagnées par le robot compteur",
    "share of games": "part des parties",
    "games": "parties",
    "planning robot against always-blind: {n} of {total} games won, {share:.3f} (95 % interval {low:.3f} to {high:.3f})":
        "robot compteur contre toujours-cachée : {n} parties gagnées sur {total}, {share:.3f} (intervalle à 95 % : {low:.3f} à {high:.3f})",
    "always face-up against always-blind: {n} of {total} games won, {share:.3f} (95 % interval {low:.3f} to {high:.3f})":
        "toujours-retournée contre toujours-cachée : {n} parties gagnées sur {total}, {share:.3f} (intervalle à 95 % : {low:.3f} à {high:.3f})",

    # plots
    "Bar chart": "Diagramme en barres",
    "Histogram": "Histogramme",
    "Line chart": "Graphique en courbes",
    "No data to show": "Pas de données à montrer",
    "No points with x > 0 to show on a log scale": "Pas de points avec x > 0 à montrer sur une échelle logarithmique",
    "{kind} with no data. {note}": "{kind} sans données. {note}",
    "{kind} with 1 bar.": "{kind} avec 1 barre.",
    "{kind} with {n} bars.": "{kind} avec {n} barres.",
    "{kind} with 1 bar, x from {low} to {high}.": "{kind} avec 1 barre, x de {low} à {high}.",
    "{kind} with {n} bars, x from {low} to {high}.": "{kind} avec {n} barres, x de {low} à {high}.",
    "Highlighted: {names}.": "En évidence : {names}.",
    "x axis: {x}; y axis: {y}.": "axe x : {x} ; axe y : {y}.",
    "categories": "catégories",
    "n/a": "n.d.",
    "(unnamed)": "(sans nom)",
    "{label} (log scale)": "{label} (échelle logarithmique)",
    "{kind} with {n} series, x from {low} to {high}.": "{kind} avec {n} séries, x de {low} à {high}.",
    "{kind} with {n} series, x from {low} to {high} on a log scale.":
        "{kind} avec {n} séries, x de {low} à {high} sur une échelle logarithmique.",
    "{name}: 1 point, y from {low} to {high}, last point ({x}, {y})":
        "{name} : 1 point, y de {low} à {high}, dernier point ({x} ; {y})",
    "{name}: {n} points, y from {low} to {high}, last point ({x}, {y})":
        "{name} : {n} points, y de {low} à {high}, dernier point ({x} ; {y})",
    "{name}: no points": "{name} : aucun point",
    "Reference lines: {lines}.": "Lignes de référence : {lines}.",
    "{name} at {value}": "{name} à {value}",
    "1 point with x <= 0 left out of the log scale.": "1 point avec x <= 0 laissé hors de l'échelle logarithmique.",
    "{n} points with x <= 0 left out of the log scale.": "{n} points avec x <= 0 laissés hors de l'échelle logarithmique.",
    "estimate": "estimation",
    "number of samples": "nombre d'échantillons",
    "exact": "exact",

    # crisp_core.crisp.actions (a move in words), the observations of Cheat and Crisps (lessons 11, 12); lessons 03, 05, 06
    "draw from the stock": "piocher dans la pioche",
    "take the top card of the discard": "prendre la carte du dessus de la défausse",
    "swap the drawn card into the {slot}": "échanger la carte piochée contre la {slot}",
    "discard the drawn card": "défausser la carte piochée",
    "use the Jack": "jouer le Valet",
    "use the Queen: swap the {slot} with seat {target}'s {other_slot}":
        "jouer la Dame : échanger la {slot} contre la {other_slot} de la Place {target}",
    "play the King": "jouer le Roi",
    "call crisp": "dire crisp",
    "pass": "passer (pas de crisp)",
    "run out of time": "laisser filer le temps",
    "{seat} draws from the stock": "{seat} pioche une carte",
    "{seat} takes the top card of the discard": "{seat} prend la carte du dessus de la défausse",
    "{seat} swaps the drawn card into their {slot}": "{seat} échange la carte piochée contre sa {slot}",
    "{seat} discards the drawn card": "{seat} défausse la carte piochée",
    "{seat} uses the Jack": "{seat} joue le Valet",
    "{seat} uses the Queen: their {slot} and {target}'s {other_slot} change places":
        "{seat} joue la Dame : sa {slot} et la {other_slot} de la {target} changent de place",
    "{seat} plays the King": "{seat} joue le Roi",
    "{seat} calls crisp": "{seat} dit crisp",
    "{seat} does not call crisp": "{seat} ne dit pas crisp",
    "{seat} runs out of time": "{seat} n’a plus de temps",
    "nothing": "rien",
    "seat {seat} may play or call Cheat": "la Place {seat} peut jouer ou crier « Menteur ! »",
    "seat {seat} may play": "la Place {seat} peut jouer",
    "seat {seat} may call Cheat": "la Place {seat} peut crier « Menteur ! »",
    "seat {seat} may call Cheat or accept": "la Place {seat} peut crier « Menteur ! » ou accepter",
    "seat {seat} wins": "la Place {seat} gagne",
    "seat {seat} plays {cards} (claims {n}× {rank})": "Place {seat} pose {cards} (annonce {n}× {rank})",
    "seat {seat} calls Cheat: seat {declarer}'s {cards} is true; seat {taker} takes {n} card(s): {taken}":
        "Place {seat} crie « Menteur ! » : {cards} de la Place {declarer}, c’est vrai ; la Place {taker} ramasse {n} carte(s) : {taken}",
    "seat {seat} calls Cheat: seat {declarer}'s {cards} is a bluff; seat {taker} takes {n} card(s): {taken}":
        "Place {seat} crie « Menteur ! » : {cards} de la Place {declarer}, c’est un bluff ; la Place {taker} ramasse {n} carte(s) : {taken}",
    "seat {seat} accepts": "Place {seat} accepte",
    "seat {seat} has won": "la Place {seat} a gagné",
    "seat {seat} to play {rank}; {moves}": "la Place {seat} doit annoncer {rank} ; {moves}",
    "seat {seat}'s view of Cheat ({n} seats, dealer: seat {dealer})":
        "le Cheat vu par la Place {seat} ({n} places ; la Place {dealer} a distribué)",
    "seat {seat}: {n} (you)": "Place {seat} : {n} (toi)",
    "seat {seat}: {n}": "Place {seat} : {n}",
    "your hand: empty": "ta main : vide",
    "cards in each hand: {sizes}; pile: {n} card(s), yours in it: {cards}":
        "cartes dans chaque main : {sizes} ; tas : {n} carte(s), dont les tiennes : {cards}",
    "cards in each hand: {sizes}; pile: {n} card(s)": "cartes dans chaque main : {sizes} ; tas : {n} carte(s)",
    "log: nothing yet": "journal : rien pour l’instant",
    "seat {seat}'s view: seat {turn} to play": "ce que voit la Place {seat} : à la Place {turn} de jouer",
    "seat {seat}'s view: seat {turn} chooses a card": "ce que voit la Place {seat} : la Place {turn} choisit une carte",
    "seat {seat}'s view: the round is over, seat {winner} won it":
        "ce que voit la Place {seat} : la manche est finie, la Place {winner} l’a gagnée",
    "cards dealt to you: {cards} (seat {seat} starts)": "tes cartes : {cards} (la Place {seat} commence)",
    "the table turns up {cards}": "la table retourne {cards}",
    "seat {seat} plays {cards}": "Place {seat} pose {cards}",
    "seat {seat} passes": "Place {seat} passe",
    "seat {seat} chooses the face-up card": "Place {seat} choisit la carte retournée",
    "seat {seat} chooses the blind card": "Place {seat} choisit à l’aveugle",
    "seat {seat} takes the face-up {cards}": "Place {seat} prend la carte retournée {cards}",
    "seat {seat} takes the blind card {cards}": "Place {seat} prend dans la pioche {cards}",
    "hand: {cards}": "main : {cards}",
    "other hand: {n} cards, of which face-up takes: {cards}":
        "autre main : {n} cartes ; cartes retournées qu’elle a prises : {cards}",
    "face-up: {card}; blind deck: {n} cards; tricks: {tricks}":
        "retournée : {card} ; pioche : {n} cartes ; plis : {tricks}",
    "scores: {a}-{b}": "score : {a}-{b}",
    "log:": "journal :",
    "to follow: {cards} by seat {seat}": "à battre : {cards}, de la Place {seat}",
    "to follow: nothing (a lead)": "à battre : rien (on entame le pli)",
    "may Seat 2 discard the King? {answer}": "la Place 2 peut-elle défausser le Roi ? {answer}",
    "may Seat 2 swap it into its L? {answer}": "la Place 2 peut-elle l’échanger contre sa carte de gauche ? {answer}",
    "may Seat 2 play it? {answer}": "la Place 2 peut-elle le jouer ? {answer}",
    "yes": "oui",
    "no": "non",
    "{players} players: {cards} cards outside the hands": "{players} joueurs : {cards} cartes hors des mains",
    "seat {seat} may: {moves}": "la Place {seat} peut : {moves}",
    "Seat 3 may start in {s} s": "la Place 3 peut commencer dans {s} s",
    "Seat 2 may still call crisp for {s} s": "la Place 2 peut encore dire crisp pendant {s} s",
    "time left for the draw: {s} s": "temps restant pour la pioche : {s} s",
    "no draw timer at this table": "à cette table, la pioche n’est pas chronométrée",
    "the caller: seat {seat}; now: {phase}": "qui a dit crisp : Place {seat} ; maintenant : {phase}",
}
