"""Lesson 01's questions and scenes in Portuguese (Portugal)."""

QUESTIONS = {
    "01.hand-total": {
        "en": "81cbba0f8d",
        "prompt": "As tuas três cartas são K♥, 3♦ e A♠. Quanto vale a tua mão?",
        "explanation": "O Rei conta 10, o 3 conta 3 e o Ás conta 1: 10 + 3 + 1 = 14 (R1.3). "
                       "O Ás é a melhor carta que podes ter. Um Rei não é pior do que um 10, nem melhor.",
    },
    "01.suit": {
        "en": "2fd1770296",
        "prompt": "Duas mãos: K♠ 2♥ A♣ e 10♦ 2♠ A♥. Qual delas vale menos?",
        "choices": ("A primeira", "A segunda", "Nenhuma: as duas valem o mesmo"),
        "why_not": {0: "Aqui um Rei não vale mais nem menos do que um 10: o 10 e qualquer Valete, Dama ou Rei "
                       "contam 10, e os naipes não mudam nada.",
                    1: "Um Rei não vale 13: o 10 e qualquer Valete, Dama ou Rei contam 10, e os naipes não "
                       "mudam nada."},
        "explanation": "As duas valem 10 + 2 + 1 = 13. O 10, o Valete, a Dama e o Rei contam 10 (R1.3). O naipe "
                       "diz qual carta é qual (o baralho tem 52 cartas diferentes, R1.2), mas nunca muda os "
                       "pontos da carta.",
    },
    "01.face-in-hand": {
        "en": "b4e6b2c830",
        "prompt": "Na distribuição, uma das tuas três cartas é uma Dama. O que faz ela por ti?",
        "choices": ("Nada: na tua mão, é só uma carta que vale 10",
                    "Podes usar o poder especial dela na tua primeira vez",
                    "Conta 12, porque é uma Dama",
                    "Conta 0 até a usares"),
        "why_not": {1: "Os Valetes, as Damas e os Reis só fazem alguma coisa quando os compras do monte, na tua "
                       "vez (as próximas lições mostram isso). Um Valete, uma Dama ou um Rei que já está numa "
                       "mão não tem poder.",
                    2: "Nenhuma carta conta mais do que 10: o 10, o Valete, a Dama e o Rei contam 10.",
                    3: "Uma carta na tua mão conta sempre. Um Valete, uma Dama ou um Rei numa mão conta 10 "
                       "desde o momento em que lá está."},
        "explanation": "Um Valete, uma Dama ou um Rei numa das tuas três posições é um 10 normal, sem efeito "
                       "(R1.4). Estas cartas só fazem alguma coisa quando são compradas do monte, e uma carta "
                       "assim nunca entra numa mão.",
    },
    "01.fifth-card": {
        "en": "3ff79909cb",
        "prompt": "Quatro jogadores, e o Lugar 1 dá as cartas. As cartas saem voltadas para baixo, uma de cada "
                  "vez. Para onde vai a 5.ª carta do baralho?",
        "choices": ("Lugar 2, carta do meio", "Lugar 3, carta do meio", "Lugar 1, carta do meio",
                    "Lugar 2, carta da esquerda"),
        "why_not": {1: "Estaria certo se cada jogador recebesse as três cartas de uma vez. Mas a distribuição dá "
                       "uma carta de cada vez e dá três voltas à mesa.",
                    2: "O dador é servido em último lugar em cada volta, não em primeiro: a distribuição começa "
                       "pelo lugar à esquerda do dador.",
                    3: "O Lugar 2 já recebeu a 1.ª carta: é a carta da esquerda dele. Cada volta dá uma carta "
                       "a cada jogador, por isso a 5.ª carta começa a segunda volta."},
        "explanation": "A distribuição começa à esquerda do dador e dá uma carta a cada lugar em cada volta "
                       "(R2.2). As cartas 1-4 são as cartas da esquerda dos Lugares 2, 3, 4, 1. Por isso, a carta "
                       "5 começa a segunda volta: é a carta do meio do Lugar 2.",
    },
    "01.dealer-next": {
        "en": "f329360b0f",
        "prompt": "Quatro jogadores (Lugares 1-4). O Lugar 4 dá as cartas na primeira ronda. Quem dá as "
                  "cartas na terceira ronda?",
        "choices": ("Lugar 1", "Lugar 2", "Lugar 3", "Lugar 4"),
        "why_not": {0: "O Lugar 1 dá as cartas na segunda ronda. O papel de dador passa um lugar para a "
                       "esquerda em cada ronda, e passa duas vezes antes da terceira ronda.",
                    2: "O papel de dador vai para a esquerda, para o número de lugar seguinte, e nunca volta "
                       "para trás. Do Lugar 4 passa para o Lugar 1, e depois para o Lugar 2.",
                    3: "O dador muda em cada ronda. Ninguém fica sempre com esse papel."},
        "explanation": "O papel de dador passa um lugar para a esquerda (no sentido dos ponteiros do relógio) em "
                       "cada ronda (R2.1). E \"à esquerda\" do último lugar está outra vez o Lugar 1 (R1.1): "
                       "Lugar 4, depois Lugar 1, depois Lugar 2.",
    },
    "01.peek": {
        "en": "ed021351a3",
        "prompt": "As cartas já foram distribuídas. Quais das tuas três cartas podes espreitar?",
        "choices": ("A da esquerda e a da direita, uma vez", "As três, uma vez", "Só a do meio",
                    "As três, sempre que quiseres", "Nenhuma"),
        "why_not": {1: "A tua carta do meio continua escondida, até para ti. Mais à frente vais aprender "
                       "maneiras de a descobrir.",
                    2: "É ao contrário: vês as duas cartas das pontas e nunca a do meio.",
                    3: "Espreitas uma vez, logo a seguir à distribuição, e depois as tuas cartas ficam "
                       "voltadas para baixo: tens de te lembrar delas. O Crisp é um jogo de memória.",
                    4: "Podes, sim, espreitar duas delas, uma vez."},
        "explanation": "Logo a seguir à distribuição, cada jogador espreita uma vez as suas cartas da esquerda e "
                       "da direita. Ninguém vê a sua própria carta do meio (R2.4). A partir daí, as cartas ficam "
                       "voltadas para baixo e jogas de memória.",
    },
    "01.first-turn": {
        "en": "69b8747fbd",
        "prompt": "Cinco jogadores (Lugares 1-5). O Lugar 5 dá as cartas. Quem joga a primeira vez?",
        "choices": ("Lugar 5", "Lugar 1", "Lugar 4", "Lugar 2"),
        "why_not": {0: "O dador é o último da mesa a jogar, não o primeiro.",
                    2: "O Lugar 4 está à direita do dador. O jogo vai para a esquerda, para o número de lugar "
                       "seguinte. Por isso, o Lugar 4 joga mesmo antes do dador, no fim da primeira volta à "
                       "mesa.",
                    3: "À esquerda do último lugar, o Lugar 5, está o Lugar 1: os números dão a volta à mesa."},
        "explanation": "Joga primeiro o lugar à esquerda do dador (R2.5). Numa mesa de cinco, à esquerda do "
                       "Lugar 5, o último lugar, está outra vez o Lugar 1 (R1.1). É também o lugar que recebeu a "
                       "primeira carta da distribuição.",
    },
}

SCENES = {
    "deal_by_number": {
        "en": "3318e6e1c8",
        "title": "A distribuição, carta a carta",
        "captions": {0: "O Lugar 1 deu as cartas. As doze cartas de cima eram as de paus, do Ás à Dama, por esta "
                        "ordem. Assim, o valor de uma carta diz quando foi distribuída: o Lugar 2 recebeu a 1.ª, "
                        "a 5.ª e a 9.ª cartas (R2.2). Cada lugar espreitou as suas cartas da esquerda e da "
                        "direita. Ninguém espreitou uma carta do meio (R2.4)."},
    },
}
