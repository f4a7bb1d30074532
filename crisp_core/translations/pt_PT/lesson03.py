"""Lesson 03's questions and scenes in Portuguese (Portugal)."""

QUESTIONS = {
    "03.king-optional": {
        "en": "c9321f84a3",
        "prompt": "Compras um Rei do monte. Preferias não voltar a comprar nesta vez. O que podes fazer com ele?",
        "choices": (
            "Descartá-lo sem o usar, como podes fazer com um Valete ou uma Dama.",
            "Trocá-lo por uma carta da tua mão, onde conta 10.",
            "Só uma coisa: tens de o jogar, e isso dá-te mais duas compras a fazer.",
            "Guardá-lo e jogá-lo numa das tuas próximas vezes.",
        ),
        "why_not": {
            0: "Só um Valete ou uma Dama pode ser descartado sem ser usado (R5.1). O Rei é diferente: tem de ser "
               "usado (R5.2).",
            1: "Um Valete, uma Dama ou um Rei comprado do monte nunca pode entrar na tua mão com uma troca "
               "(R4.3).",
            3: "Cada carta que compras é resolvida logo: trocada, descartada ou usada (R3.2). Nada fica "
               "guardado.",
        },
        "explanation": "Um Rei comprado tem de ser usado (R5.2): vai logo para o descarte, e a tua vez ganha "
                       "mais duas compras a fazer (R5.5).",
    },
    "03.jack-choices": {
        "en": "e40dc2931d",
        "prompt": "Compras um Valete do monte, mas já conheces a tua carta do meio. O que podes fazer com o "
                  "Valete?",
        "choices": (
            "Trocá-lo por uma carta da minha mão: um Valete conta 10, como um 10.",
            "Usá-lo (espreitar outra vez a minha carta do meio) ou descartá-lo sem o usar.",
            "Tenho de o usar: as cartas especiais têm de ser jogadas.",
            "Guardá-lo para uma das minhas próximas vezes, para quando me tiver esquecido da minha carta do meio.",
        ),
        "why_not": {
            0: "Um Valete, uma Dama ou um Rei comprado do monte nunca entra numa mão (R4.3). Só os que recebeste "
               "na distribuição, ou que uma troca com a Dama te trouxe, ficam numa mão como um 10 normal.",
            2: "Só o Rei tem de ser jogado (R5.2). Um Valete ou uma Dama pode ser descartado sem ser usado (R5.1).",
            3: "Uma carta comprada é resolvida logo (R3.2). Não a podes guardar para depois.",
        },
        "explanation": "Um Valete ou uma Dama comprados podem ser usados e depois descartados, ou descartados sem "
                       "serem usados (R5.1). Nunca podem entrar na mão com uma troca (R4.3).",
    },
    "03.queen-who-looks": {
        "en": "f01b8dedbf",
        "prompt": "O Lugar 3 joga uma Dama: troca a sua carta do meio, que nunca ninguém viu, pela carta da "
                  "esquerda do Lugar 1. Quem espreita uma carta por causa desta troca?",
        "choices": (
            "Ninguém: a troca com a Dama é às cegas para todos.",
            "Só o Lugar 3, porque jogou a Dama.",
            "Só o Lugar 1: espreita a sua nova carta da esquerda, mesmo que ninguém a tenha visto antes.",
            "Os dois lugares espreitam a carta que recebem.",
        ),
        "why_not": {
            0: "A troca é feita às cegas, mas depois cada jogador espreita a carta que recebe, se ela ficar à "
               "esquerda ou à direita (R5.4.1, R5.4.2).",
            1: "O Lugar 3 recebe no meio a antiga carta da esquerda do Lugar 1, e ninguém espreita uma carta que "
               "fica no meio (R5.4.1).",
            3: "A carta nova do Lugar 3 fica no meio, por isso ele não a espreita (R5.4.1). Só a carta nova do "
               "Lugar 1 fica à esquerda ou à direita.",
        },
        "explanation": "Um jogador espreita a carta que recebe à esquerda ou à direita, mas não no meio (R5.4.1). "
                       "O mesmo vale para o outro jogador, mesmo que o antigo dono da carta nunca a tenha visto "
                       "(R5.4.2). Aqui, o Lugar 1 conhece uma carta que o Lugar 3 teve sem nunca a ver.",
    },
    "03.queen-knowledge": {
        "en": "bf82ea47ca",
        "prompt": "Depois dessa troca, a carta do meio do Lugar 3 é o A♦, que era a carta da esquerda do Lugar 1. "
                  "O Lugar 1 tinha-o espreitado na distribuição. Quem conhece agora a carta do meio do Lugar 3?",
        "choices": (
            "Ninguém: ficou no meio, e ninguém espreita uma carta que fica no meio.",
            "O Lugar 3, o seu novo dono.",
            "O Lugar 1: viu o A♦ quando era a sua carta da esquerda e viu que duas posições foram trocadas.",
            "Todos: a troca com a Dama é feita com as cartas voltadas para cima.",
        ),
        "why_not": {
            0: "O Lugar 3 não a espreita (R5.4.1), mas o Lugar 1 já conhecia a carta, e esse conhecimento vai "
               "com ela (R5.4.3).",
            1: "Uma carta que fica no meio não é espreitada (R5.4.1): o Lugar 3 não conhece a sua nova carta do "
               "meio.",
            3: "As cartas ficam voltadas para baixo. A mesa só vê que duas posições foram trocadas (R5.4.3).",
        },
        "explanation": "Todos veem que duas posições foram trocadas, por isso o que cada um sabia sobre essas duas "
                       "cartas vai com elas (R5.4.3). O Lugar 1 sabe que o A♦ é agora a carta do meio do "
                       "Lugar 3, mas o próprio Lugar 3 não sabe.",
    },
    "03.king-chain": {
        "en": "d52340a4c9",
        "prompt": "O Lugar 2 compra um Rei e joga-o: mais duas compras a fazer. Na primeira dessas compras, "
                  "compra outro Rei e joga-o. Quantas compras tem ainda o Lugar 2 a fazer, logo depois de jogar o "
                  "segundo Rei?",
        "choices": ("1", "2", "3", "4"),
        "why_not": {
            0: "O segundo Rei não cancela nada: soma mais duas compras (R5.5).",
            1: "Este é o erro clássico. O segundo Rei não substitui a compra que ainda faltava: soma-lhe mais "
               "duas (R5.5).",
            3: "Uma das duas compras do primeiro Rei já foi usada (foi ela que trouxe o segundo Rei): falta 1, "
               "mais 2.",
        },
        "explanation": "Ainda faltava uma compra do primeiro Rei, e um Rei comprado numa compra extra soma mais "
                       "duas (R5.5): 1 + 2 = 3.",
    },
    "03.flip-next": {
        "en": "7ed537a770",
        "prompt": "O monte está vazio. O descarte tem, pela ordem em que foram descartadas: 7♣ primeiro, depois "
                  "2♦, J♥ e 9♠ por último (o 9♠ está voltado para cima, no topo do descarte). O próximo jogador "
                  "tem de comprar. Que carta vai ele comprar?",
        "choices": (
            "O 9♠, a carta de cima do descarte.",
            "O 7♣, a primeira carta descartada.",
            "Ninguém pode saber: as cartas são baralhadas para formar um novo monte.",
            "O J♥: o Valete, a Dama e o Rei passam para cima.",
        ),
        "why_not": {
            0: "O descarte é virado ao contrário: a carta de cima vai para o fundo do novo monte, e a carta de "
               "baixo passa para cima (R6.2).",
            2: "Não se baralha nada: o descarte é virado tal como está (R6.1), por isso a ordem é conhecida.",
            3: "Não se separa nada: a ordem do novo monte é a ordem dos descartes (R6.2).",
        },
        "explanation": "O descarte inteiro é virado ao contrário, sem baralhar (R6.1). A carta de baixo, o "
                       "descarte mais antigo, passa a ser a de cima do novo monte (R6.2): o 7♣, depois o 2♦, o J♥ "
                       "e o 9♠.",
    },
    "03.flip-public": {
        "en": "cb0c4b701a",
        "prompt": "Depois de o descarte ser virado para formar um novo monte, quem pode saber a ordem do novo "
                  "monte?",
        "choices": (
            "Ninguém: o monte está voltado para baixo.",
            "Só o jogador cuja compra fez virar o descarte.",
            "Qualquer jogador que se tenha lembrado dos descartes, já que todos viram cada descarte.",
        ),
        "why_not": {
            0: "Voltado para baixo não quer dizer desconhecido: as cartas estão pela ordem em que todos as viram "
               "ser descartadas (R6.2).",
            1: "Cada descarte ficou voltado para cima, à vista da mesa toda (R4.1, R4.2), por isso qualquer "
               "jogador pode saber a ordem (R6.2).",
        },
        "explanation": "O novo monte é o descarte pela ordem em que as cartas foram descartadas, da mais antiga "
                       "para a mais recente. Todos viram cada descarte, por isso qualquer jogador pode saber a "
                       "ordem do novo monte (R6.2). Uma carta comprada dele não é segredo.",
    },
}

