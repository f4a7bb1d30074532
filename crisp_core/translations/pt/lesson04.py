"""Lesson 04's questions and scenes in Portuguese (Brazil)."""

QUESTIONS = {
    "04.peek": {
        "en": "e335f8a63b",
        "prompt": "As cartas acabaram de ser distribuídas, e você espiou sua L e sua R. "
                  "O que o jogador à sua esquerda sabe sobre as suas três cartas?",
        "choices": (
            "Nada: ele viu você olhar, mas não o que você viu.",
            "Sua L e sua R, já que você olhou para elas abertamente.",
            "Sua M, já que você nunca a viu e ele tem permissão para ver.",
            "Todas as suas três cartas.",
        ),
        "why_not": {
            1: "A espiada é secreta: cada jogador vê só sua própria L e sua R (R2.4). Os outros veem que você "
               "olhou, nunca o quê.",
            2: "Ninguém vê sua M na distribuição, nem você (R2.4).",
            3: "Na distribuição, cada jogador vê duas cartas: sua própria L e sua R (R2.4). Ninguém vê as de "
               "outra pessoa.",
        },
        "explanation": "Na distribuição, cada jogador olha uma vez sua própria L e sua R, e ninguém vê a própria M "
                       "(R2.4). Ninguém conhece uma única carta de outra pessoa.",
    },
    "04.swap-tells": {
        "en": "e034e6e8bb",
        "prompt": "O lugar 1 compra uma carta do monte e a troca pela sua L. Sua antiga L, um 9 que ele tinha "
                  "espiado, vai virada para cima para o descarte. O que o lugar 0 pode dizer sobre a carta que "
                  "agora está na L do lugar 1?",
        "choices": (
            "Nada: ela nunca foi mostrada a ninguém além do lugar 1.",
            "Ela provavelmente é menor que 9: o lugar 1 a preferiu a um 9 que ele conhecia.",
            "É o 9: a carta volta para onde estava.",
            "Provavelmente é um Valete, uma Dama ou um Rei, que vale 10.",
        ),
        "why_not": {
            0: "Ela não foi mostrada (R4.1), mas a escolha foi: o lugar 1 ficou com a carta nova e jogou fora um "
               "9 que tinha visto na distribuição (R2.4). As jogadas são pistas.",
            2: "O 9 está no descarte, virado para cima para todos (R4.1); a carta nova ficou no lugar dele.",
            3: "Um Valete, uma Dama ou um Rei comprado do monte nunca pode entrar na mão por troca (R4.3), e um "
               "jogador sensato não troca um 9 por um 10.",
        },
        "explanation": "Uma troca mostra à mesa a carta que sai da mão, nunca a que entra (R4.1). Mas o lugar 1 "
                       "sabia que sua L era um 9 e preferiu a carta nova: ela provavelmente é menor que 9. "
                       "Provavelmente, não com certeza: jogadores erram.",
    },
    "04.queen-shows": {
        "en": "3ffed5542d",
        "prompt": "O lugar 1 usa uma Dama para trocar sua M (que ninguém nunca viu) pela R do lugar 2. "
                  "Quem conhece a carta que agora está na R do lugar 2?",
        "choices": (
            "Ninguém: o lugar 1 nunca a viu, então ninguém pode ter visto.",
            "O lugar 2: uma carta que cai na R dele é olhada, seja de quem for antes.",
            "O lugar 1 e o lugar 2.",
            "Todo mundo: a troca com a Dama é feita com as cartas viradas para cima.",
        ),
        "why_not": {
            0: "O novo dono olha uma carta que cai na sua L ou R, mesmo que o antigo dono nunca a tenha visto "
               "(R5.4.2). O lugar 2 agora conhece uma carta que o lugar 1 teve sem nunca ver.",
            2: "O lugar 1 nunca viu essa carta, e a Dama não mostra a ele a carta que ele dá (R5.4.2).",
            3: "A troca é às cegas: a mesa vê quais duas posições foram trocadas, não as cartas (R5.4.3).",
        },
        "explanation": "Quem recebe olha uma carta que cai na sua L ou R (R5.4.1), e o outro jogador também, mesmo "
                       "que o antigo dono da carta nunca a tenha visto (R5.4.2). Uma Dama pode mostrar ao seu "
                       "adversário uma carta que você mesmo nunca viu.",
    },
    "04.knowledge-travels": {
        "en": "99c04d0c29",
        "prompt": "Você é o lugar 0 e sabe que sua L é um 2. O lugar 1 joga uma Dama e troca sua R pela sua L. "
                  "Onde está seu 2 agora, e quem o conhece?",
        "choices": (
            "Na R do lugar 1, e tanto você quanto o lugar 1 o conhecem.",
            "Na R do lugar 1, mas só o lugar 1 o conhece: o que você sabia ficou para trás, na sua L.",
            "Ninguém sabe onde ele está: a troca com a Dama é às cegas.",
            "Continua na sua L: uma Dama não pode pegar uma carta que você já viu.",
        ),
        "why_not": {
            1: "O conhecimento é sobre cartas, não sobre posições: todos viram quais duas posições foram "
               "trocadas, então o que você sabia vai junto com a carta (R5.4.3).",
            2: "A troca é às cegas quanto às cartas, não quanto às posições: todos veem quais duas posições "
               "foram trocadas (R5.4.3).",
            3: "Uma Dama pode pegar qualquer carta de qualquer outro jogador (R5.4), vista ou não.",
        },
        "explanation": "Todos veem quais duas posições foram trocadas, então o que cada um sabia sobre essas "
                       "cartas vai junto com elas (R5.4.3): você continua conhecendo seu 2, agora na R do lugar "
                       "1, e o lugar 1 o olhou quando ele caiu na sua R (R5.4.1). Você também olha a carta que "
                       "caiu na sua L (R5.4.2).",
    },
    "04.discard-tells": {
        "en": "c274086ad1",
        "prompt": "O lugar 1 compra um 4 do monte e o descarta, virado para cima. O que isso sugere sobre a L e "
                  "a R do lugar 1, que o lugar 1 olhou na distribuição?",
        "choices": (
            "Absolutamente nada: ele podia ter qualquer motivo.",
            "Provavelmente as duas valem 4 ou menos: um jogador sensato teria trocado o 4 por uma carta mais "
            "alta.",
            "Provavelmente as duas são maiores que 4.",
            "Sua M provavelmente é 4 ou menos.",
        ),
        "why_not": {
            0: "As jogadas são pistas. Um 4 podia ter entrado na mão (R4.1); jogá-lo fora diz que o lugar 1 não "
               "sabia de nenhuma carta sua que valesse mais.",
            2: "Com uma carta maior que 4 na L ou na R, ficar com o 4 teria baixado seu total: ele teria trocado "
               "(R4.1).",
            3: "O lugar 1 nunca viu sua M (R2.4), então o 4 não diz nada sobre ela: o jogador não podia "
               "comparar.",
        },
        "explanation": "Todos veem a carta descartada (R4.2), e a escolha também: um jogador que descarta um 4 "
                       "não sabia de nenhuma carta sua que valesse mais que 4; senão, teria trocado o 4 por ela "
                       "(R4.1). Isso é uma probabilidade, não uma certeza: jogadores esquecem e erram.",
    },
    "04.flip-draw": {
        "en": "a64e6487f3",
        "prompt": "O descarte acabou de ser virado para formar um novo monte. O lugar 0 compra uma carta dele e a "
                  "troca pela sua L. Quem pode conhecer a carta que agora está na L do lugar 0?",
        "choices": (
            "Só o lugar 0, como com qualquer carta comprada.",
            "Só o lugar 0 e o jogador que descartou essa carta muito tempo atrás.",
            "Todo jogador que se lembrou dos descartes: a ordem do novo monte é pública.",
        ),
        "why_not": {
            0: "Normalmente só quem compra vê a carta comprada (R4.1), mas depois da virada todos podem saber a "
               "ordem do monte (R6.2), então todos sabem qual carta foi comprada.",
            1: "Cada descarte ficou virado para cima para a mesa inteira (R4.2), então todos os jogadores viram "
               "essa carta passar.",
        },
        "explanation": "O novo monte é o descarte na ordem em que as cartas foram descartadas, da mais antiga "
                       "para a mais nova (R6.2); todo jogador que se lembrou dos descartes sabe qual carta o "
                       "lugar 0 comprou e para onde ela foi.",
    },
}

