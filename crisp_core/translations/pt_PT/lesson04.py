"""Lesson 04's questions and scenes in Portuguese (Brazil)."""

QUESTIONS = {
    "04.peek": {
        "en": "e335f8a63b",
        "prompt": "As cartas acabaram de ser distribuídas, e você espiou suas cartas da esquerda e da direita. O que "
                  "o jogador à sua esquerda sabe sobre as suas três cartas?",
        "choices": (
            "Nada: ele viu você olhar, mas não o que você viu.",
            "Suas cartas da esquerda e da direita, já que você olhou para elas abertamente.",
            "Sua carta do meio, já que você nunca a viu e ele tem permissão para ver.",
            "Todas as suas três cartas.",
        ),
        "why_not": {
            1: "A espiada é secreta: cada jogador vê só as suas próprias cartas da esquerda e da direita (R2.4). Os "
               "outros veem que você olhou, nunca o quê.",
            2: "Ninguém vê sua carta do meio na distribuição, nem você (R2.4).",
            3: "Na distribuição, cada jogador vê duas cartas: as suas próprias cartas da esquerda e da direita "
               "(R2.4). Ninguém vê as de outra pessoa.",
        },
        "explanation": "Na distribuição, cada jogador olha uma vez as suas próprias cartas da esquerda e da direita, "
                       "e ninguém vê a própria carta do meio (R2.4). Ninguém conhece uma única carta de outra pessoa.",
    },
    "04.swap-tells": {
        "en": "6c0c8b9885",
        "prompt": "O Lugar 2 compra uma carta do monte e a troca pela sua carta da esquerda. A antiga, um 9 que ele "
                  "tinha espiado, vai virada para cima para o descarte. O que o Lugar 1 pode dizer sobre a nova "
                  "carta da esquerda do Lugar 2?",
        "choices": (
            "Nada: ela nunca foi mostrada a ninguém além do Lugar 2.",
            "Ela provavelmente é menor que 9: o Lugar 2 a preferiu a um 9 que ele conhecia.",
            "É o 9: a carta volta para onde estava.",
            "Provavelmente é um Valete, uma Dama ou um Rei, que vale 10.",
        ),
        "why_not": {
            0: "Ela não foi mostrada (R4.1), mas a escolha foi: o Lugar 2 ficou com a carta nova e jogou fora um 9 "
               "que tinha visto na distribuição (R2.4). As jogadas são pistas.",
            2: "O 9 está no descarte, virado para cima para todos (R4.1); a carta nova ficou no lugar dele.",
            3: "Um Valete, uma Dama ou um Rei comprado do monte nunca pode entrar na mão por troca (R4.3), e um "
               "jogador sensato não troca um 9 por um 10.",
        },
        "explanation": "Uma troca mostra à mesa a carta que sai da mão, nunca a que entra (R4.1). Mas o Lugar 2 "
                       "sabia que sua carta da esquerda era um 9 e preferiu a carta nova: ela provavelmente é menor "
                       "que 9. Provavelmente, não com certeza: jogadores erram.",
    },
    "04.queen-shows": {
        "en": "82d4e3257d",
        "prompt": "O Lugar 2 usa uma Dama para trocar sua carta do meio (que ninguém nunca viu) pela carta da "
                  "direita do Lugar 3. Quem conhece a nova carta da direita do Lugar 3?",
        "choices": (
            "Ninguém: o Lugar 2 nunca a viu, então ninguém pode ter visto.",
            "O Lugar 3: ele olha a carta que passa a ser a sua carta da direita, seja de quem for antes.",
            "O Lugar 2 e o Lugar 3.",
            "Todo mundo: a troca com a Dama é feita com as cartas viradas para cima.",
        ),
        "why_not": {
            0: "O novo dono olha a carta que passa a ser a sua carta da esquerda ou da direita, mesmo que o antigo "
               "dono nunca a tenha visto (R5.4.2). O Lugar 3 agora conhece uma carta que o Lugar 2 teve sem nunca "
               "ver.",
            2: "O Lugar 2 nunca viu essa carta, e a Dama não mostra a ele a carta que ele dá (R5.4.2).",
            3: "A troca é às cegas: a mesa vê quais duas posições foram trocadas, não as cartas (R5.4.3).",
        },
        "explanation": "Quem recebe uma nova carta da esquerda ou da direita olha essa carta (R5.4.1), e o outro "
                       "jogador também, mesmo que o antigo dono da carta nunca a tenha visto (R5.4.2). Uma Dama pode "
                       "mostrar ao seu adversário uma carta que você mesmo nunca viu.",
    },
    "04.knowledge-travels": {
        "en": "c0d710c207",
        "prompt": "Você é o Lugar 1 e sabe que sua carta da esquerda é um 2. O Lugar 2 joga uma Dama e troca a carta "
                  "da direita dele pela sua carta da esquerda. Onde está seu 2 agora, e quem o conhece?",
        "choices": (
            "É a carta da direita do Lugar 2, e tanto você quanto o Lugar 2 o conhecem.",
            "É a carta da direita do Lugar 2, mas só o Lugar 2 o conhece: o que você sabia ficou para trás, na sua "
            "carta da esquerda.",
            "Ninguém sabe onde ele está: a troca com a Dama é às cegas.",
            "Continua sendo sua carta da esquerda: uma Dama não pode pegar uma carta que você já viu.",
        ),
        "why_not": {
            1: "O conhecimento é sobre cartas, não sobre posições: todos viram quais duas posições foram trocadas, "
               "então o que você sabia vai junto com a carta (R5.4.3).",
            2: "A troca é às cegas quanto às cartas, não quanto às posições: todos veem quais duas posições foram "
               "trocadas (R5.4.3).",
            3: "Uma Dama pode pegar qualquer carta de qualquer outro jogador (R5.4), vista ou não.",
        },
        "explanation": "Todos veem quais duas posições foram trocadas, então o que cada um sabia sobre essas cartas "
                       "vai junto com elas (R5.4.3): você continua conhecendo seu 2, agora a carta da direita do "
                       "Lugar 2, e o Lugar 2 o olhou ao recebê-lo (R5.4.1). Você também olha sua nova carta da "
                       "esquerda (R5.4.2).",
    },
    "04.discard-tells": {
        "en": "e0382b3fcd",
        "prompt": "O Lugar 2 compra um 4 do monte e o descarta, virado para cima. O que isso sugere sobre as cartas "
                  "da esquerda e da direita do Lugar 2, que o Lugar 2 olhou na distribuição?",
        "choices": (
            "Absolutamente nada: ele podia ter qualquer motivo.",
            "Provavelmente as duas valem 4 ou menos: um jogador sensato teria trocado o 4 por uma carta mais alta.",
            "Provavelmente as duas são maiores que 4.",
            "A carta do meio dele provavelmente vale 4 ou menos.",
        ),
        "why_not": {
            0: "As jogadas são pistas. Um 4 podia ter entrado na mão (R4.1); jogá-lo fora diz que o Lugar 2 não "
               "sabia de nenhuma carta sua que valesse mais.",
            2: "Se a carta da esquerda ou a da direita fosse maior que 4, ficar com o 4 teria baixado seu total: ele "
               "teria trocado (R4.1).",
            3: "O Lugar 2 nunca viu sua carta do meio (R2.4), então o 4 não diz nada sobre ela: o jogador não podia "
               "comparar.",
        },
        "explanation": "Todos veem a carta descartada (R4.2), e a escolha também: um jogador que descarta um 4 não "
                       "sabia de nenhuma carta sua que valesse mais que 4; senão, teria trocado o 4 por ela (R4.1). "
                       "Isso é uma probabilidade, não uma certeza: jogadores esquecem e erram.",
    },
    "04.flip-draw": {
        "en": "0962b85e63",
        "prompt": "O descarte acabou de ser virado para formar um novo monte. O Lugar 1 compra uma carta dele e a "
                  "troca pela sua carta da esquerda. Quem pode conhecer a nova carta da esquerda do Lugar 1?",
        "choices": (
            "Só o Lugar 1, como com qualquer carta comprada.",
            "Só o Lugar 1 e o jogador que descartou essa carta muito tempo atrás.",
            "Todo jogador que se lembrou dos descartes: a ordem do novo monte é pública.",
        ),
        "why_not": {
            0: "Normalmente só quem compra vê a carta comprada (R4.1), mas depois da virada todos podem saber a "
               "ordem do monte (R6.2), então todos sabem qual carta foi comprada.",
            1: "Cada descarte ficou virado para cima para a mesa inteira (R4.2), então todos os jogadores viram essa "
               "carta passar.",
        },
        "explanation": "O novo monte é o descarte na ordem em que as cartas foram descartadas, da mais antiga para a "
                       "mais nova (R6.2); todo jogador que se lembrou dos descartes sabe qual carta o Lugar 1 "
                       "comprou e para onde ela foi.",
    },
}

