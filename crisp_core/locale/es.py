"""Spanish, in the words of the original Spanish rule sheet: mazo, descarte, quien reparte, robar, cambiar, Jota,
Reina, Rey, carta de la izquierda / del centro / de la derecha, cantar crisp, ronda, partida."""

TEXTS: dict[str, str] = {
    # crisp_core.narrate: one sentence per event
    "seat": "puesto {n}",
    "unseen": "una carta que no has visto",
    "slot.L": "carta de la izquierda",
    "slot.M": "carta del centro",
    "slot.R": "carta de la derecha",
    "hand": "{seat} {cards}",
    "deal.head": "{dealer} reparte tres cartas a cada jugador, de una en una, empezando por su izquierda",
    "deal.own": "{head}; miras tu carta de la izquierda, {left}, y tu carta de la derecha, {right}, nunca la del "
                "centro.",
    "deal.table": "{head} (izquierda, centro, derecha): {hands}; cada jugador mira sus cartas de la izquierda y de "
                  "la derecha, nunca la del centro.",
    "draw.hidden": "{seat} roba una carta del mazo; solo {seat} la ve.",
    "draw.flipped": "{seat} roba {card} del mazo recién vuelto, una carta que todos sabían que estaba arriba.",
    "draw.seen": "{seat} roba del mazo y mira la carta: {card}.",
    "draw.private": "{seat} roba del mazo y mira la carta: {card}; solo {seat} la ve.",
    "take": "{seat} toma {card} de arriba del descarte; debe entrar en su mano.",
    "take.face": "{seat} toma {card} de arriba del descarte; aquí es un 10 normal, sin efecto, y debe entrar en su "
                 "mano.",
    "swap": "{seat} cambia {card} por su {slot}; {out}, que estaba allí, va boca arriba al descarte.",
    "swap.drawn": "{seat} cambia la carta robada por su {slot}; {out}, que estaba allí, va boca arriba al "
                  "descarte.",
    "discard": "{seat} descarta {card} boca arriba.",
    "discard.unused": "{seat} descarta {card} boca arriba sin usarla.",
    "jack": "{seat} juega {jack} y mira una vez su propia carta del centro: {card}.",
    "jack.hidden": "{seat} juega {jack} y mira una vez su propia carta del centro; solo {seat} la ve.",
    "queen": "{seat} juega {queen}: la {slot} de {seat} y la {other_slot} de {other} cambian de sitio",
    "queen.cards": ", así que {seat} recibe {card} y {other}, {other_card}",
    "queen.look.both": "; cada uno mira la carta que recibe",
    "queen.look.one": "; {looker} mira la carta que recibe, {blind} no (le queda en el centro)",
    "queen.look.none": "; nadie mira (las dos cartas quedan en un centro)",
    "queen.you": "; recibes {card}",
    "queen.you.in": "; recibes {card} como tu {slot}",
    "king": "{seat} juega {card}: el Rey va al descarte y {seat} debe dos robos más.",
    "flip": "El mazo está vacío: se da la vuelta al descarte ({n} cartas), sin barajar, como nuevo mazo, con su "
            "carta más antigua arriba.",
    "crisp": "{seat} canta crisp: cada uno de los demás jugadores juega ahora un último turno.",
    "crisp.late": "{seat} canta crisp tarde, después del primer robo del siguiente jugador: ese turno cuenta como "
                  "el primero de los últimos turnos.",
    "pass": "{seat} no canta crisp.",
    "timeout": "Se acaba el tiempo de {seat}: {what}; el turno termina sin cantar crisp.",
    "timeout.drawn": "se roba por él la carta de arriba del mazo, {card}, y se descarta",
    "timeout.unused": "la carta robada, {card}, se descarta sin usarla",
    "timeout.king": ", así que el Rey no da robos extra",
    "timeout.lost": "; se pierde el robo que aún debía",
    "timeout.lost.many": "; se pierden los {n} robos que aún debía",
    "reveal": "La ronda ha terminado y se descubren todas las cartas: {hands}",
    "reveal.hand": "{seat} {cards} = {total}",
    "reveal.low": "; {seat} cantó crisp y tiene el total más bajo, sin empate: {total} - 5 = {score}",
    "reveal.high": "; {seat} cantó crisp, pero no tiene el total más bajo sin empate: {total} + 5 = {score}",
    # crisp_core.webplay: the play page's log, notices and bots
    "log.round": "— Ronda {n} —",
    "log.new_match": "— Una partida nueva —",
    "log.deal": "{dealer} reparte tres cartas a cada jugador; cada jugador mira sus cartas de la izquierda y de la "
                "derecha, nunca la del centro. (R2.2, R2.4)",
    "replay.deal": "Ronda {n}: reparte {dealer}; cada jugador mira sus cartas de la izquierda y de la derecha. "
                   "(R2.2, R2.4)",
    "notice.king": "{name} robó un Rey: un Rey debe jugarse (R5.2), así que se ha jugado.",
    "log.window_over": "Se acaban los 3 segundos de {name} para cantar crisp (R10).",
    "notice.timeout": "Se acabó el tiempo de {name} para este robo: la mesa terminó el turno (R9).",
    "notice.timeout.lost": " Se pierde el robo que aún debía por el Rey (R9.3).",
    "notice.timeout.lost.many": " Se pierden los {n} robos que aún debía por los Reyes (R9.3).",
    "refused.timeout": "demasiado tarde: el tiempo del robo se acabó antes y la mesa terminó el turno",
    "refused.window": "demasiado tarde: los 3 segundos para cantar crisp ya habían pasado y la mesa dijo sin crisp",
    "seat.name": "Puesto {n}",
    "bot.random": "Hace cualquier jugada permitida al azar y casi nunca canta crisp: para calentar.",
    "bot.forgetful": "Juega con sensatez, pero olvida algunas de las cartas que ha visto, como un jugador cansado.",
    "bot.heuristic": "Recuerda todas las cartas que ha visto y cuenta cartas; canta crisp cuando probablemente "
                     "tiene el total más bajo.",
    "bot.expert": "Piensa por adelantado probando las cartas que no puede ver: el bot más fuerte.",
    # crisp_core.coach: el consejo del experto y su comentario sobre una jugada; la marca decimal de los números.
    # Las frases que empiezan por {move} ("robaste del mazo") llevan mayúscula inicial: la pone el coach.
    "coach.decimal": ",",
    "coach.their.L": "de la izquierda",
    "coach.their.M": "del centro",
    "coach.their.R": "de la derecha",
    "coach.advice": "El experto optaría por {move}: {reason}.",
    "coach.agrees": "{move}: el experto está de acuerdo.",
    "coach.differs": "{move}; el experto habría optado por {expert}, porque {reason}.",
    "coach.draw.do": "robar del mazo",
    "coach.draw.did": "robaste del mazo",
    "coach.draw.doing": "robar del mazo",
    "coach.take.do": "tomar {card} del descarte",
    "coach.take.did": "tomaste {card} del descarte",
    "coach.take.doing": "tomar {card} del descarte",
    "coach.swap.do": "cambiar {card} por tu {slot}",
    "coach.swap.did": "cambiaste {card} por tu {slot}",
    "coach.swap.doing": "cambiar {card} por tu {slot}",
    "coach.discard.do": "descartar {card}",
    "coach.discard.did": "descartaste {card}",
    "coach.discard.doing": "descartar {card}",
    "coach.jack.do": "usar la Jota para mirar tu carta del centro",
    "coach.jack.did": "usaste la Jota para mirar tu carta del centro",
    "coach.jack.doing": "usar la Jota para mirar tu carta del centro",
    "coach.queen.do": "cambiar tu {slot} por la {other_slot} de {name}",
    "coach.queen.did": "cambiaste tu {slot} por la {other_slot} de {name}",
    "coach.queen.doing": "cambiar tu {slot} por la {other_slot} de {name}",
    "coach.king.do": "jugar el Rey",
    "coach.king.did": "jugaste el Rey",
    "coach.king.doing": "jugar el Rey",
    "coach.crisp.do": "cantar crisp",
    "coach.crisp.did": "cantaste crisp",
    "coach.crisp.doing": "cantar crisp",
    "coach.pass.do": "no cantar crisp",
    "coach.pass.did": "no cantaste crisp",
    "coach.pass.doing": "no cantar crisp",
    "coach.only": "es la única jugada posible",
    "coach.only.king": "un Rey robado debe jugarse (R5.2)",
    "coach.race.won.yours": "en {deals} repartos de las cartas que no ves, así ganó el {won} %, frente al {other} % "
                            "con tu jugada",
    "coach.race.won.move": "en {deals} repartos de las cartas que no ves, así ganó el {won} %, frente al {other} % al "
                           "{move}",
    "coach.race.tied.yours": "en {deals} repartos de las cartas que no ves, así ganó el {won} %, igual que con tu "
                             "jugada, y terminó de media {points} puntos más cerca del total más bajo de los demás",
    "coach.race.tied.move": "en {deals} repartos de las cartas que no ves, así ganó el {won} %, igual que al {move}, "
                            "y terminó de media {points} puntos más cerca del total más bajo de los demás",
    "coach.race.nearer.yours": "en {deals} repartos de las cartas que no ves, así ganó el {won} %, frente al "
                               "{other} % con tu jugada, pero terminó de media {points} puntos más cerca del total "
                               "más bajo de los demás",
    "coach.race.nearer.move": "en {deals} repartos de las cartas que no ves, así ganó el {won} %, frente al {other} % "
                              "al {move}, pero terminó de media {points} puntos más cerca del total más bajo de los "
                              "demás",
    "coach.why.crisp": "contando cartas, sigues con el total más bajo, sin empate, tras los últimos turnos de los "
                       "demás en torno al {chance} % de las veces",
    "coach.why.pass": "contando cartas, seguirías con el total más bajo, sin empate, tras los últimos turnos de los "
                      "demás solo en torno al {chance} % de las veces",
    "coach.why.draw": "{card} te ahorraría unos {gain} puntos en {mine}, y un robo del mazo, unos {draw_gain}",
    "coach.why.draw.no_gain": "{card} del descarte no vale menos que {mine}",
    "coach.why.swap.seen": "tu {slot} es {old}, así que {card} ahorra {saved} puntos",
    "coach.why.swap.unseen": "tu {slot} está sin ver y vale {mean} de media, así que {card} ahorra unos {saved} puntos",
    "coach.why.swap.forced": "una carta tomada del descarte debe entrar en tu mano por un cambio (R8.2), y {mine} es "
                             "la peor",
    "coach.why.jack": "nunca has visto tu carta del centro, y conocerla te dice si conviene sustituirla",
    "coach.why.queen.seen": "das {mine} por la {other_slot} de {name} ({card}), unos {saved} puntos más baja",
    "coach.why.queen.unseen": "das {mine} por la {other_slot} de {name} (sin ver, vale {mean} de media), unos {saved} "
                              "puntos más baja",
    "coach.why.king": "un Rey robado debe jugarse (R5.2), y da dos robos más",
    "coach.why.discard": "{card} no vale menos que tu peor carta, {mine}",
    "coach.why.discard.jack": "ya has visto tu carta del centro, así que la Jota no tiene nada que enseñarte",
    "coach.why.discard.queen": "por lo que sabes, ninguna carta de otro jugador vale al menos 1 punto menos que {mine}",
    "coach.mine.seen": "tu {slot} ({card})",
    "coach.mine.unseen": "tu {slot} (sin ver, vale {mean} de media)",
    # crisp_core.cheat.web: la mesa de Cheat de la página de juego (montón, repartidor, «¡Mentira!»)
    "cheat.log.game": "— Partida {n} —",
    "cheat.log.deal": "{dealer} reparte las 52 cartas, una a una, en el sentido de las agujas del reloj desde su "
                      "izquierda; {first} empieza y debe anunciar ases. (C2.2, C3.1)",
    "cheat.claim.one": "una carta {rank}",
    "cheat.claim.many": "{count} cartas {rank}",
    "cheat.count.2": "dos",
    "cheat.count.3": "tres",
    "cheat.count.4": "cuatro",
    "cheat.cards.one": "1 carta",
    "cheat.cards.many": "{n} cartas",
    "cheat.log.play": "{name} pone cartas boca abajo en el montón y anuncia «{claim}». (C3.2)",
    "cheat.log.last": "{name} se ha quedado sin cartas: cada otro jugador, por turno desde la izquierda de {name}, "
                      "dice «¡Mentira!» o acepta. (C5.1)",
    "cheat.log.call": "{name} dice «¡Mentira!»",
    "cheat.log.priority": "{name} lo dijo en el mismo instante, pero {winner} es el primero en el sentido de las "
                          "agujas del reloj desde {declarer}, así que cuenta lo que dijo {winner}. (C4.4)",
    "cheat.log.bluff": "Se destapan las cartas de {declarer}: {cards} — un farol; {taker} se lleva el montón, {n}. "
                       "(C4.2)",
    "cheat.log.true": "Se destapan las cartas de {declarer}: {cards} — era verdad; {taker} se lleva el montón, {n}. "
                      "(C4.2)",
    "cheat.log.accept": "{name} acepta la última jugada de {declarer}. (C5.1)",
    "cheat.log.win": "¡{name} gana la partida {n}! (C5.2)",
    "cheat.refused.late": "demasiado tarde: ya pasó el tiempo para decir «¡Mentira!» a la jugada de {declarer}",
    "cheat.refused.settling": "espera un momento: se está resolviendo un «¡Mentira!»",
    # crisp_core.crisps.web: la mesa de Crisps de la página de juego
    "crisps.log.round": "— Ronda {n} —",
    "crisps.log.deal": "Cada jugador recibe 12 cartas, 4 se apartan sin que nadie las vea y {card} se pone boca "
                       "arriba; {name} empieza. (K2.2, K4.1)",
    "crisps.log.deal.nofaceup": "Cada jugador recibe 12 cartas y 4 se apartan sin que nadie las vea; no hay carta "
                                "boca arriba (K2.3); {name} empieza. (K2.2, K4.1)",
    "crisps.log.play": "{name} juega {cards}: {kind}.",
    "crisps.kind.single": "una carta sola",
    "crisps.kind.pair": "una pareja",
    "crisps.kind.run": "una escalera",
    "crisps.kind.run_of_pairs": "una escalera de parejas",
    "crisps.kind.three": "un trío",
    "crisps.kind.four": "un póquer",
    "crisps.log.pass": "{name} pasa: {winner} gana la baza. (K6.1)",
    "crisps.log.skip": "La mesa pasa por {name}: nada de lo que sigue en juego puede superarla. (K7.3)",
    "crisps.log.take.faceup": "{name} toma la carta boca arriba, {card}. (K6.4)",
    "crisps.log.take.blind": "{name} toma la carta de arriba del mazo cerrado. (K6.4)",
    "crisps.log.turn_up": "La siguiente carta del mazo cerrado se pone boca arriba: {card}. (K6.1)",
    "crisps.log.win": "{name} ha jugado su última carta y gana la ronda; el marcador es {score}. (K7.1)",
    "crisps.log.game_over": "¡{name} tiene 3 puntos y gana la partida! (K7.2)",
}
