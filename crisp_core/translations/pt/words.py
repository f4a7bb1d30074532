"""What the lessons' code puts on screen, in Brazilian Portuguese: English text -> its translation
(see crisp_core.translations.words)."""

WORDS = {
    # words.py: True and False as words
    "True": "verdadeiro",
    "False": "falso",

    # lesson 01
    "{n} cards:": "{n} cartas:",
    "Seat {seat}: {cards}": "Lugar {seat}: {cards}",
    "stock: {n} cards, the top one is card 13 of the deck: {card}":
        "monte: {n} cartas, a de cima é a carta 13 do baralho: {card}",
    "empty": "vazio",
    "discard pile: {cards}": "descarte: {cards}",
    "whose turn: seat {seat}": "de quem é a vez: Lugar {seat}",

    # lesson 02
    "Seat {seat} hears:": "O Lugar {seat} ouve:",
    "players: {n}": "jogadores: {n}",

    # lesson 04
    "{n} cards in the stock; Seat 1 knows them, top first: {cards} ...":
        "{n} cartas no monte; o Lugar 1 conhece todas, de cima para baixo: {cards} ...",
    "Seat 2's {slot}: at most {bound}": "Lugar 2, {slot}: no máximo {bound}",

    # lesson 05
    "Seat {seat}: card total {total}, round score {score}":
        "Lugar {seat}: total das cartas {total}, pontos da rodada {score}",
    "Seat {seat}: {total} → {score}": "Lugar {seat}: cartas {total} → pontos {score}",
    "Round {number}, Seat {caller} called crisp. {seats}": "Rodada {number}, o Lugar {caller} chamou crisp. {seats}",
    "Seat {seat}: {score}": "Lugar {seat}: {score}",
    "Match scores: {scores}": "Pontos da partida: {scores}",
    "The match is not over.": "A partida ainda não acabou.",
    "The match is over. Seat {seat} wins.": "A partida acabou. O Lugar {seat} vence.",
    "The match is over. Seats {seats} and {last} share the win.":
        "A partida acabou. Os Lugares {seats} e {last} dividem a vitória.",

    # lesson 07
    "{n} of {total} cards are worth 10: P(worth 10) = {p}": "{n} de {total} cartas valem 10: P(vale 10) = {p}",
    "average value: {mean} ≈ {mean:.2f}": "valor médio: {mean} ≈ {mean:.2f}",
    "The value of one card you have not seen": "O valor de uma carta que você não viu",
    "value": "valor",
    "chance": "probabilidade",
    "average value": "valor médio",
    "deals": "distribuições",
    "{n} cards can go from the stock into a hand; their average value: {mean}":
        "{n} cartas podem ir do monte para uma mão; o valor médio delas: {mean}",
    "A stock draw that can go into your hand": "Uma compra do monte que pode entrar na sua mão",
    "draws": "compras",
    "{n} of {total} draws could go into the hand; their average: {mean:.2f}":
        "{n} de {total} compras podiam entrar na mão; a média delas: {mean:.2f}",
    "Is Seat 2's M worth 10?": "A carta do meio do Lugar 2 vale 10?",
    "share of deals": "fração das distribuições",
    "M worth 10 in {n} of {total} deals: {share:.3f}; exact 4/15 = {exact:.3f}":
        "A do meio vale 10 em {n} de {total} distribuições: {share:.3f}; exato 4/15 = {exact:.3f}",
    "Total of three cards nobody has seen": "Total de três cartas que ninguém viu",
    "total": "total",
    "P(total is 7 or less) = {p} ≈ {p:.1%}": "P(total é 7 ou menos) = {p} ≈ {p:.1%}",
    "most likely total: {total}   average total: {mean}": "total mais provável: {total}   total médio: {mean}",
    "7 or less in {n} of {total} hands; exact share {p:.1%}":
        "7 ou menos em {n} de {total} mãos; a chance exata é {p:.1%}",
    "step": "passo",
    "not seen": "não vistas",
    "worth 10": "valem 10",
    "P(M is worth 10)": "chance de a do meio valer 10",
    "average unseen card": "média de uma carta não vista",

    # lesson 08
    "total 7, 3 players: P(strictly lowest) = {p} ≈ {p:.1%}":
        "total 7, 3 jogadores: chance de ser o menor, sem empate = {p} ≈ {p:.1%}",
    "{n} players": "{n} jogadores",
    "Chance that your total is strictly the lowest": "Chance de o seu total ser o menor, sem empate",
    "your total": "seu total",
    "even chance": "meio a meio",
    "{cards} (total {total:>2}): strictly lowest {strictly:6.1%}, tied for lowest {tied:5.1%}":
        "{cards} (total {total:>2}): o menor sem empate {strictly:6.1%}, empatado no menor {tied:5.1%}",
    "{p:.4f} (exact: {exact})": "{p:.4f} (exato: {exact})",
    "{cards} (total {total:>2}): P(strictly lowest) {chance:.3f}, calling scores {call:5.2f}, "
    "waiting {wait:5.2f} -> {better}":
        "{cards} (total {total:>2}): chance de ser o menor sem empate {chance:.3f}, chamar dá {call:5.2f}, "
        "esperar dá {wait:5.2f} -> {better}",
    "call": "chamar",
    "wait": "esperar",
    "either": "tanto faz",
    "call at {threshold:.0%}": "chama com {threshold:.0%}",
    "{bot}: mean round score {score}, {calls} calls, {share:.0%} of them strictly lowest":
        "{bot}: média de pontos por rodada {score}, {calls} chamadas, {share:.0%} delas com o menor total, sem empate",
    "90 % minus 70 %: {verdict}": "90 % menos 70 %: {verdict}",
    "70 % minus 50 %: {verdict}": "70 % menos 50 %: {verdict}",
    "no data": "sem dados",
    "{difference}: the first scores more (the interval is above 0)":
        "{difference}: o primeiro faz mais pontos (o intervalo fica acima de 0)",
    "{difference}: the first scores less (the interval is below 0)":
        "{difference}: o primeiro faz menos pontos (o intervalo fica abaixo de 0)",
    "{difference}: too close to tell (the interval contains 0)":
        "{difference}: perto demais para dizer (o intervalo contém 0)",

    # lesson 09
    "{bot:>9}: {mean:5.2f} ± {half:.2f} points a round": "{bot:>9}: {mean:5.2f} ± {half:.2f} pontos por rodada",
    "forgetful: {forgetful}    heuristic: {heuristic}": "esquecido: {forgetful}    atento: {heuristic}",
    "forgetful minus heuristic, round by round: {verdict}":
        "esquecido menos atento, rodada a rodada: {verdict}",
    "Forgetful minus heuristic, points a round": "Esquecido menos atento, pontos por rodada",
    "rounds played": "rodadas jogadas",
    "points a round": "pontos por rodada",
    "no difference": "nenhuma diferença",
    "after {n} rounds: {verdict}": "depois de {n} rodadas: {verdict}",
    "difference": "diferença",
    "top of the 95 % interval": "topo do intervalo de 95 %",
    "bottom of the 95 % interval": "base do intervalo de 95 %",
    "Problem: {error}": "Problema: {error}",
    "{name} played {rounds} rounds against {opponents} without a problem (mean round score {mean:.1f}, {calls}).":
        "{name} jogou {rounds} rodadas contra {opponents} sem problemas (média de pontos por rodada {mean:.1f}, "
        "{calls}).",
    "{name} played {rounds} rounds against {opponents} without a problem (mean round score {mean:.1f}, {calls}, "
    "{unfinished} unfinished).":
        "{name} jogou {rounds} rodadas contra {opponents} sem problemas (média de pontos por rodada {mean:.1f}, "
        "{calls}, {unfinished} sem terminar).",
    "{n} crisp call": "{n} chamada de crisp",
    "{n} crisp calls": "{n} chamadas de crisp",
    "an {name} bot": "um robô {name}",
    "a {name} bot": "um robô {name}",
    "{count} {name} bots": "{count} robôs {name}",
    "{first} and {last}": "{first} e {last}",
    "two": "dois",
    "three": "três",
    "four": "quatro",
    "five": "cinco",
    "six": "seis",
    "seven": "sete",
    "Bot {name!r} raised {error}: {message}": "O robô {name!r} deu o erro {error}: {message}",
    "Bot {name!r} returned {answer}, which is not a move.": "O robô {name!r} devolveu {answer}, que não é uma jogada.",
    "Bot {name!r} returned None.": "O robô {name!r} devolveu None (nada).",
    "Bot {name!r} chose {move!r}, which is not a legal move now.":
        "O robô {name!r} escolheu {move!r}, que não é uma jogada permitida agora.",
    "does the function forget to return a move?": "a função esquece de devolver uma jogada?",
    "return one of the legal moves or its words, such as 'discard'":
        "devolva uma das jogadas permitidas ou as palavras dela, como 'discard'",
    "{label}: {text}": "{label}: {text}",
    "why": "por quê",
    "hint": "dica",
    "where": "onde",
    "when": "quando",
    "legal moves": "jogadas permitidas",
    "in {function}, line {line}": "em {function}, linha {line}",
    "one of {n} Queen swaps such as {example!r}": "uma de {n} trocas com a Dama, como {example!r}",
    "one of {n} Queen swaps, such as: {example}": "uma de {n} trocas com a Dama, como: {example}",
    "write one of these moves as your code writes it: {moves}": "escreva uma destas jogadas como o seu código as escreve: {moves}",
    "Low Keeper": "Guarda-Baixas",
    "Careless": "Descuidado",
    "seat {seat} was holding the {card} it drew; its cards as it knows them: {cards}":
        "o Lugar {seat} segurava o {card} que comprou; as cartas dele, como ele as conhece: {cards}",
    "seat {seat} had ended its turn (crisp or pass); its cards as it knows them: {cards}":
        "o Lugar {seat} tinha terminado a vez (crisp ou passar); as cartas dele, como ele as conhece: {cards}",
    "seat {seat} was in phase {phase}; its cards as it knows them: {cards}":
        "o Lugar {seat} estava na fase {phase}; as cartas dele, como ele as conhece: {cards}",
    "that is a move of seat {seat}; this bot sits in seat {own}":
        "essa é uma jogada do Lugar {seat}; este robô está no Lugar {own}",
    "its turn is over: the only choice now is to call crisp or not (R7.1)":
        "a vez dele acabou: a única escolha agora é chamar crisp ou não (R7.1)",
    "a Jack, Queen or King drawn from the stock can never be swapped into a hand (R4.3)":
        "um Valete, uma Dama ou um Rei comprado do monte nunca pode ser trocado para dentro da mão (R4.3)",
    "Leaderboard": "Classificação",
    "Place": "Posição",
    "Bot": "Robô",
    "Mean round score": "Média de pontos por rodada",
    "Round wins": "Rodadas ganhas",
    "Crisp calls": "Chamadas de crisp",
    "Strictly lowest": "Estritamente o menor",
    "Each bot played {rounds} rounds: {deals} deals at each of {tables} table of {players}, every deal once in "
    "each seat rotation. Lower scores are better; ± is the half-width of a 95 % confidence interval.":
        "Cada robô jogou {rounds} rodadas: {deals} distribuições em {tables} mesa de {players}, cada distribuição uma "
        "vez em cada rodízio de lugares. Menos pontos é melhor; ± mostra quanto a sorte pode "
        "mexer na média (intervalo de 95 %).",
    "Each bot played {rounds} rounds: {deals} deals at each of {tables} tables of {players}, every deal once in "
    "each seat rotation. Lower scores are better; ± is the half-width of a 95 % confidence interval.":
        "Cada robô jogou {rounds} rodadas: {deals} distribuições em cada uma de {tables} mesas de {players}, cada "
        "distribuição uma vez em cada rodízio de lugares. Menos pontos é melhor; ± mostra quanto a sorte "
        "pode mexer na média (intervalo de 95 %).",

    # lesson 10
    "Seat {seat} ({bot})": "Lugar {seat} ({bot})",

    # lesson 11
    "seat {declarer} claims {count}× {rank}; it held {held} card(s) before the play":
        "o Lugar {declarer} declara {count}× {rank}; tinha {held} carta(s) antes da jogada",
    "rank-{rank} cards seat {seat} can place elsewhere: {cards}":
        "cartas {rank} que o Lugar {seat} sabe onde estão: {cards}",
    "none": "nenhuma",
    "cards seat {seat} knows seat {declarer} held: {cards}":
        "cartas que o Lugar {seat} sabe que o Lugar {declarer} tinha: {cards}",
    "cards seat {seat} cannot place: {unplaced}, of rank {rank}: {rank_unplaced}; "
    "seat {declarer}'s other {drawn} card(s) came from these":
        "cartas que o Lugar {seat} não sabe onde estão: {unplaced}, cartas {rank}: {rank_unplaced}; "
        "as outras {drawn} carta(s) do Lugar {declarer} vieram delas",
    "P(claim is true) = {p} ≈ {p:.3f}": "chance de a declaração ser verdade = {p} ≈ {p:.3f}",
    "P(Seat 4 held both unplaced sevens) = {p} ≈ {p:.3f}":
        "chance de o Lugar 4 ter os dois setes que faltam = {p} ≈ {p:.3f}",
    "counting only your own cards: {p} ≈ {p:.3f}": "contando só as suas cartas: {p} ≈ {p:.3f}",
    "counting the 7♥ too:          {p} ≈ {p:.3f}": "contando também o 7♥:        {p} ≈ {p:.3f}",
    "Could Seat 4's claim of two sevens be true?": "A declaração de dois setes do Lugar 4 pode ser verdade?",
    "both sevens in {n} of {total} deals: {share:.3f}; exact 66/703 = {exact:.3f}":
        "os dois setes em {n} de {total} distribuições: {share:.3f}; exato 66/703 = {exact:.3f}",
    "a claim of {n} Ace(s): {p} ≈ {p:.3f}": "uma declaração de {n} ás(es): {p} ≈ {p:.3f}",
    "you hold two sevens, a claim of three: {p}": "você tem dois setes, uma declaração de três: {p}",
    "{n} Ace(s)": "{n} ás(es)",
    "Seat 2 opens: could its claim be true?": "O Lugar 2 abre: a declaração pode ser verdade?",
    "claim": "declaração",
    "pile": "pilha",
    "you take": "você pega",
    "seat {seat} takes": "Lugar {seat} pega",
    "challenge gains": "ganho de duvidar",
    "break-even p": "chance de equilíbrio",
    "break-even, Seat 4's cards counted 1/3: {p}": "chance de equilíbrio, se cada carta do Lugar 4 vale 1/3: {p}",

    # lesson 12
    "your hand: {cards}": "sua mão: {cards}",
    "your hand: the formula agrees with the list": "sua mão: a fórmula concorda com a lista",
    "your hand: the formula does not agree with the list": "sua mão: a fórmula não concorda com a lista",
    "single": "carta única",
    "pair": "par",
    "run": "sequência",
    "run of pairs": "sequência de pares",
    "three of a kind": "trinca",
    "four of a kind": "quadra",
    "all plays": "todas as jogadas",
    "{kind} ({n}):": "{kind} ({n}):",
    "no combination": "nenhuma combinação",
    "pass: yes": "passar: sim",
    "pass: no": "passar: não",
    "random hands: the formula agrees with the list on {n} of {total}":
        "mãos ao acaso: a fórmula concorda com a lista em {n} de {total}",
    "Runs in a random hand of 12, averaged over more and more hands":
        "Sequências numa mão de 12 ao acaso, média de cada vez mais mãos",
    "average runs": "média de sequências",
    "hands": "mãos",
    "average runs {mean:.2f} (exact {exact:.2f}); middle hand {middle}; most {most}":
        "média de sequências {mean:.2f} (exato {exact:.2f}); mão do meio {middle}; máximo {most}",
    "average pairs {mean:.2f} (exact {exact:.2f})": "média de pares {mean:.2f} (exato {exact:.2f})",
    "plan now: {n} plays": "plano agora: {n} jogadas",
    "take the face-up {card}: {n} plays": "pegar a carta virada para cima {card}: {n} jogadas",
    "take the blind card, one of {n} cards:": "pegar a carta às cegas, uma de {n} cartas:",
    "  {n} plays with {count:>2} of them: {cards}": "  {n} jogadas com {count:>2} delas: {cards}",
    "  on average {mean} ≈ {mean:.2f} plays": "  em média {mean} ≈ {mean:.2f} jogadas",
    "the face-up card saves {value} ≈ {value:.2f} plays on average":
        "a carta virada para cima poupa {value} ≈ {value:.2f} jogadas em média",
    "Games the planning robot wins": "Partidas que o robô contador vence",
    "share of games": "fração das partidas",
    "games": "partidas",
    "planning robot against always-blind: {n} of {total} games won, {share:.3f} (95 % interval {low:.3f} to {high:.3f})":
        "robô contador contra sempre-às-cegas: {n} de {total} partidas ganhas, {share:.3f} (intervalo de 95 %: {low:.3f} a {high:.3f})",
    "always face-up against always-blind: {n} of {total} games won, {share:.3f} (95 % interval {low:.3f} to {high:.3f})":
        "sempre-virada contra sempre-às-cegas: {n} de {total} partidas ganhas, {share:.3f} (intervalo de 95 %: {low:.3f} a {high:.3f})",

    # plots
    "Bar chart": "Gráfico de barras",
    "Histogram": "Histograma",
    "Line chart": "Gráfico de linhas",
    "No data to show": "Não há dados para mostrar",
    "No points with x > 0 to show on a log scale": "Não há pontos com x > 0 para mostrar numa escala logarítmica",
    "{kind} with no data. {note}": "{kind} sem dados. {note}",
    "{kind} with 1 bar.": "{kind} com 1 barra.",
    "{kind} with {n} bars.": "{kind} com {n} barras.",
    "{kind} with 1 bar, x from {low} to {high}.": "{kind} com 1 barra, x de {low} a {high}.",
    "{kind} with {n} bars, x from {low} to {high}.": "{kind} com {n} barras, x de {low} a {high}.",
    "Highlighted: {names}.": "Em destaque: {names}.",
    "x axis: {x}; y axis: {y}.": "eixo x: {x}; eixo y: {y}.",
    "categories": "categorias",
    "n/a": "n/d",
    "(unnamed)": "(sem nome)",
    "{label} (log scale)": "{label} (escala logarítmica)",
    "{kind} with {n} series, x from {low} to {high}.": "{kind} com {n} séries, x de {low} a {high}.",
    "{kind} with {n} series, x from {low} to {high} on a log scale.":
        "{kind} com {n} séries, x de {low} a {high} numa escala logarítmica.",
    "{name}: 1 point, y from {low} to {high}, last point ({x}, {y})":
        "{name}: 1 ponto, y de {low} a {high}, último ponto ({x}; {y})",
    "{name}: {n} points, y from {low} to {high}, last point ({x}, {y})":
        "{name}: {n} pontos, y de {low} a {high}, último ponto ({x}; {y})",
    "{name}: no points": "{name}: nenhum ponto",
    "Reference lines: {lines}.": "Linhas de referência: {lines}.",
    "{name} at {value}": "{name} em {value}",
    "1 point with x <= 0 left out of the log scale.": "1 ponto com x <= 0 ficou fora da escala logarítmica.",
    "{n} points with x <= 0 left out of the log scale.": "{n} pontos com x <= 0 ficaram fora da escala logarítmica.",
    "estimate": "estimativa",
    "number of samples": "número de amostras",
    "exact": "exato",

    # crisp_core.crisp.actions (a move in words), the observations of Cheat and Crisps (lessons 11, 12); lessons 03, 05, 06
    "draw from the stock": "comprar do monte",
    "take the top card of the discard": "pegar a carta de cima do descarte",
    "swap the drawn card into the {slot}": "trocar a carta comprada pela {slot}",
    "discard the drawn card": "descartar a carta comprada",
    "use the Jack": "usar o Valete",
    "use the Queen: swap the {slot} with seat {target}'s {other_slot}":
        "usar a Dama: trocar a {slot} pela {other_slot} do Lugar {target}",
    "play the King": "jogar o Rei",
    "call crisp": "chamar crisp",
    "pass": "passar (sem crisp)",
    "run out of time": "deixar o tempo acabar",
    "{seat} draws from the stock": "{seat} compra do monte",
    "{seat} takes the top card of the discard": "{seat} pega a carta de cima do descarte",
    "{seat} swaps the drawn card into their {slot}": "{seat} troca a carta comprada pela sua {slot}",
    "{seat} discards the drawn card": "{seat} descarta a carta comprada",
    "{seat} uses the Jack": "{seat} usa o Valete",
    "{seat} uses the Queen: their {slot} and {target}'s {other_slot} change places":
        "{seat} usa a Dama: a sua {slot} e a {other_slot} do {target} trocam de lugar",
    "{seat} plays the King": "{seat} joga o Rei",
    "{seat} calls crisp": "{seat} chama crisp",
    "{seat} does not call crisp": "{seat} não chama crisp",
    "{seat} runs out of time": "{seat} fica sem tempo",
    "nothing": "nada",
    "seat {seat} may play or call Cheat": "o Lugar {seat} pode jogar ou gritar “Duvido!”",
    "seat {seat} may play": "o Lugar {seat} pode jogar",
    "seat {seat} may call Cheat": "o Lugar {seat} pode gritar “Duvido!”",
    "seat {seat} may call Cheat or accept": "o Lugar {seat} pode gritar “Duvido!” ou aceitar",
    "seat {seat} wins": "o Lugar {seat} vence",
    "seat {seat} plays {cards} (claims {n}× {rank})": "Lugar {seat} joga {cards} (declara {n}× {rank})",
    "seat {seat} calls Cheat: seat {declarer}'s {cards} is true; seat {taker} takes {n} card(s): {taken}":
        "Lugar {seat} grita “Duvido!”: {cards} do Lugar {declarer} é verdade; o Lugar {taker} pega {n} carta(s): {taken}",
    "seat {seat} calls Cheat: seat {declarer}'s {cards} is a bluff; seat {taker} takes {n} card(s): {taken}":
        "Lugar {seat} grita “Duvido!”: {cards} do Lugar {declarer} é blefe; o Lugar {taker} pega {n} carta(s): {taken}",
    "seat {seat} accepts": "Lugar {seat} aceita",
    "seat {seat} has won": "o Lugar {seat} venceu",
    "seat {seat} to play {rank}; {moves}": "o Lugar {seat} deve declarar {rank}; {moves}",
    "seat {seat}'s view of Cheat ({n} seats, dealer: seat {dealer})":
        "o Cheat visto pelo Lugar {seat} ({n} lugares; quem deu as cartas: Lugar {dealer})",
    "seat {seat}: {n} (you)": "Lugar {seat}: {n} (você)",
    "seat {seat}: {n}": "Lugar {seat}: {n}",
    "your hand: empty": "sua mão: vazia",
    "cards in each hand: {sizes}; pile: {n} card(s), yours in it: {cards}":
        "cartas em cada mão: {sizes}; pilha: {n} carta(s), suas nela: {cards}",
    "cards in each hand: {sizes}; pile: {n} card(s)": "cartas em cada mão: {sizes}; pilha: {n} carta(s)",
    "log: nothing yet": "registro: nada ainda",
    "seat {seat}'s view: seat {turn} to play": "o que o Lugar {seat} vê: vez do Lugar {turn} jogar",
    "seat {seat}'s view: seat {turn} chooses a card": "o que o Lugar {seat} vê: o Lugar {turn} escolhe uma carta",
    "seat {seat}'s view: the round is over, seat {winner} won it":
        "o que o Lugar {seat} vê: a rodada acabou, o Lugar {winner} ganhou",
    "cards dealt to you: {cards} (seat {seat} starts)": "suas cartas: {cards} (o Lugar {seat} começa)",
    "the table turns up {cards}": "a mesa vira {cards}",
    "seat {seat} plays {cards}": "Lugar {seat} joga {cards}",
    "seat {seat} passes": "Lugar {seat} passa",
    "seat {seat} chooses the face-up card": "Lugar {seat} escolhe a carta virada",
    "seat {seat} chooses the blind card": "Lugar {seat} escolhe às cegas",
    "seat {seat} takes the face-up {cards}": "Lugar {seat} pega a carta virada {cards}",
    "seat {seat} takes the blind card {cards}": "Lugar {seat} pega do monte {cards}",
    "hand: {cards}": "mão: {cards}",
    "other hand: {n} cards, of which face-up takes: {cards}":
        "outra mão: {n} cartas; cartas viradas que pegou: {cards}",
    "face-up: {card}; blind deck: {n} cards; tricks: {tricks}":
        "carta virada: {card}; monte: {n} cartas; vazas: {tricks}",
    "scores: {a}-{b}": "placar: {a}-{b}",
    "log:": "registro:",
    "to follow: {cards} by seat {seat}": "a bater: {cards}, do Lugar {seat}",
    "to follow: nothing (a lead)": "a bater: nada (início da vaza)",
    "may Seat 2 discard the King? {answer}": "o Lugar 2 pode descartar o Rei? {answer}",
    "may Seat 2 swap it into its L? {answer}": "o Lugar 2 pode trocá-lo pela carta da esquerda? {answer}",
    "may Seat 2 play it? {answer}": "o Lugar 2 pode jogá-lo? {answer}",
    "yes": "sim",
    "no": "não",
    "{players} players: {cards} cards outside the hands": "{players} jogadores: {cards} cartas fora das mãos",
    "seat {seat} may: {moves}": "o Lugar {seat} pode: {moves}",
    "Seat 3 may start in {s} s": "o Lugar 3 pode começar daqui a {s} s",
    "Seat 2 may still call crisp for {s} s": "o Lugar 2 ainda pode chamar crisp por {s} s",
    "time left for the draw: {s} s": "tempo restante para a compra: {s} s",
    "no draw timer at this table": "nesta mesa não há tempo para comprar",
    "the caller: seat {seat}; now: {phase}": "quem chamou: Lugar {seat}; agora: {phase}",
}
