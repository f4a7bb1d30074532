"""Lesson 01's questions and scenes in Portuguese (Brazil)."""

QUESTIONS = {
    "01.hand-total": {
        "en": "81cbba0f8d",
        "prompt": "Suas três cartas são K♥, 3♦ e A♠. Quanto vale sua mão?",
        "explanation": "O Rei conta 10, o 3 conta 3 e o Ás conta 1: 10 + 3 + 1 = 14 (R1.3). "
                       "O Ás é a melhor carta que você pode ter; um Rei não é pior que um 10, nem melhor.",
    },
    "01.suit": {
        "en": "2fd1770296",
        "prompt": "Duas mãos: K♠ 2♥ A♣ e 10♦ 2♠ A♥. Qual delas vale menos?",
        "choices": ("A primeira", "A segunda", "Nenhuma: as duas valem o mesmo"),
        "why_not": {0: "Aqui um Rei não vale nem mais nem menos que um 10: o 10 e todo Valete, Dama ou Rei "
                       "contam 10, e os naipes não mudam nada.",
                    1: "Um Rei não vale 13: o 10 e todo Valete, Dama ou Rei contam 10, e os naipes não mudam "
                       "nada."},
        "explanation": "As duas valem 10 + 2 + 1 = 13. O 10, o Valete, a Dama e o Rei contam 10 (R1.3), e o "
                       "naipe diz qual carta é qual (o baralho tem 52 cartas diferentes, R1.2), mas nunca muda "
                       "a pontuação dela.",
    },
    "01.face-in-hand": {
        "en": "b4e6b2c830",
        "prompt": "Na distribuição, uma das suas três cartas é uma Dama. O que ela faz por você?",
        "choices": ("Nada: na sua mão, ela é só uma carta que vale 10",
                    "Você pode usar o poder especial dela na sua primeira vez",
                    "Ela conta 12, porque é uma Dama",
                    "Ela conta 0 até você usá-la"),
        "why_not": {1: "Valetes, Damas e Reis só fazem alguma coisa quando você os compra do monte durante uma "
                       "vez (as próximas lições mostram isso). Um Valete, uma Dama ou um Rei que já está numa "
                       "mão não tem poder.",
                    2: "Nenhuma carta conta mais que 10: o 10, o Valete, a Dama e o Rei contam 10.",
                    3: "Uma carta na sua mão sempre conta; um Valete, uma Dama ou um Rei numa mão conta 10 "
                       "desde o momento em que está ali."},
        "explanation": "Um Valete, uma Dama ou um Rei que está numa das suas três posições é um 10 comum, sem "
                       "efeito (R1.4). Essas cartas só agem quando são compradas do monte, e uma carta assim "
                       "nunca entra numa mão.",
    },
    "01.fifth-card": {
        "en": "3ff79909cb",
        "prompt": "Quatro jogadores, o Lugar 1 dá as cartas. Elas saem viradas para baixo, uma de cada vez. "
                  "Para onde vai a 5ª carta do baralho?",
        "choices": ("Lugar 2, carta do meio", "Lugar 3, carta do meio", "Lugar 1, carta do meio",
                    "Lugar 2, carta da esquerda"),
        "why_not": {1: "Isso estaria certo se cada jogador recebesse as três cartas de uma vez. A distribuição "
                       "dá uma carta de cada vez e dá a volta na mesa três vezes.",
                    2: "O carteador é servido por último em cada volta, não primeiro: a distribuição começa "
                       "pelo lugar à esquerda do carteador.",
                    3: "O Lugar 2 já recebeu a 1ª carta: é a sua carta da esquerda. Uma carta por jogador em "
                       "cada volta: a 5ª carta começa a segunda volta."},
        "explanation": "A distribuição começa à esquerda do carteador e dá uma carta por lugar em cada volta "
                       "(R2.2). As cartas 1-4 são as cartas da esquerda dos Lugares 2, 3, 4, 1. Então a carta 5 "
                       "começa a segunda volta: é a carta do meio do Lugar 2.",
    },
    "01.dealer-next": {
        "en": "f329360b0f",
        "prompt": "Quatro jogadores (Lugares 1-4). O Lugar 4 dá as cartas na primeira rodada. Quem dá as "
                  "cartas na terceira rodada?",
        "choices": ("Lugar 1", "Lugar 2", "Lugar 3", "Lugar 4"),
        "why_not": {0: "O Lugar 1 dá as cartas na segunda rodada: o papel de carteador passa um lugar para a "
                       "esquerda a cada rodada, e passa duas vezes antes da terceira rodada.",
                    2: "O papel de carteador vai para a esquerda, para o número de lugar seguinte, e não volta "
                       "para trás: do Lugar 4 ele vai para o Lugar 1, depois para o Lugar 2.",
                    3: "O carteador muda a cada rodada; ninguém fica com esse papel."},
        "explanation": "O papel de carteador passa um lugar para a esquerda (sentido horário) a cada rodada "
                       "(R2.1), e \"à esquerda\" do último lugar está de novo o Lugar 1 (R1.1): Lugar 4, "
                       "depois Lugar 1, depois Lugar 2.",
    },
    "01.peek": {
        "en": "ed021351a3",
        "prompt": "As cartas foram distribuídas. Quais das suas três cartas você pode olhar?",
        "choices": ("A da esquerda e a da direita, uma vez", "As três, uma vez", "Só a do meio",
                    "As três, quando quiser", "Nenhuma"),
        "why_not": {1: "Sua carta do meio continua escondida, até de você. Mais adiante você vai aprender jeitos "
                       "de descobri-la.",
                    2: "É o contrário: você vê as duas cartas das pontas e nunca a do meio.",
                    3: "Você olha uma vez, logo depois da distribuição, e depois suas cartas ficam viradas para "
                       "baixo: você tem de lembrar delas. Crisp é um jogo de memória.",
                    4: "Você pode sim olhar duas delas, uma vez."},
        "explanation": "Logo depois da distribuição, cada jogador olha uma vez suas cartas da esquerda e da "
                       "direita; ninguém vê a própria carta do meio (R2.4). Daí em diante as cartas ficam "
                       "viradas para baixo e você joga de memória.",
    },
    "01.first-turn": {
        "en": "69b8747fbd",
        "prompt": "Cinco jogadores (Lugares 1-5). O Lugar 5 dá as cartas. Quem joga a primeira vez?",
        "choices": ("Lugar 5", "Lugar 1", "Lugar 4", "Lugar 2"),
        "why_not": {0: "O carteador é o último da mesa a jogar, não o primeiro.",
                    2: "O Lugar 4 está à direita do carteador. O jogo vai para a esquerda, para o número de "
                       "lugar seguinte, então o Lugar 4 joga logo antes do carteador, no fim da primeira volta "
                       "na mesa.",
                    3: "À esquerda do último lugar, o Lugar 5, está o Lugar 1: os números dão a volta na mesa."},
        "explanation": "O lugar à esquerda do carteador joga primeiro (R2.5); numa mesa de cinco, à esquerda do "
                       "Lugar 5, o último lugar, está de novo o Lugar 1 (R1.1). É também o lugar que recebeu a "
                       "primeira carta da distribuição.",
    },
}

SCENES = {
    "deal_by_number": {
        "en": "3318e6e1c8",
        "title": "A distribuição, carta por carta",
        "captions": {0: "O Lugar 1 deu as cartas. As doze cartas de cima eram as de paus, do Ás à Dama, nessa "
                        "ordem, então o valor de uma carta diz quando ela foi distribuída: o Lugar 2 recebeu a "
                        "1ª, a 5ª e a 9ª cartas (R2.2). Cada lugar olhou suas cartas da esquerda e da direita; "
                        "ninguém olhou uma carta do meio (R2.4)."},
    },
}
