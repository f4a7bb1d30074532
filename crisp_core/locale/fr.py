"""French, in the words of the original French rule sheet: pioche, défausse, donneur, piocher, échanger, Valet,
Dame, Roi, carte de gauche / du milieu / de droite, dire crisp, manche, partie."""

TEXTS: dict[str, str] = {
    # crisp_core.narrate: one sentence per event
    "seat": "place {n}",
    "unseen": "une carte que tu n’as pas vue",
    "slot.L": "carte de gauche",
    "slot.M": "carte du milieu",
    "slot.R": "carte de droite",
    "hand": "{seat} {cards}",
    "deal.head": "{dealer} distribue trois cartes à chaque joueur, une à la fois, en commençant à sa gauche",
    "deal.own": "{head} ; tu regardes ta carte de gauche, {left}, et ta carte de droite, {right}, jamais celle du "
                "milieu.",
    "deal.table": "{head} (gauche, milieu, droite) : {hands} ; chaque joueur regarde ses cartes de gauche et de "
                  "droite, jamais celle du milieu.",
    "draw.hidden": "{seat} pioche une carte ; personne d’autre que {seat} ne la voit.",
    "draw.flipped": "{seat} pioche {card} dans la pioche retournée, une carte que tout le monde savait être "
                    "dessus.",
    "draw.seen": "{seat} pioche et regarde la carte : {card}.",
    "draw.private": "{seat} pioche et regarde la carte : {card} ; personne d’autre que {seat} ne la voit.",
    "take": "{seat} prend {card} sur le dessus de la défausse ; elle doit aller dans sa main.",
    "take.face": "{seat} prend {card} sur le dessus de la défausse ; c’est ici un simple 10, sans effet, qui doit "
                 "aller dans sa main.",
    "swap": "{seat} échange {card} avec sa {slot} ; {out}, qui s’y trouvait, va face visible sur la défausse.",
    "swap.drawn": "{seat} échange la carte piochée avec sa {slot} ; {out}, qui s’y trouvait, va face visible sur "
                  "la défausse.",
    "discard": "{seat} défausse {card} face visible.",
    "discard.unused": "{seat} défausse {card} face visible sans l’utiliser.",
    "jack": "{seat} joue {jack} et regarde une fois sa propre carte du milieu : {card}.",
    "jack.hidden": "{seat} joue {jack} et regarde une fois sa propre carte du milieu ; personne d’autre que {seat} "
                   "ne la voit.",
    "queen": "{seat} joue {queen} : la {slot} de {seat} et la {other_slot} de {other} changent de place",
    "queen.cards": ", donc {seat} reçoit {card} et {other}, {other_card}",
    "queen.look.both": " ; chacun regarde la carte qu’il reçoit",
    "queen.look.one": " ; {looker} regarde la carte reçue, {blind} non (elle arrive à sa place du milieu)",
    "queen.look.none": " ; personne ne regarde (les deux cartes arrivent à une place du milieu)",
    "queen.you": " ; tu reçois {card}",
    "queen.you.in": " ; tu reçois {card} comme {slot}",
    "king": "{seat} joue {card} : le Roi va sur la défausse et {seat} doit encore piocher deux fois.",
    "flip": "La pioche est vide : la défausse ({n} cartes) est retournée, sans être mélangée, pour former la "
            "nouvelle pioche, sa plus ancienne carte dessus.",
    "crisp": "{seat} dit crisp : chaque autre joueur joue maintenant un dernier tour.",
    "crisp.late": "{seat} dit crisp en retard, après la première pioche du joueur suivant : ce tour compte comme "
                  "le premier des derniers tours.",
    "pass": "{seat} ne dit pas crisp.",
    "timeout": "Le temps de {seat} est écoulé : {what} ; le tour se termine sans que crisp soit dit.",
    "timeout.drawn": "la carte du dessus de la pioche, {card}, est piochée et défaussée à sa place",
    "timeout.unused": "la carte piochée, {card}, est défaussée sans effet",
    "timeout.king": ", donc le Roi ne donne pas de pioches en plus",
    "timeout.lost": " ; la pioche encore due est perdue",
    "timeout.lost.many": " ; les {n} pioches encore dues sont perdues",
    "reveal": "La manche est terminée et toutes les cartes sont révélées : {hands}",
    "reveal.hand": "{seat} {cards} = {total}",
    "reveal.low": " ; {seat} a dit crisp et a strictement le total le plus bas : {total} - 5 = {score}",
    "reveal.high": " ; {seat} a dit crisp mais n’a pas strictement le total le plus bas : {total} + 5 = {score}",
    # crisp_core.webplay: the play page's log, notices and bots
    "log.round": "— Manche {n} —",
    "log.new_match": "— Une nouvelle partie —",
    "log.deal": "{dealer} distribue trois cartes à chaque joueur ; chaque joueur regarde ses cartes de gauche et "
                "de droite, jamais celle du milieu. (R2.2, R2.4)",
    "replay.deal": "Manche {n} : {dealer} distribue ; chaque joueur regarde ses cartes de gauche et de droite. "
                   "(R2.2, R2.4)",
    "notice.king": "{name} a pioché un Roi : un Roi doit être joué (R5.2), il a donc été joué.",
    "log.window_over": "Les 3 secondes de {name} pour dire crisp sont écoulées (R10).",
    "notice.timeout": "Le temps de {name} pour cette pioche est écoulé : la table a terminé le tour (R9).",
    "notice.timeout.lost": " La pioche encore due pour le Roi est perdue (R9.3).",
    "notice.timeout.lost.many": " Les {n} pioches encore dues pour les Rois sont perdues (R9.3).",
    "refused.timeout": "trop tard : le temps de la pioche était écoulé et la table a terminé le tour",
    "refused.window": "trop tard : les 3 secondes pour dire crisp étaient écoulées et la table a dit pas de crisp",
    "seat.name": "Place {n}",
    "bot.random": "Joue au hasard n’importe quel coup permis et dit rarement crisp : pour s’échauffer.",
    "bot.forgetful": "Joue avec bon sens mais oublie certaines des cartes qu’il a vues, comme un joueur fatigué.",
    "bot.heuristic": "Se souvient de toutes les cartes qu’il a vues et compte les cartes ; dit crisp quand il a "
                     "sans doute le total le plus bas.",
    "bot.expert": "Anticipe en essayant les cartes qu’il ne voit pas : le robot le plus fort.",
    # crisp_core.coach : le conseil de l’expert et son avis sur un coup ; le séparateur décimal des nombres
    "coach.decimal": ",",
    "coach.their.L": "de gauche",
    "coach.their.M": "du milieu",
    "coach.their.R": "de droite",
    "coach.advice": "L’expert préférerait {move} : {reason}.",
    "coach.agrees": "Tu {move} : l’expert est d’accord.",
    "coach.differs": "Tu {move} ; l’expert aurait préféré {expert}, car {reason}.",
    "coach.draw.do": "piocher",
    "coach.draw.did": "as pioché",
    "coach.draw.doing": "piochant",
    "coach.take.do": "prendre {card} dans la défausse",
    "coach.take.did": "as pris {card} dans la défausse",
    "coach.take.doing": "prenant {card} dans la défausse",
    "coach.swap.do": "échanger {card} avec ta {slot}",
    "coach.swap.did": "as échangé {card} avec ta {slot}",
    "coach.swap.doing": "échangeant {card} avec ta {slot}",
    "coach.discard.do": "défausser {card}",
    "coach.discard.did": "as défaussé {card}",
    "coach.discard.doing": "défaussant {card}",
    "coach.jack.do": "utiliser le Valet pour regarder ta carte du milieu",
    "coach.jack.did": "as utilisé le Valet pour regarder ta carte du milieu",
    "coach.jack.doing": "utilisant le Valet pour regarder ta carte du milieu",
    "coach.queen.do": "échanger ta {slot} avec celle {other_slot} de {name}",
    "coach.queen.did": "as échangé ta {slot} avec celle {other_slot} de {name}",
    "coach.queen.doing": "échangeant ta {slot} avec celle {other_slot} de {name}",
    "coach.king.do": "jouer le Roi",
    "coach.king.did": "as joué le Roi",
    "coach.king.doing": "jouant le Roi",
    "coach.crisp.do": "dire crisp",
    "coach.crisp.did": "as dit crisp",
    "coach.crisp.doing": "disant crisp",
    "coach.pass.do": "ne pas dire crisp",
    "coach.pass.did": "n’as pas dit crisp",
    "coach.pass.doing": "ne disant pas crisp",
    "coach.only": "c’est le seul coup possible",
    "coach.only.king": "un Roi pioché doit être joué (R5.2)",
    "coach.race.won.yours": "sur {deals} donnes des cartes que tu ne vois pas, il en a gagné ainsi {won} %, contre "
                            "{other} % avec ton coup",
    "coach.race.won.move": "sur {deals} donnes des cartes que tu ne vois pas, il en a gagné ainsi {won} %, contre "
                           "{other} % en {move}",
    "coach.race.tied.yours": "sur {deals} donnes des cartes que tu ne vois pas, il en a gagné ainsi {won} %, autant "
                             "qu’avec ton coup, et a fini en moyenne {points} points plus près du total le plus bas "
                             "des autres",
    "coach.race.tied.move": "sur {deals} donnes des cartes que tu ne vois pas, il en a gagné ainsi {won} %, autant "
                            "qu’en {move}, et a fini en moyenne {points} points plus près du total le plus bas des "
                            "autres",
    "coach.race.nearer.yours": "sur {deals} donnes des cartes que tu ne vois pas, il en a gagné ainsi {won} % contre "
                               "{other} % avec ton coup, mais a fini en moyenne {points} points plus près du total le "
                               "plus bas des autres",
    "coach.race.nearer.move": "sur {deals} donnes des cartes que tu ne vois pas, il en a gagné ainsi {won} % contre "
                              "{other} % en {move}, mais a fini en moyenne {points} points plus près du total le plus "
                              "bas des autres",
    "coach.why.crisp": "en comptant les cartes, tu gardes strictement le total le plus bas jusqu’à la fin des "
                       "derniers tours des autres dans environ {chance} % des cas",
    "coach.why.pass": "en comptant les cartes, tu ne garderais strictement le total le plus bas jusqu’à la fin des "
                      "derniers tours des autres que dans environ {chance} % des cas",
    "coach.why.draw": "{card} te ferait gagner environ {gain} points sur {mine}, une pioche environ {draw_gain}",
    "coach.why.draw.no_gain": "{card} sur la défausse ne vaut pas moins que {mine}",
    "coach.why.swap.seen": "ta {slot} est {old}, donc {card} fait gagner {saved} points",
    "coach.why.swap.unseen": "ta {slot} n’a jamais été vue et vaut {mean} en moyenne, donc {card} fait gagner environ "
                             "{saved} points",
    "coach.why.swap.forced": "une carte prise dans la défausse doit être échangée avec une carte de ta main (R8.2), "
                             "et {mine} est ta pire carte",
    "coach.why.jack": "tu n’as jamais vu ta carte du milieu, et la connaître te dit s’il faut la remplacer",
    "coach.why.queen.seen": "tu donnes {mine} contre celle {other_slot} de {name} ({card}), environ {saved} points "
                            "plus basse",
    "coach.why.queen.unseen": "tu donnes {mine} contre celle {other_slot} de {name} (jamais vue, {mean} en moyenne), "
                              "environ {saved} points plus basse",
    "coach.why.king": "un Roi pioché doit être joué (R5.2), et il donne deux pioches en plus",
    "coach.why.discard": "{card} ne vaut pas moins que ta pire carte, {mine}",
    "coach.why.discard.jack": "tu as déjà vu ta carte du milieu, donc le Valet n’a rien à te montrer",
    "coach.why.discard.queen": "d’après ce que tu sais, aucune carte d’un autre joueur ne vaut au moins 1 point de "
                               "moins que {mine}",
    "coach.mine.seen": "ta {slot} ({card})",
    "coach.mine.unseen": "ta {slot} (jamais vue, {mean} en moyenne)",
    # crisp_core.cheat.web : la table de Cheat de la page de jeu (tas, donneur, « Menteur ! »)
    "cheat.log.game": "— Partie {n} —",
    "cheat.log.deal": "{dealer} distribue les 52 cartes une à une, dans le sens des aiguilles d’une montre depuis sa "
                      "gauche ; {first} commence et doit annoncer des as. (C2.2, C3.1)",
    "cheat.claim.one": "une carte {rank}",
    "cheat.claim.many": "{count} cartes {rank}",
    "cheat.count.2": "deux",
    "cheat.count.3": "trois",
    "cheat.count.4": "quatre",
    "cheat.cards.one": "1 carte",
    "cheat.cards.many": "{n} cartes",
    "cheat.log.play": "{name} pose des cartes face cachée sur le tas et annonce « {claim} ». (C3.2)",
    "cheat.log.last": "{name} n’a plus de cartes : chaque autre joueur à son tour, depuis la gauche de {name}, crie "
                      "« Menteur ! » ou accepte. (C5.1)",
    "cheat.log.call": "{name} crie « Menteur ! »",
    "cheat.log.priority": "{name} a crié au même instant, mais {winner} est le premier dans le sens des aiguilles "
                          "d’une montre depuis {declarer} : c’est l’appel de {winner} qui compte. (C4.4)",
    "cheat.log.bluff": "Les cartes de {declarer} sont retournées : {cards} — un bluff ; {taker} ramasse le tas, {n}. "
                       "(C4.2)",
    "cheat.log.true": "Les cartes de {declarer} sont retournées : {cards} — c’était vrai ; {taker} ramasse le tas, "
                      "{n}. (C4.2)",
    "cheat.log.accept": "{name} accepte le dernier coup de {declarer}. (C5.1)",
    "cheat.log.win": "{name} gagne la partie {n} ! (C5.2)",
    "cheat.refused.late": "trop tard : le temps pour crier « Menteur ! » au coup de {declarer} est écoulé",
    "cheat.refused.settling": "un instant : un « Menteur ! » est en train d’être réglé",
    # crisp_core.crisps.web : la table de Crisps de la page de jeu
    "crisps.log.round": "— Manche {n} —",
    "crisps.log.deal": "Chaque joueur reçoit 12 cartes, 4 sont écartées sans être vues et {card} est retournée face "
                       "visible ; {name} commence. (K2.2, K4.1)",
    "crisps.log.deal.nofaceup": "Chaque joueur reçoit 12 cartes et 4 sont écartées sans être vues ; il n’y a pas de "
                                "carte visible (K2.3) ; {name} commence. (K2.2, K4.1)",
    "crisps.log.play": "{name} joue {cards} : {kind}.",
    "crisps.kind.single": "une carte seule",
    "crisps.kind.pair": "une paire",
    "crisps.kind.run": "une suite",
    "crisps.kind.run_of_pairs": "une suite de paires",
    "crisps.kind.three": "un brelan",
    "crisps.kind.four": "un carré",
    "crisps.log.pass": "{name} passe : {winner} remporte le pli. (K6.1)",
    "crisps.log.skip": "La table passe pour {name} : rien de ce qui reste en jeu ne peut suivre. (K7.3)",
    "crisps.log.take.faceup": "{name} prend la carte visible, {card}. (K6.4)",
    "crisps.log.take.blind": "{name} prend la carte du dessus de la pioche cachée. (K6.4)",
    "crisps.log.turn_up": "La carte suivante de la pioche cachée est retournée : {card}. (K6.1)",
    "crisps.log.win": "{name} a joué sa dernière carte et gagne la manche ; le score est de {score}. (K7.1)",
    "crisps.log.game_over": "{name} a 3 points et gagne la partie ! (K7.2)",
}