SCENES = {
    "deal": {
        "en": "611144466f",
        "title": "A distribuição e a espiada",
        "captions": {
            0: "O lugar 0 dá as cartas, uma de cada vez, começando pelo lugar à sua esquerda: a carta 1 do baralho "
               "vai para a L do lugar 1, a carta 2 para a L do lugar 2, a carta 3 para a própria L do lugar 0; a "
               "segunda volta preenche as posições M, a terceira as posições R (R2.2). O resto do baralho é o "
               "monte (R2.3). Cada jogador espia uma vez sua própria L e sua R, nunca sua M (R2.4). Mostre só o "
               "lugar 1: das três cartas do lugar 1, quais o lugar 1 conhece?",
            1: "O lugar 1, à esquerda do carteador, joga a primeira vez (R2.5): ele compra a carta de cima do "
               "monte, o 8♦, e olha para ela (R3.2). O que o lugar 2 sabe sobre essa carta?",
        },
    },
    "swap_tells": {
        "en": "cc3c3765c7",
        "title": "Uma troca mostra a carta que sai",
        "captions": {
            0: "O lugar 1 espiou sua L, o 9♣, e sua R, o 5♥ (R2.4). Ninguém mais as conhece.",
            1: "O lugar 1 compra uma carta do monte. Só o lugar 1 a vê.",
            2: "O lugar 1 troca a carta comprada pela sua L. O 9♣ vai virado para cima para o descarte, para "
               "todo mundo ver; a carta nova continua sendo um segredo do lugar 1 (R4.1). Mas o lugar 1 a "
               "preferiu a um 9.",
        },
    },
    "discard_tells": {
        "en": "92f30030d1",
        "title": "Um 4 descartado",
        "captions": {
            0: "O lugar 1 espiou sua L e sua R (R2.4); ninguém mais as conhece.",
            1: "O lugar 1 compra um 4. Só o lugar 1 o vê.",
            2: "O lugar 1 joga o 4 fora, virado para cima (R4.2). Por que ficar com um 2 e um 3 em vez do 4? "
               "Porque são menores.",
        },
    },
    "take_from_discard": {
        "en": "9f013fa1fc",
        "title": "Pegar do descarte: uma Dama é só um 10",
        "captions": {
            0: "Nesta mesa, o anfitrião permite pegar a carta de cima do descarte em vez de comprar (R8.1). O "
               "descarte está vazio, então o lugar 1 tem de comprar do monte (R8.4).",
            1: "O lugar 1 compra o Q♠.",
            2: "O lugar 1 descarta a Dama sem usar (R5.1): ela fica virada para cima em cima do descarte.",
            3: "O lugar 2 pega o Q♠ do descarte em vez de comprar (R8.1), esperando trocar cartas com alguém. O "
               "lugar 2 pode usar a Dama? O lugar 2 pode devolvê-la direto?",
            4: "Nem uma coisa nem outra: pegada do descarte, uma Dama é um 10 comum, sem poder (R8.3), e tem de "
               "ser trocada por uma carta da mão (R8.2). O lugar 2 a põe na sua M; o 9♠ vai para o descarte. "
               "Todos viram a Dama, então todos sabem que ela está na M do lugar 2 (R8.5).",
        },
    },
    "guess_table": {
        "en": "2072a2a01d",
        "title": "Uma mesa jogada por robôs heurísticos (semente 5)",
        "captions": {},
    },
}
