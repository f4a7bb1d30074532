"""Lesson 03's questions and scenes in Portuguese (Brazil)."""

QUESTIONS = {
    "03.king-optional": {
        "en": "c9321f84a3",
        "prompt": "Você compra um Rei do monte. Você preferiria não comprar de novo nesta vez. O que você pode "
                  "fazer com ele?",
        "choices": (
            "Descartá-lo sem usar, como pode fazer com um Valete ou uma Dama.",
            "Trocá-lo por uma carta da sua mão, onde ele conta 10.",
            "Nada além disso: você tem de jogá-lo, e isso lhe dá mais duas compras a fazer.",
            "Guardá-lo e jogá-lo numa das suas próximas vezes.",
        ),
        "why_not": {
            0: "Só um Valete ou uma Dama pode ser descartado sem usar (R5.1). O Rei é diferente: ele tem de ser "
               "usado (R5.2).",
            1: "Um Valete, uma Dama ou um Rei comprado do monte nunca pode entrar na sua mão por troca (R4.3).",
            3: "Toda carta que você compra é resolvida na hora: trocada, descartada ou usada (R3.2). Nada fica "
               "guardado.",
        },
        "explanation": "Um Rei comprado tem de ser usado (R5.2): ele vai para o descarte na hora, e sua vez ganha "
                       "mais duas compras a fazer (R5.5).",
    },
    "03.jack-choices": {
        "en": "e40dc2931d",
        "prompt": "Você compra um Valete do monte, mas já conhece sua carta do meio. O que você pode fazer com o "
                  "Valete?",
        "choices": (
            "Trocá-lo por uma carta da minha mão: um Valete conta 10, como um 10.",
            "Usá-lo (olhar de novo minha carta do meio) ou descartá-lo sem usar.",
            "Tenho de usá-lo: cartas especiais têm de ser jogadas.",
            "Guardá-lo para uma das minhas próximas vezes, quando eu tiver esquecido minha carta do meio.",
        ),
        "why_not": {
            0: "Um Valete, uma Dama ou um Rei comprado do monte nunca entra numa mão (R4.3). Só os que você "
               "recebeu na distribuição, ou que uma troca com a Dama lhe trouxe, ficam numa mão como 10 comuns.",
            2: "Só o Rei tem de ser jogado (R5.2). Um Valete ou uma Dama pode ser descartado sem usar (R5.1).",
            3: "Uma carta comprada é resolvida na hora (R3.2); não dá para guardá-la para depois.",
        },
        "explanation": "Um Valete ou uma Dama comprados podem ser usados e depois descartados, ou descartados sem "
                       "usar (R5.1); nunca podem entrar na mão por troca (R4.3).",
    },
    "03.queen-who-looks": {
        "en": "f01b8dedbf",
        "prompt": "O Lugar 3 joga uma Dama: troca sua carta do meio, que ninguém nunca viu, pela carta da "
                  "esquerda do Lugar 1. Quem olha uma carta por causa dessa troca?",
        "choices": (
            "Ninguém: a troca com a Dama é às cegas para todo mundo.",
            "Só o Lugar 3, porque ele jogou a Dama.",
            "Só o Lugar 1: ele olha sua nova carta da esquerda, mesmo que ninguém a tenha visto antes.",
            "Os dois lugares olham a carta que recebem.",
        ),
        "why_not": {
            0: "A troca é feita às cegas, mas depois cada jogador olha a carta que recebe se ela ficar na "
               "esquerda ou na direita (R5.4.1, R5.4.2).",
            1: "O Lugar 3 recebe a antiga carta da esquerda do Lugar 1 no meio, e ninguém olha uma carta que fica "
               "no meio (R5.4.1).",
            3: "A carta nova do Lugar 3 fica no meio: nada de olhar (R5.4.1). Só a carta nova do Lugar 1 fica na "
               "esquerda ou na direita.",
        },
        "explanation": "Um jogador olha a carta que recebe na esquerda ou na direita, não no meio (R5.4.1). O "
                       "mesmo vale para o outro jogador, mesmo que o antigo dono da carta nunca a tenha visto "
                       "(R5.4.2): aqui o Lugar 1 conhece uma carta que o Lugar 3 teve sem nunca ver.",
    },
    "03.queen-knowledge": {
        "en": "bf82ea47ca",
        "prompt": "Depois dessa troca, a carta do meio do Lugar 3 é o A♦, que era a carta da esquerda do Lugar 1. "
                  "O Lugar 1 o tinha espiado na distribuição. Quem conhece agora a carta do meio do Lugar 3?",
        "choices": (
            "Ninguém: ela ficou no meio, e ninguém olha uma carta que fica no meio.",
            "O Lugar 3, seu novo dono.",
            "O Lugar 1: ele viu o A♦ quando era sua carta da esquerda e viu quais duas posições foram trocadas.",
            "Todo mundo: a troca com a Dama é feita com as cartas viradas para cima.",
        ),
        "why_not": {
            0: "O Lugar 3 não olha (R5.4.1), mas o Lugar 1 já conhecia a carta, e esse conhecimento vai junto "
               "com ela (R5.4.3).",
            1: "Uma carta que fica no meio não é olhada (R5.4.1): o Lugar 3 não conhece sua nova carta do meio.",
            3: "As cartas ficam viradas para baixo; a mesa só vê quais duas posições foram trocadas (R5.4.3).",
        },
        "explanation": "Todos veem quais duas posições foram trocadas, então o que cada um sabia sobre essas duas "
                       "cartas vai junto com elas (R5.4.3): o Lugar 1 sabe que o A♦ agora é a carta do meio do "
                       "Lugar 3, enquanto o próprio Lugar 3 não sabe.",
    },
    "03.king-chain": {
        "en": "d52340a4c9",
        "prompt": "O Lugar 2 compra um Rei e o joga: mais duas compras a fazer. Na primeira dessas compras, ele "
                  "compra outro Rei e o joga. Quantas compras o Lugar 2 ainda tem a fazer logo depois de jogar o "
                  "segundo Rei?",
        "choices": ("1", "2", "3", "4"),
        "why_not": {
            0: "O segundo Rei não cancela nada: ele soma mais duas compras (R5.5).",
            1: "Esse é o engano clássico: o segundo Rei não substitui a compra que ainda faltava, ele soma mais "
               "duas a ela (R5.5).",
            3: "Uma das duas compras do primeiro Rei já foi usada (foi ela que trouxe o segundo Rei): falta 1, "
               "mais 2.",
        },
        "explanation": "Ainda faltava uma compra do primeiro Rei, e um Rei comprado numa compra extra soma mais "
                       "duas (R5.5): 1 + 2 = 3.",
    },
    "03.flip-next": {
        "en": "7ed537a770",
        "prompt": "O monte está vazio. O descarte tem, na ordem em que foram descartadas: 7♣ primeiro, depois "
                  "2♦, J♥ e 9♠ por último (o 9♠ está virado para cima em cima da pilha). O próximo jogador "
                  "precisa comprar. Qual carta ele vai comprar?",
        "choices": (
            "O 9♠, a carta de cima do descarte.",
            "O 7♣, a primeira carta descartada.",
            "Ninguém pode saber: a pilha é embaralhada para formar um novo monte.",
            "O J♥: o Valete, a Dama e o Rei voltam para cima.",
        ),
        "why_not": {
            0: "A pilha é virada para baixo: a carta de cima vai para o fundo do novo monte, e a carta de baixo "
               "vem para cima (R6.2).",
            2: "Não se embaralha: a pilha é virada do jeito que está (R6.1), então a ordem é conhecida.",
            3: "Nada é separado: a ordem do novo monte é a ordem dos descartes (R6.2).",
        },
        "explanation": "O descarte inteiro é virado sem embaralhar (R6.1). A carta de baixo, o descarte mais "
                       "antigo, passa a ser a de cima do novo monte (R6.2): o 7♣, depois o 2♦, o J♥ e o 9♠.",
    },
    "03.flip-public": {
        "en": "cb0c4b701a",
        "prompt": "Depois que o descarte foi virado para formar um novo monte, quem pode saber a ordem do novo "
                  "monte?",
        "choices": (
            "Ninguém: o monte está virado para baixo.",
            "Só o jogador cuja compra fez a pilha ser virada.",
            "Todo jogador que se lembrou dos descartes, já que todos viram cada descarte.",
        ),
        "why_not": {
            0: "Virado para baixo não quer dizer desconhecido: as cartas estão na ordem em que todos as viram "
               "ser descartadas (R6.2).",
            1: "Cada descarte ficou virado para cima para a mesa inteira (R4.1, R4.2), então qualquer jogador "
               "pode saber a ordem (R6.2).",
        },
        "explanation": "O novo monte é o descarte na ordem em que as cartas foram descartadas, da mais antiga "
                       "para a mais nova, e todos viram cada descarte: qualquer jogador pode saber a ordem do "
                       "novo monte (R6.2). Uma carta comprada dele não é segredo.",
    },
}