SCENES = {
    "deal": {
        "en": "f651bb3875",
        "title": "A distribuição e a espiada",
        "captions": {
            0: "O Lugar 1 dá as cartas, uma de cada vez, começando pelo lugar à sua esquerda. A primeira volta dá a "
               "cada um a carta da esquerda: a carta 1 do baralho vai para o Lugar 2, a carta 2 para o Lugar 3, a "
               "carta 3 para o próprio Lugar 1. A segunda volta dá as cartas do meio, e a terceira, as cartas da "
               "direita (R2.2). O resto do baralho é o monte (R2.3). Cada jogador espia uma vez as suas cartas da "
               "esquerda e da direita, nunca a do meio (R2.4). Mostre só o Lugar 2: das três cartas do Lugar 2, "
               "quais o Lugar 2 conhece?",
            1: "O Lugar 2, à esquerda do carteador, joga a primeira vez (R2.5): ele compra a carta de cima do monte, "
               "o 8♦, e olha para ela (R3.2). O que o Lugar 3 sabe sobre essa carta?",
        },
    },
    "swap_tells": {
        "en": "81d59ef5cf",
        "title": "Uma troca mostra a carta que sai",
        "captions": {
            0: "O Lugar 2 espiou sua carta da esquerda, o 9♣, e a da direita, o 5♥ (R2.4). Ninguém mais as conhece.",
            1: "O Lugar 2 compra uma carta do monte. Só o Lugar 2 a vê.",
            2: "O Lugar 2 troca a carta comprada pela sua carta da esquerda. O 9♣ vai virado para cima para o "
               "descarte, para todo mundo ver; a carta nova continua sendo um segredo do Lugar 2 (R4.1). Mas o Lugar "
               "2 a preferiu a um 9.",
        },
    },
    "discard_tells": {
        "en": "4c3ae8a594",
        "title": "Um 4 descartado",
        "captions": {
            0: "O Lugar 2 espiou suas cartas da esquerda e da direita (R2.4); ninguém mais as conhece.",
            1: "O Lugar 2 compra um 4. Só o Lugar 2 o vê.",
            2: "O Lugar 2 joga o 4 fora, virado para cima (R4.2). Por que ficar com um 2 e um 3 em vez do 4? Porque "
               "são menores.",
        },
    },
    "take_from_discard": {
        "en": "71241df8b8",
        "title": "Pegar do descarte: uma Dama é só um 10",
        "captions": {
            0: "Nesta mesa, o anfitrião permite pegar a carta de cima do descarte em vez de comprar (R8.1). O "
               "descarte está vazio, então o Lugar 2 tem de comprar do monte (R8.4).",
            1: "O Lugar 2 compra o Q♠.",
            2: "O Lugar 2 descarta a Dama sem usar (R5.1): ela fica virada para cima em cima do descarte.",
            3: "O Lugar 3 pega o Q♠ do descarte em vez de comprar (R8.1), esperando trocar cartas com alguém. O "
               "Lugar 3 pode usar a Dama? O Lugar 3 pode devolvê-la direto?",
            4: "Nem uma coisa nem outra: pegada do descarte, uma Dama é um 10 comum, sem poder (R8.3), e tem de ser "
               "trocada por uma carta da mão (R8.2). O Lugar 3 a troca pela sua carta do meio, o 9♠, que vai para o "
               "descarte. Todos viram a Dama, então todos sabem que ela é agora a carta do meio do Lugar 3 (R8.5).",
        },
    },
    "guess_table": {
        "en": "0920b17b4c",
        "title": "Uma mesa de robôs, a de número 5",
        "captions": {},
    },
}