SCENES = {
    "drawn_face_cards": {
        "en": "f9b4e784d0",
        "title": "Valetes, Damas e Reis comprados",
        "captions": {
            0: "Três jogadores vão comprar um Valete, uma Dama e um Rei. Um Valete, uma Dama ou um Rei comprado "
               "do monte nunca pode entrar na mão com uma troca (R4.3). Que mais pode cada um fazer com ele?",
            1: "O Lugar 2 compra o J♠. Esta carta não pode entrar na mão do Lugar 2 (R4.3).",
            2: "O Lugar 2 descarta o Valete sem o usar: com um Valete, isso é permitido (R5.1).",
            3: "O Lugar 3 compra o Q♣. Usar ou não? As duas coisas são permitidas (R5.1).",
            4: "O Lugar 3 descarta a Dama sem a usar.",
            5: "O Lugar 1 compra o K♦. O Lugar 1 pode simplesmente descartá-lo?",
            6: "Não: um Rei comprado tem de ser usado (R5.2). Vai para o descarte, e o Lugar 1 ganha mais duas "
               "compras a fazer (R5.5).",
            7: "Primeira compra extra: o 4♥, uma carta normal.",
            8: "O Lugar 1 troca-o pela sua carta do meio; o 8♣ vai para o descarte.",
            9: "Segunda compra extra: o 9♦.",
            10: "O Lugar 1 descarta-o, e a vez acabou (R3.3).",
        },
    },
    "jack_peek": {
        "en": "20331245f5",
        "title": "Um Valete: espreita a tua carta do meio",
        "captions": {
            0: "O Lugar 2 conhece as suas cartas da esquerda (3♥) e da direita (5♠), mas nunca viu a do meio.",
            1: "O Lugar 2 compra o J♣. Um Valete comprado do monte pode ser usado, ou descartado sem ser usado "
               "(R5.1). Se o Lugar 2 o usasse, o que é que ficava a ver?",
            2: "O Lugar 2 usa o Valete: espreita uma vez a sua carta do meio, o 2♦, e o Valete vai para o "
               "descarte (R5.3). Os outros veem o Valete passar, mas não a carta do meio. Agora o Lugar 2 "
               "conhece as três cartas: 3♥ 2♦ 5♠ = 10.",
        },
    },
    "queen_swap": {
        "en": "277e5f5f96",
        "title": "Uma Dama: trocas às cegas, e um conhecimento que muda de sítio",
        "captions": {
            0: "Olha para a grelha de conhecimento. Cada um viu as suas cartas da esquerda e da direita. O "
               "Lugar 2 viu o 9♠ e o 3♥; o Lugar 3, o 6♣ e o 2♣; o Lugar 1, o A♦ e o 4♠. Ninguém viu uma carta "
               "do meio.",
            1: "O Lugar 2 compra o Q♥. Uma Dama troca uma carta tua por uma carta de outro jogador, às cegas e "
               "de vez (R5.4). Qual das suas cartas gostaria o Lugar 2 de dar?",
            2: "O Lugar 2 troca a sua carta da esquerda, o 9♠, pela carta da direita do Lugar 3. Nenhuma das "
               "duas fica no meio, por isso cada um espreita a carta que recebe (R5.4.1, R5.4.2). Agora o Lugar "
               "2 vê o 2♣, e o Lugar 3 vê o 9♠. O Lugar 3 continua a saber onde está o 2♣: o que cada um sabia "
               "vai com a carta (R5.4.3). O que sabe o Lugar 1 sobre estas duas cartas?",
            3: "O Lugar 3 compra o Q♦, uma segunda Dama. Desta vez, repara nas cartas do meio.",
            4: "O Lugar 3 troca a sua carta do meio, que ninguém viu, pela carta da esquerda do Lugar 1. O "
               "Lugar 1 espreita a sua nova carta da esquerda, o 8♦, embora o Lugar 3 nunca a tenha visto "
               "(R5.4.2). O A♦ vai para o meio do Lugar 3. O Lugar 3 não o espreita (R5.4.1), mas o Lugar 1 "
               "sabe que ele está lá (R5.4.3). Quem conhece agora a carta do meio do Lugar 3?",
        },
    },
    "king_chain": {
        "en": "14c63c616e",
        "title": "Um Rei: mais duas compras",
        "captions": {
            0: "O Lugar 2 conhece as suas cartas da esquerda (5♥) e da direita (6♦), mas não a do meio.",
            1: "O Lugar 2 compra o K♠. Um Rei comprado tem de ser usado (R5.2).",
            2: "O Rei vai logo para o descarte, e o Lugar 2 ganha mais duas compras a fazer (R5.5). Quantas "
               "cartas vai o Lugar 2 comprar nesta vez, ao todo?",
            3: "Primeira compra extra: o 3♣. Resolve-se como qualquer compra: trocar, descartar ou carta "
               "especial (R5.5).",
            4: "O Lugar 2 troca-o pela sua carta do meio; o 10♣ que lá estava vai para o descarte. Ainda falta "
               "uma compra.",
            5: "Segunda compra extra: o 8♠.",
            6: "O Lugar 2 descarta-o. Não falta nenhuma compra e não há carta na mão: a vez acabou (R3.3), "
               "depois de três compras.",
        },
    },
    "king_on_king_draw": {
        "en": "9539d07892",
        "title": "Um Rei comprado numa compra extra de Rei",
        "captions": {
            0: "O Lugar 2 vai comprar o primeiro de dois Reis.",
            1: "O Lugar 2 compra o K♠.",
            2: "O Lugar 2 joga-o: mais duas compras a fazer (R5.5).",
            3: "Primeira compra extra: outro Rei, o K♥! Ainda falta uma compra. Quantas vão faltar depois de o "
               "Lugar 2 jogar este Rei: 2 ou 3?",
            4: "Três: um Rei comprado numa compra extra soma mais duas compras à que ainda faltava (R5.5). Não a "
               "substitui.",
            5: "O 2♦: faltam duas compras depois desta.",
            6: "O Lugar 2 troca-o pela sua carta do meio (o 9♥ vai para o descarte).",
            7: "O 8♣: falta uma compra depois desta.",
            9: "O 7♠: a última compra que faltava.",
            10: "Cinco compras numa só vez. Agora a vez acabou (R3.3).",
        },
    },
    "empty_stock_flip": {
        "en": "123c805b2e",
        "title": "Monte vazio: o descarte é virado, sem baralhar",
        "captions": {
            0: "Dois jogadores e 46 cartas no monte (os quatro Reis estão nas mãos). Os dois jogadores só compram "
               "e descartam até o monte acabar: repara na ordem do descarte.",
            2: "O 7♦ é a primeira carta do descarte. Guarda-a na memória.",
            4: "O 3♣ é a segunda. Os dois jogadores viram cada carta descartada.",
            92: "O monte está vazio e o descarte tem 46 cartas. O Lugar 2 tem agora de comprar (R6.1). Que carta "
                "vai ser? Todos podem saber (R6.2).",
            93: "O descarte é virado ao contrário, sem baralhar, e forma o novo monte (R6.1). Por isso, o "
                "descarte mais antigo fica em cima (R6.2): o Lugar 2 compra o 7♦, a primeira carta descartada. "
                "Numa compra, o monte e o descarte nunca estão os dois vazios (R6.3).",
            94: "O Lugar 2 descarta o 7♦, que começa o novo descarte. Que carta está agora em cima do monte?",
            95: "O 3♣, a segunda carta descartada na ronda: os dois jogadores sabiam que ela vinha aí.",
            96: "O Lugar 1 troca-o pela sua carta da esquerda. O Lugar 2 sabe exatamente onde está o 3♣.",
        },
    },
}