SCENES = {
    "drawn_face_cards": {
        "en": "f9b4e784d0",
        "title": "Valetes, Damas e Reis comprados",
        "captions": {
            0: "Três jogadores vão comprar um Valete, uma Dama e um Rei. Um J, Q ou K comprado do monte nunca "
               "pode entrar na mão por troca (R4.3): o que mais cada um pode fazer com ele?",
            1: "O Lugar 2 compra o J♠. Ele não pode entrar na mão do Lugar 2 (R4.3).",
            2: "O Lugar 2 descarta o Valete sem usar: isso é permitido com um Valete (R5.1).",
            3: "O Lugar 3 compra o Q♣. Usar ou não? As duas coisas são permitidas (R5.1).",
            4: "O Lugar 3 descarta a Dama sem usar.",
            5: "O Lugar 1 compra o K♦. O Lugar 1 pode simplesmente descartá-lo?",
            6: "Não: um Rei comprado tem de ser usado (R5.2). Ele vai para o descarte, e o Lugar 1 ganha mais "
               "duas compras a fazer (R5.5).",
            7: "Primeira compra extra: o 4♥, uma carta comum.",
            8: "O Lugar 1 o troca pela sua carta do meio; o 8♣ vai para o descarte.",
            9: "Segunda compra extra: o 9♦.",
            10: "O Lugar 1 o descarta, e a vez acabou (R3.3).",
        },
    },
    "jack_peek": {
        "en": "20331245f5",
        "title": "Um Valete: olhe sua carta do meio",
        "captions": {
            0: "O Lugar 2 conhece suas cartas da esquerda (3♥) e da direita (5♠), mas nunca viu a do meio.",
            1: "O Lugar 2 compra o J♣. Um Valete comprado do monte pode ser usado, ou descartado sem usar (R5.1). "
               "O que usá-lo mostraria ao Lugar 2?",
            2: "O Lugar 2 usa o Valete: olha uma vez sua carta do meio, o 2♦, e o Valete vai para o descarte "
               "(R5.3). Os outros veem o Valete passar, não a carta do meio. Agora o Lugar 2 conhece as três "
               "cartas: 3♥ 2♦ 5♠ = 10.",
        },
    },
    "queen_swap": {
        "en": "277e5f5f96",
        "title": "Uma Dama: trocas às cegas, e um conhecimento que se move",
        "captions": {
            0: "Olhe a grade de conhecimento. Cada um viu suas cartas da esquerda e da direita: o Lugar 2, o 9♠ e "
               "o 3♥; o Lugar 3, o 6♣ e o 2♣; o Lugar 1, o A♦ e o 4♠. Ninguém viu uma carta do meio.",
            1: "O Lugar 2 compra o Q♥. Uma Dama troca uma das suas cartas por uma carta de outro jogador, às cegas "
               "e de vez (R5.4). Qual das suas cartas o Lugar 2 gostaria de dar?",
            2: "O Lugar 2 troca sua carta da esquerda, o 9♠, pela carta da direita do Lugar 3. Nenhuma das duas "
               "fica no meio, então cada um olha a carta que recebe (R5.4.1, R5.4.2): o Lugar 2 agora vê o 2♣, o "
               "Lugar 3 vê o 9♠. O Lugar 3 continua sabendo onde está o 2♣: o que cada um sabia vai junto com a "
               "carta (R5.4.3). O que o Lugar 1 sabe sobre essas duas cartas?",
            3: "O Lugar 3 compra o Q♦, uma segunda Dama. Desta vez, repare nas cartas do meio.",
            4: "O Lugar 3 troca sua carta do meio, que ninguém viu, pela carta da esquerda do Lugar 1. O Lugar 1 "
               "olha sua nova carta da esquerda, o 8♦, embora o Lugar 3 nunca a tenha visto (R5.4.2). O A♦ vai "
               "para o meio do Lugar 3: o Lugar 3 não olha (R5.4.1), mas o Lugar 1 sabe que ele está lá (R5.4.3). "
               "Quem conhece agora a carta do meio do Lugar 3?",
        },
    },
    "king_chain": {
        "en": "14c63c616e",
        "title": "Um Rei: mais duas compras",
        "captions": {
            0: "O Lugar 2 conhece suas cartas da esquerda (5♥) e da direita (6♦), não a do meio.",
            1: "O Lugar 2 compra o K♠. Um Rei comprado tem de ser usado (R5.2).",
            2: "O Rei vai para o descarte na hora, e o Lugar 2 ganha mais duas compras a fazer (R5.5). Quantas "
               "cartas o Lugar 2 vai comprar nesta vez, ao todo?",
            3: "Primeira compra extra: o 3♣. Ela é resolvida como qualquer compra: trocar, descartar ou carta "
               "especial (R5.5).",
            4: "O Lugar 2 o troca pela sua carta do meio; o 10♣ que estava lá vai para o descarte. Ainda falta "
               "uma compra.",
            5: "Segunda compra extra: o 8♠.",
            6: "O Lugar 2 o descarta. Não falta nenhuma compra e não há carta na mão: a vez acabou (R3.3), depois "
               "de três compras.",
        },
    },
    "king_on_king_draw": {
        "en": "9539d07892",
        "title": "Um Rei comprado numa compra extra de Rei",
        "captions": {
            0: "O Lugar 2 está prestes a comprar o primeiro de dois Reis.",
            1: "O Lugar 2 compra o K♠.",
            2: "O Lugar 2 o joga: mais duas compras a fazer (R5.5).",
            3: "Primeira compra extra: outro Rei, o K♥! Ainda falta uma compra. Quantas vão faltar depois que o "
               "Lugar 2 jogar este Rei: 2 ou 3?",
            4: "Três: um Rei comprado numa compra extra soma mais duas compras à que ainda faltava (R5.5); ele não "
               "a substitui.",
            5: "O 2♦: faltam duas compras depois desta.",
            6: "O Lugar 2 o troca pela sua carta do meio (o 9♥ vai para o descarte).",
            7: "O 8♣: falta uma compra depois desta.",
            9: "O 7♠: a última compra que faltava.",
            10: "Cinco compras numa só vez; agora a vez acabou (R3.3).",
        },
    },
    "empty_stock_flip": {
        "en": "123c805b2e",
        "title": "O monte vazio é virado, não embaralhado",
        "captions": {
            0: "Dois jogadores e 46 cartas no monte (os quatro Reis estão nas mãos). Os dois jogadores só compram "
               "e descartam até o monte acabar: repare na ordem do descarte.",
            2: "O 7♦ é a primeira carta do descarte. Guarde-a na memória.",
            4: "O 3♣ é a segunda. Os dois jogadores viram cada carta descartada.",
            92: "O monte está vazio e o descarte tem 46 cartas. O Lugar 2 precisa comprar agora (R6.1). Qual carta "
                "vai ser? Todo mundo pode saber (R6.2).",
            93: "O descarte é virado, sem embaralhar, e forma o novo monte (R6.1), então o descarte mais antigo "
                "fica em cima (R6.2): o Lugar 2 compra o 7♦, a primeira carta descartada. O monte e o descarte "
                "nunca estão os dois vazios numa compra (R6.3).",
            94: "O Lugar 2 descarta o 7♦: ele começa o novo descarte. Qual carta está agora em cima do monte?",
            95: "O 3♣, a segunda carta descartada na rodada: os dois jogadores sabiam que ela vinha.",
            96: "O Lugar 1 o troca pela sua carta da esquerda. O Lugar 2 sabe exatamente onde está o 3♣.",
        },
    },
}
