"""What the lessons' code puts on screen, in Spanish: English text -> its translation
(see crisp_core.translations.words)."""

WORDS = {
    # words.py: True and False as words
    "True": "verdadero",
    "False": "falso",

    # lesson 01
    "{n} cards:": "{n} cartas:",
    "Seat {seat}: {cards}": "Puesto {seat}: {cards}",
    "stock: {n} cards, the top one is card 13 of the deck: {card}":
        "mazo: {n} cartas, la de arriba es la carta 13 de la baraja: {card}",
    "empty": "vacío",
    "discard pile: {cards}": "descarte: {cards}",
    "whose turn: seat {seat}": "de quién es el turno: Puesto {seat}",

    # lesson 02
    "Seat {seat} hears:": "El Puesto {seat} oye:",
    "players: {n}": "jugadores: {n}",

    # lesson 04
    "{n} cards in the stock; Seat 1 knows them, top first: {cards} ...":
        "{n} cartas en el mazo; el Puesto 1 las conoce, de arriba abajo: {cards} ...",
    "Seat 2's {slot}: at most {bound}": "Puesto 2, {slot}: como mucho {bound}",

    # lesson 05
    "Seat {seat}: card total {total}, round score {score}":
        "Puesto {seat}: total de las cartas {total}, puntos de la ronda {score}",
    "Seat {seat}: {total} → {score}": "Puesto {seat}: cartas {total} → puntos {score}",
    "Round {number}, Seat {caller} called crisp. {seats}": "Ronda {number}, el Puesto {caller} cantó crisp. {seats}",
    "Seat {seat}: {score}": "Puesto {seat}: {score}",
    "Match scores: {scores}": "Puntos de la partida: {scores}",
    "The match is not over.": "La partida aún no ha terminado.",
    "The match is over. Seat {seat} wins.": "La partida ha terminado. Gana el Puesto {seat}.",
    "The match is over. Seats {seats} and {last} share the win.":
        "La partida ha terminado. Los Puestos {seats} y {last} comparten la victoria.",

    # lesson 07
    "{n} of {total} cards are worth 10: P(worth 10) = {p}": "{n} de {total} cartas valen 10: P(vale 10) = {p}",
    "average value: {mean} ≈ {mean:.2f}": "valor medio: {mean} ≈ {mean:.2f}",
    "The value of one card you have not seen": "El valor de una carta que no has visto",
    "value": "valor",
    "chance": "probabilidad",
    "average value": "valor medio",
    "deals": "repartos",
    "{n} cards can go from the stock into a hand; their average value: {mean}":
        "{n} cartas pueden pasar del mazo a una mano; su valor medio: {mean}",
    "A stock draw that can go into your hand": "Un robo del mazo que puede entrar en tu mano",
    "draws": "robos",
    "{n} of {total} draws could go into the hand; their average: {mean:.2f}":
        "{n} de {total} robos podían entrar en la mano; su media: {mean:.2f}",
    "Is Seat 2's M worth 10?": "¿Vale 10 la carta del centro del Puesto 2?",
    "share of deals": "proporción de repartos",
    "M worth 10 in {n} of {total} deals: {share:.3f}; exact 4/15 = {exact:.3f}":
        "La del centro vale 10 en {n} de {total} repartos: {share:.3f}; exacto 4/15 = {exact:.3f}",
    "Total of three cards nobody has seen": "Total de tres cartas que nadie ha visto",
    "total": "total",
    "P(total is 7 or less) = {p} ≈ {p:.1%}": "P(el total es 7 o menos) = {p} ≈ {p:.1%}",
    "most likely total: {total}   average total: {mean}": "total más probable: {total}   total medio: {mean}",
    "7 or less in {n} of {total} hands; exact share {p:.1%}":
        "7 o menos en {n} de {total} manos; la probabilidad exacta es {p:.1%}",
    "step": "paso",
    "not seen": "no vistas",
    "worth 10": "valen 10",
    "P(M is worth 10)": "probabilidad de que la del centro valga 10",
    "average unseen card": "media de una carta no vista",

    # lesson 08
    "total 7, 3 players: P(strictly lowest) = {p} ≈ {p:.1%}":
        "total 7, 3 jugadores: probabilidad de ser el más bajo, sin empate = {p} ≈ {p:.1%}",
    "{n} players": "{n} jugadores",
    "Chance that your total is strictly the lowest": "Probabilidad de que tu total sea el más bajo, sin empate",
    "your total": "tu total",
    "even chance": "mitad y mitad",
    "{cards} (total {total:>2}): strictly lowest {strictly:6.1%}, tied for lowest {tied:5.1%}":
        "{cards} (total {total:>2}): el más bajo sin empate {strictly:6.1%}, empatado en el más bajo {tied:5.1%}",
    "{p:.4f} (exact: {exact})": "{p:.4f} (exacto: {exact})",
    "{cards} (total {total:>2}): P(strictly lowest) {chance:.3f}, calling scores {call:5.2f}, "
    "waiting {wait:5.2f} -> {better}":
        "{cards} (total {total:>2}): probabilidad de ser el más bajo sin empate {chance:.3f}, cantar da {call:5.2f}, "
        "esperar da {wait:5.2f} -> {better}",
    "call": "cantar",
    "wait": "esperar",
    "either": "da igual",
    "call at {threshold:.0%}": "canta con {threshold:.0%}",
    "{bot}: mean round score {score}, {calls} calls, {share:.0%} of them strictly lowest":
        "{bot}: media de puntos por ronda {score}, {calls} cantos, {share:.0%} de ellos con el total más bajo, sin empate",
    "90 % minus 70 %: {verdict}": "90 % menos 70 %: {verdict}",
    "70 % minus 50 %: {verdict}": "70 % menos 50 %: {verdict}",
    "no data": "sin datos",
    "{difference}: the first scores more (the interval is above 0)":
        "{difference}: el primero hace más puntos (el intervalo está por encima de 0)",
    "{difference}: the first scores less (the interval is below 0)":
        "{difference}: el primero hace menos puntos (el intervalo está por debajo de 0)",
    "{difference}: too close to tell (the interval contains 0)":
        "{difference}: demasiado cerca para saberlo (el intervalo contiene el 0)",

    # lesson 09
    "{bot:>9}: {mean:5.2f} ± {half:.2f} points a round": "{bot:>9}: {mean:5.2f} ± {half:.2f} puntos por ronda",
    "forgetful: {forgetful}    heuristic: {heuristic}": "olvidadizo: {forgetful}    atento: {heuristic}",
    "forgetful minus heuristic, round by round: {verdict}":
        "olvidadizo menos atento, ronda a ronda: {verdict}",
    "Forgetful minus heuristic, points a round": "Olvidadizo menos atento, puntos por ronda",
    "rounds played": "rondas jugadas",
    "points a round": "puntos por ronda",
    "no difference": "ninguna diferencia",
    "after {n} rounds: {verdict}": "después de {n} rondas: {verdict}",
    "difference": "diferencia",
    "top of the 95 % interval": "parte de arriba del intervalo del 95 %",
    "bottom of the 95 % interval": "parte de abajo del intervalo del 95 %",
    "Problem: {error}": "Problema: {error}",
    "{name} played {rounds} rounds against {opponents} without a problem (mean round score {mean:.1f}, {calls}).":
        "{name} jugó {rounds} rondas contra {opponents} sin problemas (media de puntos por ronda {mean:.1f}, "
        "{calls}).",
    "{name} played {rounds} rounds against {opponents} without a problem (mean round score {mean:.1f}, {calls}, "
    "{unfinished} unfinished).":
        "{name} jugó {rounds} rondas contra {opponents} sin problemas (media de puntos por ronda {mean:.1f}, "
        "{calls}, {unfinished} sin terminar).",
    "{n} crisp call": "{n} canto de crisp",
    "{n} crisp calls": "{n} cantos de crisp",
    "an {name} bot": "un bot {name}",
    "a {name} bot": "un bot {name}",
    "{count} {name} bots": "{count} bots {name}",
    "{first} and {last}": "{first} y {last}",
    "two": "dos",
    "three": "tres",
    "four": "cuatro",
    "five": "cinco",
    "six": "seis",
    "seven": "siete",
    "Bot {name!r} raised {error}: {message}": "El bot {name!r} dio el error {error}: {message}",
    "Bot {name!r} returned {answer}, which is not a move.": "El bot {name!r} devolvió {answer}, que no es una jugada.",
    "Bot {name!r} returned None.": "El bot {name!r} devolvió None (nada).",
    "Bot {name!r} chose {move!r}, which is not a legal move now.":
        "El bot {name!r} eligió {move!r}, que ahora no es una jugada permitida.",
    "does the function forget to return a move?": "¿se olvida la función de devolver una jugada?",
    "return one of the legal moves or its words, such as 'discard'":
        "devuelve una de las jugadas permitidas o sus palabras, como 'discard'",
    "{label}: {text}": "{label}: {text}",
    "why": "por qué",
    "hint": "pista",
    "where": "dónde",
    "when": "cuándo",
    "legal moves": "jugadas permitidas",
    "in {function}, line {line}": "en {function}, línea {line}",
    "one of {n} Queen swaps such as {example!r}": "uno de {n} cambios con la Reina, como {example!r}",
    "one of {n} Queen swaps, such as: {example}": "uno de {n} cambios con la Reina, como: {example}",
    "write one of these moves as your code writes it: {moves}": "escribe una de estas jugadas como la escribe tu código: {moves}",
    "Low Keeper": "Guardabajas",
    "Careless": "Descuidado",
    "seat {seat} was holding the {card} it drew; its cards as it knows them: {cards}":
        "el Puesto {seat} tenía en la mano el {card} que robó; sus cartas, tal como las conoce: {cards}",
    "seat {seat} had ended its turn (crisp or pass); its cards as it knows them: {cards}":
        "el Puesto {seat} había terminado su turno (crisp o pasar); sus cartas, tal como las conoce: {cards}",
    "seat {seat} was in phase {phase}; its cards as it knows them: {cards}":
        "el Puesto {seat} estaba en la fase {phase}; sus cartas, tal como las conoce: {cards}",
    "that is a move of seat {seat}; this bot sits in seat {own}":
        "esa es una jugada del Puesto {seat}; este bot está en el Puesto {own}",
    "its turn is over: the only choice now is to call crisp or not (R7.1)":
        "su turno ha terminado: ahora solo puede elegir cantar crisp o no (R7.1)",
    "a Jack, Queen or King drawn from the stock can never be swapped into a hand (R4.3)":
        "una Jota, una Reina o un Rey robado del mazo nunca se puede cambiar a la mano (R4.3)",
    "Leaderboard": "Clasificación",
    "Place": "Puesto",
    "Bot": "Bot",
    "Mean round score": "Media de puntos por ronda",
    "Round wins": "Rondas ganadas",
    "Crisp calls": "Cantos de crisp",
    "Strictly lowest": "Estrictamente el más bajo",
    "Each bot played {rounds} rounds: {deals} deals at each of {tables} table of {players}, every deal once in "
    "each seat rotation. Lower scores are better; ± is the half-width of a 95 % confidence interval.":
        "Cada bot jugó {rounds} rondas: {deals} repartos en {tables} mesa de {players}, cada reparto una vez en "
        "cada rotación de puestos. Menos puntos es mejor; ± muestra cuánto puede mover la suerte la media "
        "(intervalo del 95 %).",
    "Each bot played {rounds} rounds: {deals} deals at each of {tables} tables of {players}, every deal once in "
    "each seat rotation. Lower scores are better; ± is the half-width of a 95 % confidence interval.":
        "Cada bot jugó {rounds} rondas: {deals} repartos en cada una de {tables} mesas de {players}, cada reparto "
        "una vez en cada rotación de puestos. Menos puntos es mejor; ± muestra cuánto puede mover la suerte la "
        "media (intervalo del 95 %).",

    # lesson 10
    "Seat {seat} ({bot})": "Puesto {seat} ({bot})",

    # lesson 11
    "seat {declarer} claims {count}× {rank}; it held {held} card(s) before the play":
        "el Puesto {declarer} declara {count}× {rank}; tenía {held} carta(s) antes de la jugada",
    "rank-{rank} cards seat {seat} can place elsewhere: {cards}":
        "cartas {rank} que el Puesto {seat} sabe dónde están: {cards}",
    "none": "ninguna",
    "cards seat {seat} knows seat {declarer} held: {cards}":
        "cartas que el Puesto {seat} sabe que tenía el Puesto {declarer}: {cards}",
    "cards seat {seat} cannot place: {unplaced}, of rank {rank}: {rank_unplaced}; "
    "seat {declarer}'s other {drawn} card(s) came from these":
        "cartas que el Puesto {seat} no sabe dónde están: {unplaced}, cartas {rank}: {rank_unplaced}; "
        "las otras {drawn} carta(s) del Puesto {declarer} salieron de ellas",
    "P(claim is true) = {p} ≈ {p:.3f}": "probabilidad de que la declaración sea verdad = {p} ≈ {p:.3f}",
    "P(Seat 4 held both unplaced sevens) = {p} ≈ {p:.3f}":
        "probabilidad de que el Puesto 4 tuviera los dos sietes que faltan = {p} ≈ {p:.3f}",
    "counting only your own cards: {p} ≈ {p:.3f}": "contando solo tus cartas: {p} ≈ {p:.3f}",
    "counting the 7♥ too:          {p} ≈ {p:.3f}": "contando también el 7♥: {p} ≈ {p:.3f}",
    "Could Seat 4's claim of two sevens be true?": "¿Puede ser verdad la declaración de dos sietes del Puesto 4?",
    "both sevens in {n} of {total} deals: {share:.3f}; exact 66/703 = {exact:.3f}":
        "los dos sietes en {n} de {total} repartos: {share:.3f}; exacto 66/703 = {exact:.3f}",
    "a claim of {n} Ace(s): {p} ≈ {p:.3f}": "una declaración de {n} as(es): {p} ≈ {p:.3f}",
    "you hold two sevens, a claim of three: {p}": "tienes dos sietes, una declaración de tres: {p}",
    "{n} Ace(s)": "{n} as(es)",
    "Seat 2 opens: could its claim be true?": "El Puesto 2 abre: ¿puede ser verdad su declaración?",
    "claim": "declaración",
    "pile": "montón",
    "you take": "te llevas",
    "seat {seat} takes": "Puesto {seat} se lleva",
    "challenge gains": "ganancia de dudar",
    "break-even p": "probabilidad de equilibrio",
    "break-even, Seat 4's cards counted 1/3: {p}": "probabilidad de equilibrio, si cada carta del Puesto 4 vale 1/3: {p}",

    # lesson 12
    "your hand: {cards}": "tu mano: {cards}",
    "your hand: the formula agrees with the list": "tu mano: la fórmula coincide con la lista",
    "your hand: the formula does not agree with the list": "tu mano: la fórmula no coincide con la lista",
    "single": "carta sola",
    "pair": "pareja",
    "run": "escalera",
    "run of pairs": "escalera de parejas",
    "three of a kind": "trío",
    "four of a kind": "póquer",
    "all plays": "todas las jugadas",
    "{kind} ({n}):": "{kind} ({n}):",
    "no combination": "ninguna combinación",
    "pass: yes": "pasar: sí",
    "pass: no": "pasar: no",
    "random hands: the formula agrees with the list on {n} of {total}":
        "manos al azar: la fórmula coincide con la lista en {n} de {total}",
    "Runs in a random hand of 12, averaged over more and more hands":
        "Escaleras en una mano de 12 al azar, media de cada vez más manos",
    "average runs": "media de escaleras",
    "hands": "manos",
    "average runs {mean:.2f} (exact {exact:.2f}); middle hand {middle}; most {most}":
        "media de escaleras {mean:.2f} (exacto {exact:.2f}); mano del medio {middle}; máximo {most}",
    "average pairs {mean:.2f} (exact {exact:.2f})": "media de parejas {mean:.2f} (exacto {exact:.2f})",
    "plan now: {n} plays": "plan ahora: {n} jugadas",
    "take the face-up {card}: {n} plays": "tomar la carta boca arriba {card}: {n} jugadas",
    "take the blind card, one of {n} cards:": "tomar la carta a ciegas, una de {n} cartas:",
    "  {n} plays with {count:>2} of them: {cards}": "  {n} jugadas con {count:>2} de ellas: {cards}",
    "  on average {mean} ≈ {mean:.2f} plays": "  de media {mean} ≈ {mean:.2f} jugadas",
    "the face-up card saves {value} ≈ {value:.2f} plays on average":
        "la carta boca arriba ahorra {value} ≈ {value:.2f} jugadas de media",
    "Games the planning robot wins": "Partidas que gana el robot contador",
    "share of games": "proporción de partidas",
    "games": "partidas",
    "planning robot against always-blind: {n} of {total} games won, {share:.3f} (95 % interval {low:.3f} to {high:.3f})":
        "robot contador contra siempre-a-ciegas: {n} de {total} partidas ganadas, {share:.3f} (intervalo del 95 %: {low:.3f} a {high:.3f})",
    "always face-up against always-blind: {n} of {total} games won, {share:.3f} (95 % interval {low:.3f} to {high:.3f})":
        "siempre-boca-arriba contra siempre-a-ciegas: {n} de {total} partidas ganadas, {share:.3f} (intervalo del 95 %: {low:.3f} a {high:.3f})",

    # plots
    "Bar chart": "Gráfico de barras",
    "Histogram": "Histograma",
    "Line chart": "Gráfico de líneas",
    "No data to show": "No hay datos que mostrar",
    "No points with x > 0 to show on a log scale": "No hay puntos con x > 0 que mostrar en una escala logarítmica",
    "{kind} with no data. {note}": "{kind} sin datos. {note}",
    "{kind} with 1 bar.": "{kind} con 1 barra.",
    "{kind} with {n} bars.": "{kind} con {n} barras.",
    "{kind} with 1 bar, x from {low} to {high}.": "{kind} con 1 barra, x de {low} a {high}.",
    "{kind} with {n} bars, x from {low} to {high}.": "{kind} con {n} barras, x de {low} a {high}.",
    "Highlighted: {names}.": "Destacado: {names}.",
    "x axis: {x}; y axis: {y}.": "eje x: {x}; eje y: {y}.",
    "categories": "categorías",
    "n/a": "n/d",
    "(unnamed)": "(sin nombre)",
    "{label} (log scale)": "{label} (escala logarítmica)",
    "{kind} with {n} series, x from {low} to {high}.": "{kind} con {n} series, x de {low} a {high}.",
    "{kind} with {n} series, x from {low} to {high} on a log scale.":
        "{kind} con {n} series, x de {low} a {high} en una escala logarítmica.",
    "{name}: 1 point, y from {low} to {high}, last point ({x}, {y})":
        "{name}: 1 punto, y de {low} a {high}, último punto ({x}; {y})",
    "{name}: {n} points, y from {low} to {high}, last point ({x}, {y})":
        "{name}: {n} puntos, y de {low} a {high}, último punto ({x}; {y})",
    "{name}: no points": "{name}: ningún punto",
    "Reference lines: {lines}.": "Líneas de referencia: {lines}.",
    "{name} at {value}": "{name} en {value}",
    "1 point with x <= 0 left out of the log scale.": "1 punto con x <= 0 queda fuera de la escala logarítmica.",
    "{n} points with x <= 0 left out of the log scale.": "{n} puntos con x <= 0 quedan fuera de la escala logarítmica.",
    "estimate": "estimación",
    "number of samples": "número de muestras",
    "exact": "exacto",

    # crisp_core.crisp.actions (a move in words), the observations of Cheat and Crisps (lessons 11, 12); lessons 03, 05, 06
    "draw from the stock": "robar del mazo",
    "take the top card of the discard": "tomar la carta de arriba del descarte",
    "swap the drawn card into the {slot}": "cambiar la carta robada por la {slot}",
    "discard the drawn card": "descartar la carta robada",
    "use the Jack": "usar la Jota",
    "use the Queen: swap the {slot} with seat {target}'s {other_slot}":
        "usar la Reina: cambiar la {slot} por la {other_slot} del Puesto {target}",
    "play the King": "jugar el Rey",
    "call crisp": "cantar crisp",
    "pass": "pasar (sin crisp)",
    "run out of time": "dejar que se acabe el tiempo",
    "{seat} draws from the stock": "{seat} roba del mazo",
    "{seat} takes the top card of the discard": "{seat} toma la carta de arriba del descarte",
    "{seat} swaps the drawn card into their {slot}": "{seat} cambia la carta robada por su {slot}",
    "{seat} discards the drawn card": "{seat} descarta la carta robada",
    "{seat} uses the Jack": "{seat} usa la Jota",
    "{seat} uses the Queen: their {slot} and {target}'s {other_slot} change places":
        "{seat} usa la Reina: su {slot} y la {other_slot} del {target} cambian de sitio",
    "{seat} plays the King": "{seat} juega el Rey",
    "{seat} calls crisp": "{seat} canta crisp",
    "{seat} does not call crisp": "{seat} no canta crisp",
    "{seat} runs out of time": "{seat} se queda sin tiempo",
    "nothing": "nada",
    "seat {seat} may play or call Cheat": "el Puesto {seat} puede jugar o gritar “¡Mentira!”",
    "seat {seat} may play": "el Puesto {seat} puede jugar",
    "seat {seat} may call Cheat": "el Puesto {seat} puede gritar “¡Mentira!”",
    "seat {seat} may call Cheat or accept": "el Puesto {seat} puede gritar “¡Mentira!” o aceptar",
    "seat {seat} wins": "gana el Puesto {seat}",
    "seat {seat} plays {cards} (claims {n}× {rank})": "Puesto {seat} juega {cards} (declara {n}× {rank})",
    "seat {seat} calls Cheat: seat {declarer}'s {cards} is true; seat {taker} takes {n} card(s): {taken}":
        "Puesto {seat} grita “¡Mentira!”: {cards} del Puesto {declarer} es verdad; el Puesto {taker} se lleva {n} carta(s): {taken}",
    "seat {seat} calls Cheat: seat {declarer}'s {cards} is a bluff; seat {taker} takes {n} card(s): {taken}":
        "Puesto {seat} grita “¡Mentira!”: {cards} del Puesto {declarer} es un farol; el Puesto {taker} se lleva {n} carta(s): {taken}",
    "seat {seat} accepts": "Puesto {seat} acepta",
    "seat {seat} has won": "el Puesto {seat} ha ganado",
    "seat {seat} to play {rank}; {moves}": "el Puesto {seat} debe declarar {rank}; {moves}",
    "seat {seat}'s view of Cheat ({n} seats, dealer: seat {dealer})":
        "el Cheat visto por el Puesto {seat} ({n} puestos; repartió el Puesto {dealer})",
    "seat {seat}: {n} (you)": "Puesto {seat}: {n} (tú)",
    "seat {seat}: {n}": "Puesto {seat}: {n}",
    "your hand: empty": "tu mano: vacía",
    "cards in each hand: {sizes}; pile: {n} card(s), yours in it: {cards}":
        "cartas en cada mano: {sizes}; montón: {n} carta(s), tuyas en él: {cards}",
    "cards in each hand: {sizes}; pile: {n} card(s)": "cartas en cada mano: {sizes}; montón: {n} carta(s)",
    "log: nothing yet": "registro: nada todavía",
    "seat {seat}'s view: seat {turn} to play": "lo que ve el Puesto {seat}: juega el Puesto {turn}",
    "seat {seat}'s view: seat {turn} chooses a card": "lo que ve el Puesto {seat}: el Puesto {turn} elige una carta",
    "seat {seat}'s view: the round is over, seat {winner} won it":
        "lo que ve el Puesto {seat}: la ronda terminó, ganó el Puesto {winner}",
    "cards dealt to you: {cards} (seat {seat} starts)": "tus cartas: {cards} (empieza el Puesto {seat})",
    "the table turns up {cards}": "la mesa pone boca arriba {cards}",
    "seat {seat} plays {cards}": "Puesto {seat} juega {cards}",
    "seat {seat} passes": "Puesto {seat} pasa",
    "seat {seat} chooses the face-up card": "Puesto {seat} elige la carta boca arriba",
    "seat {seat} chooses the blind card": "Puesto {seat} elige a ciegas",
    "seat {seat} takes the face-up {cards}": "Puesto {seat} toma la carta boca arriba {cards}",
    "seat {seat} takes the blind card {cards}": "Puesto {seat} toma del mazo {cards}",
    "hand: {cards}": "mano: {cards}",
    "other hand: {n} cards, of which face-up takes: {cards}":
        "otra mano: {n} cartas; cartas boca arriba que tomó: {cards}",
    "face-up: {card}; blind deck: {n} cards; tricks: {tricks}":
        "boca arriba: {card}; mazo: {n} cartas; bazas: {tricks}",
    "scores: {a}-{b}": "marcador: {a}-{b}",
    "log:": "registro:",
    "to follow: {cards} by seat {seat}": "a superar: {cards}, del Puesto {seat}",
    "to follow: nothing (a lead)": "a superar: nada (empieza la baza)",
    "may Seat 2 discard the King? {answer}": "¿puede el Puesto 2 descartar el Rey? {answer}",
    "may Seat 2 swap it into its L? {answer}": "¿puede el Puesto 2 cambiarlo por la carta de la izquierda? {answer}",
    "may Seat 2 play it? {answer}": "¿puede el Puesto 2 jugarlo? {answer}",
    "yes": "sí",
    "no": "no",
    "{players} players: {cards} cards outside the hands": "{players} jugadores: {cards} cartas fuera de las manos",
    "seat {seat} may: {moves}": "el Puesto {seat} puede: {moves}",
    "Seat 3 may start in {s} s": "el Puesto 3 puede empezar dentro de {s} s",
    "Seat 2 may still call crisp for {s} s": "el Puesto 2 aún puede cantar crisp durante {s} s",
    "time left for the draw: {s} s": "tiempo que queda para robar: {s} s",
    "no draw timer at this table": "en esta mesa no hay tiempo para robar",
    "the caller: seat {seat}; now: {phase}": "quien cantó: Puesto {seat}; ahora: {phase}",
}
