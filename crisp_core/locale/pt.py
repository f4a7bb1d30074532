"""Portuguese (Brazil), in the words of the original Portuguese rule sheet: monte, descarte, carteador, comprar,
trocar, Valete, Dama, Rei, carta da esquerda / do meio / da direita, chamar crisp, rodada, partida."""

TEXTS: dict[str, str] = {
    # crisp_core.narrate: one sentence per event
    "seat": "lugar {n}",
    "unseen": "uma carta que você não viu",
    "slot.L": "carta da esquerda",
    "slot.M": "carta do meio",
    "slot.R": "carta da direita",
    "hand": "{seat} {cards}",
    "deal.head": "{dealer} dá três cartas a cada jogador, uma de cada vez, começando pela esquerda do carteador",
    "deal.own": "{head}; você espia sua carta da esquerda, {left}, e sua carta da direita, {right}, nunca a do "
                "meio.",
    "deal.table": "{head} (esquerda, meio, direita): {hands}; cada jogador espia suas cartas da esquerda e da "
                  "direita, nunca a do meio.",
    "draw.hidden": "{seat} compra uma carta do monte; só {seat} a vê.",
    "draw.flipped": "{seat} compra {card} do monte recém-virado, uma carta que todos sabiam estar em cima.",
    "draw.seen": "{seat} compra do monte e olha a carta: {card}.",
    "draw.private": "{seat} compra do monte e olha a carta: {card}; só {seat} a vê.",
    "take": "{seat} pega {card} de cima do descarte; ela tem de entrar na sua mão.",
    "take.face": "{seat} pega {card} de cima do descarte; aqui ela é um 10 comum, sem efeito, e tem de entrar na "
                 "sua mão.",
    "swap": "{seat} troca {card} pela sua {slot}; {out}, que estava lá, vai virada para cima para o descarte.",
    "swap.drawn": "{seat} troca a carta comprada pela sua {slot}; {out}, que estava lá, vai virada para cima para "
                  "o descarte.",
    "discard": "{seat} descarta {card} virada para cima.",
    "discard.unused": "{seat} descarta {card} virada para cima, sem usar.",
    "jack": "{seat} joga {jack} e espia uma vez sua própria carta do meio: {card}.",
    "jack.hidden": "{seat} joga {jack} e espia uma vez sua própria carta do meio; só {seat} a vê.",
    "queen": "{seat} joga {queen}: a {slot} de {seat} e a {other_slot} de {other} trocam de lugar",
    "queen.cards": ", então {seat} recebe {card} e {other}, {other_card}",
    "queen.look.both": "; cada um espia a carta que recebe",
    "queen.look.one": "; {looker} espia a carta que recebe, {blind} não (ela fica na posição do meio)",
    "queen.look.none": "; ninguém espia (as duas cartas ficam numa posição do meio)",
    "queen.you": "; você recebe {card}",
    "queen.you.in": "; você recebe {card} como sua {slot}",
    "king": "{seat} joga {card}: o Rei vai para o descarte e {seat} deve mais duas compras.",
    "flip": "O monte acabou: o descarte ({n} cartas) é virado, sem embaralhar, e forma o novo monte, com a carta "
            "mais antiga em cima.",
    "crisp": "{seat} chama crisp: cada um dos outros jogadores joga agora uma última vez.",
    "crisp.late": "{seat} chama crisp atrasado, depois da primeira compra do próximo jogador: essa vez conta como "
                  "a primeira das últimas vezes.",
    "pass": "{seat} não chama crisp.",
    "timeout": "O tempo de {seat} acabou: {what}; a vez termina sem chamar crisp.",
    "timeout.drawn": "a carta de cima do monte, {card}, é comprada e descartada por ele",
    "timeout.unused": "a carta comprada, {card}, é descartada sem uso",
    "timeout.king": ", e por isso o Rei não dá compras extras",
    "timeout.lost": "; a compra que ainda faltava é perdida",
    "timeout.lost.many": "; as {n} compras que ainda faltavam são perdidas",
    "reveal": "A rodada terminou e todas as cartas são mostradas: {hands}",
    "reveal.hand": "{seat} {cards} = {total}",
    "reveal.low": "; {seat} chamou crisp e tem o menor total, sem empate: {total} - 5 = {score}",
    "reveal.high": "; {seat} chamou crisp, mas não tem o menor total sem empate: {total} + 5 = {score}",
    # crisp_core.webplay: the play page's log, notices and bots
    "log.round": "— Rodada {n} —",
    "log.new_match": "— Uma nova partida —",
    "log.deal": "{dealer} dá três cartas a cada jogador; cada jogador espia suas cartas da esquerda e da direita, "
                "nunca a do meio. (R2.2, R2.4)",
    "replay.deal": "Rodada {n}: {dealer} dá as cartas; cada jogador espia suas cartas da esquerda e da direita. "
                   "(R2.2, R2.4)",
    "notice.king": "{name} comprou um Rei: um Rei tem de ser jogado (R5.2), então ele foi jogado.",
    "log.window_over": "Os 3 segundos de {name} para chamar crisp acabaram (R10).",
    "notice.timeout": "O tempo de {name} para esta compra acabou: a mesa encerrou a vez (R9).",
    "notice.timeout.lost": " A compra que ainda faltava pelo Rei é perdida (R9.3).",
    "notice.timeout.lost.many": " As {n} compras que ainda faltavam pelos Reis são perdidas (R9.3).",
    "refused.timeout": "tarde demais: o tempo da compra acabou antes e a mesa encerrou a vez",
    "refused.window": "tarde demais: os 3 segundos para chamar crisp acabaram e a mesa disse sem crisp",
    "seat.name": "Lugar {n}",
    "bot.random": "Faz qualquer jogada permitida ao acaso e raramente chama crisp: para aquecer.",
    "bot.forgetful": "Joga com bom senso, mas esquece algumas das cartas que viu, como um jogador cansado.",
    "bot.heuristic": "Lembra todas as cartas que viu e conta as cartas; chama crisp quando provavelmente tem o "
                     "menor total.",
    "bot.expert": "Pensa adiante testando as cartas que não pode ver: o robô mais forte.",
    # crisp_core.coach: o conselho do especialista e o comentário sobre uma jogada; a marca decimal dos números
    "coach.decimal": ",",
    "coach.their.L": "da esquerda",
    "coach.their.M": "do meio",
    "coach.their.R": "da direita",
    "coach.advice": "O especialista optaria por {move}: {reason}.",
    "coach.agrees": "Você {move}: o especialista concorda.",
    "coach.differs": "Você {move}; o especialista teria optado por {expert}, porque {reason}.",
    "coach.draw.do": "comprar do monte",
    "coach.draw.did": "comprou do monte",
    "coach.draw.doing": "comprar do monte",
    "coach.take.do": "pegar {card} do descarte",
    "coach.take.did": "pegou {card} do descarte",
    "coach.take.doing": "pegar {card} do descarte",
    "coach.swap.do": "trocar {card} pela sua {slot}",
    "coach.swap.did": "trocou {card} pela sua {slot}",
    "coach.swap.doing": "trocar {card} pela sua {slot}",
    "coach.discard.do": "descartar {card}",
    "coach.discard.did": "descartou {card}",
    "coach.discard.doing": "descartar {card}",
    "coach.jack.do": "usar o Valete para espiar sua carta do meio",
    "coach.jack.did": "usou o Valete para espiar sua carta do meio",
    "coach.jack.doing": "usar o Valete para espiar sua carta do meio",
    "coach.queen.do": "trocar sua {slot} pela {other_slot} de {name}",
    "coach.queen.did": "trocou sua {slot} pela {other_slot} de {name}",
    "coach.queen.doing": "trocar sua {slot} pela {other_slot} de {name}",
    "coach.king.do": "jogar o Rei",
    "coach.king.did": "jogou o Rei",
    "coach.king.doing": "jogar o Rei",
    "coach.crisp.do": "chamar crisp",
    "coach.crisp.did": "chamou crisp",
    "coach.crisp.doing": "chamar crisp",
    "coach.pass.do": "não chamar crisp",
    "coach.pass.did": "não chamou crisp",
    "coach.pass.doing": "não chamar crisp",
    "coach.only": "é a única jogada possível",
    "coach.only.king": "um Rei comprado tem de ser jogado (R5.2)",
    "coach.race.won.yours": "em {deals} distribuições das cartas que você não vê, ele venceu assim {won}% delas, "
                            "contra {other}% com a sua jogada",
    "coach.race.won.move": "em {deals} distribuições das cartas que você não vê, ele venceu assim {won}% delas, "
                           "contra {other}% ao {move}",
    "coach.race.tied.yours": "em {deals} distribuições das cartas que você não vê, ele venceu assim {won}% delas, o "
                             "mesmo que a sua jogada, e terminou em média {points} pontos mais perto do menor total "
                             "dos outros",
    "coach.race.tied.move": "em {deals} distribuições das cartas que você não vê, ele venceu assim {won}% delas, o "
                            "mesmo que ao {move}, e terminou em média {points} pontos mais perto do menor total dos "
                            "outros",
    "coach.race.nearer.yours": "em {deals} distribuições das cartas que você não vê, ele venceu assim {won}% delas, "
                               "contra {other}% com a sua jogada, mas terminou em média {points} pontos mais perto do "
                               "menor total dos outros",
    "coach.race.nearer.move": "em {deals} distribuições das cartas que você não vê, ele venceu assim {won}% delas, "
                              "contra {other}% ao {move}, mas terminou em média {points} pontos mais perto do menor "
                              "total dos outros",
    "coach.why.crisp": "contando as cartas, você continua com o menor total, sem empate, até o fim das últimas vezes "
                       "dos outros em cerca de {chance}% dos casos",
    "coach.why.pass": "contando as cartas, você continuaria com o menor total, sem empate, até o fim das últimas "
                      "vezes dos outros em só cerca de {chance}% dos casos",
    "coach.why.draw": "{card} economizaria cerca de {gain} pontos na {mine}, e uma compra do monte, cerca de "
                      "{draw_gain}",
    "coach.why.draw.no_gain": "{card} no descarte não vale menos que a {mine}",
    "coach.why.swap.seen": "sua {slot} é {old}, então {card} economiza {saved} pontos",
    "coach.why.swap.unseen": "sua {slot} nunca foi vista e vale {mean} em média, então {card} economiza cerca de "
                             "{saved} pontos",
    "coach.why.swap.forced": "uma carta pegada do descarte tem de ser trocada por uma carta da sua mão (R8.2), e a "
                             "{mine} é a sua pior",
    "coach.why.jack": "você nunca viu sua carta do meio, e conhecê-la diz se vale a pena substituí-la",
    "coach.why.queen.seen": "você dá a {mine} pela {other_slot} de {name} ({card}), cerca de {saved} pontos mais baixa",
    "coach.why.queen.unseen": "você dá a {mine} pela {other_slot} de {name} (não vista, vale {mean} em média), cerca "
                              "de {saved} pontos mais baixa",
    "coach.why.king": "um Rei comprado tem de ser jogado (R5.2), e ele dá mais duas compras",
    "coach.why.discard": "{card} não vale menos que a sua pior carta, a {mine}",
    "coach.why.discard.jack": "você já viu sua carta do meio, então o Valete não tem nada a mostrar",
    "coach.why.discard.queen": "pelo que você sabe, nenhuma carta de outro jogador vale pelo menos 1 ponto a menos "
                               "que a {mine}",
    "coach.mine.seen": "sua {slot} ({card})",
    "coach.mine.unseen": "sua {slot} (não vista, vale {mean} em média)",
    # crisp_core.cheat.web: a mesa de Cheat da página de jogo (pilha, dador, «Duvido!»)
    "cheat.log.game": "— Partida {n} —",
    "cheat.log.deal": "{dealer} distribui as 52 cartas, uma de cada vez, no sentido horário desde a esquerda; "
                      "{first} começa e tem de anunciar ases. (C2.2, C3.1)",
    "cheat.claim.one": "uma carta {rank}",
    "cheat.claim.many": "{count} cartas {rank}",
    "cheat.count.2": "duas",
    "cheat.count.3": "três",
    "cheat.count.4": "quatro",
    "cheat.cards.one": "1 carta",
    "cheat.cards.many": "{n} cartas",
    "cheat.log.play": "{name} põe cartas tapadas na pilha e anuncia «{claim}». (C3.2)",
    "cheat.log.last": "{name} ficou sem cartas: cada outro jogador, à vez, desde a esquerda de {name}, diz "
                      "«Duvido!» ou aceita. (C5.1)",
    "cheat.log.call": "{name} diz «Duvido!»",
    "cheat.log.priority": "{name} contestou no mesmo instante, mas {winner} é o primeiro no sentido horário desde "
                          "{declarer}, por isso vale a contestação de {winner}. (C4.4)",
    "cheat.log.bluff": "As cartas de {declarer} são viradas: {cards} — um bluff; {taker} recolhe a pilha, {n}. "
                       "(C4.2)",
    "cheat.log.true": "As cartas de {declarer} são viradas: {cards} — era verdade; {taker} recolhe a pilha, {n}. "
                      "(C4.2)",
    "cheat.log.accept": "{name} aceita a última jogada de {declarer}. (C5.1)",
    "cheat.log.win": "{name} ganha a partida {n}! (C5.2)",
    "cheat.refused.late": "tarde demais: o tempo para contestar a jogada de {declarer} acabou",
    "cheat.refused.settling": "espere um instante: uma contestação está a ser resolvida",
    # crisp_core.crisps.web: a mesa de Crisps da página de jogo
    "crisps.log.round": "— Rodada {n} —",
    "crisps.log.deal": "Cada jogador recebe 12 cartas, 4 são retiradas sem ninguém ver e {card} é virada para cima; "
                       "{name} começa. (K2.2, K4.1)",
    "crisps.log.deal.nofaceup": "Cada jogador recebe 12 cartas e 4 são retiradas sem ninguém ver; não há carta virada "
                                "(K2.3); {name} começa. (K2.2, K4.1)",
    "crisps.log.play": "{name} joga {cards}: {kind}.",
    "crisps.kind.single": "uma carta só",
    "crisps.kind.pair": "um par",
    "crisps.kind.run": "uma sequência",
    "crisps.kind.run_of_pairs": "uma sequência de pares",
    "crisps.kind.three": "uma trinca",
    "crisps.kind.four": "uma quadra",
    "crisps.log.pass": "{name} passa: {winner} ganha a vaza. (K6.1)",
    "crisps.log.skip": "A mesa passa por {name}: nada do que ainda está em jogo pode cobrir. (K7.3)",
    "crisps.log.take.faceup": "{name} pega a carta virada para cima, {card}. (K6.4)",
    "crisps.log.take.blind": "{name} pega a carta de cima do monte fechado. (K6.4)",
    "crisps.log.turn_up": "A próxima carta do monte fechado é virada para cima: {card}. (K6.1)",
    "crisps.log.win": "{name} jogou a última carta e ganha a rodada; o placar é {score}. (K7.1)",
    "crisps.log.game_over": "{name} tem 3 pontos e ganha a partida! (K7.2)",
}
