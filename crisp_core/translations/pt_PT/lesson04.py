"""Lesson 04's questions and scenes in Portuguese (Portugal)."""

QUESTIONS = {
    "04.peek": {
        "en": "e335f8a63b",
        "prompt": "As cartas acabaram de ser dadas, e tu espreitaste as tuas cartas da esquerda e da direita. O "
                  "que sabe o jogador à tua esquerda sobre as tuas três cartas?",
        "choices": (
            "Nada: viu-te olhar, mas não viu o que tu viste.",
            "As tuas cartas da esquerda e da direita, porque olhaste para elas à vista de todos.",
            "A tua carta do meio, porque tu nunca a viste e ele pode vê-la.",
            "As tuas três cartas, todas.",
        ),
        "why_not": {
            1: "A espreitadela é secreta: cada jogador só vê as suas próprias cartas da esquerda e da direita "
               "(R2.4). Os outros veem que olhaste, mas nunca o quê.",
            2: "Na distribuição, ninguém vê a tua carta do meio, nem tu (R2.4).",
            3: "Na distribuição, cada jogador vê duas cartas: as suas próprias cartas da esquerda e da direita "
               "(R2.4). Ninguém vê as de outra pessoa.",
        },
        "explanation": "Na distribuição, cada jogador olha uma vez para as suas próprias cartas da esquerda e da "
                       "direita, e ninguém vê a sua própria carta do meio (R2.4). Ninguém conhece uma única "
                       "carta de outra pessoa.",
    },
    "04.swap-tells": {
        "en": "6c0c8b9885",
        "prompt": "O Lugar 2 compra uma carta do monte e troca-a pela sua carta da esquerda. A antiga, um 9 que "
                  "ele tinha espreitado, vai voltada para cima para o descarte. O que pode o Lugar 1 dizer sobre "
                  "a nova carta da esquerda do Lugar 2?",
        "choices": (
            "Nada: nunca foi mostrada a ninguém além do Lugar 2.",
            "Provavelmente é mais baixa do que 9: o Lugar 2 preferiu-a a um 9 que conhecia.",
            "É o 9: a carta volta para onde estava.",
            "Provavelmente é um Valete, uma Dama ou um Rei, que valem 10.",
        ),
        "why_not": {
            0: "Não foi mostrada (R4.1), mas a escolha foi: o Lugar 2 ficou com a carta nova e deitou fora um 9 "
               "que tinha visto na distribuição (R2.4). As jogadas são pistas.",
            2: "O 9 está no descarte, voltado para cima, à vista de todos (R4.1); a carta nova ficou no lugar "
               "dele.",
            3: "Um Valete, uma Dama ou um Rei comprado do monte nunca pode entrar na mão por troca (R4.3). E um "
               "jogador sensato não troca um 9 por um 10.",
        },
        "explanation": "Uma troca mostra à mesa a carta que sai da mão, nunca a que entra (R4.1). Mas o Lugar 2 "
                       "sabia que a sua carta da esquerda era um 9 e preferiu a carta nova: provavelmente é mais "
                       "baixa do que 9. Provavelmente, não de certeza: os jogadores enganam-se.",
    },
    "04.queen-shows": {
        "en": "82d4e3257d",
        "prompt": "O Lugar 2 usa uma Dama para trocar a sua carta do meio (que nunca ninguém viu) pela carta da "
                  "direita do Lugar 3. Quem conhece a nova carta da direita do Lugar 3?",
        "choices": (
            "Ninguém: o Lugar 2 nunca a viu, por isso ninguém a pode ter visto.",
            "O Lugar 3: olha para a carta que passa a ser a sua carta da direita, fosse de quem fosse antes.",
            "O Lugar 2 e o Lugar 3.",
            "Todos: a troca com a Dama faz-se com as cartas voltadas para cima.",
        ),
        "why_not": {
            0: "O novo dono olha para a carta que passa a ser a sua carta da esquerda ou da direita, mesmo que o "
               "antigo dono nunca a tenha visto (R5.4.2). O Lugar 3 conhece agora uma carta que o Lugar 2 teve "
               "sem nunca a ver.",
            2: "O Lugar 2 nunca viu essa carta, e a Dama não lhe mostra a carta que ele dá (R5.4.2).",
            3: "A troca é às cegas: a mesa vê quais foram as duas posições trocadas, mas não vê as cartas "
               "(R5.4.3).",
        },
        "explanation": "Quem recebe uma nova carta da esquerda ou da direita olha para ela (R5.4.1), e o outro "
                       "jogador também, mesmo que o antigo dono da carta nunca a tenha visto (R5.4.2). Uma Dama "
                       "pode mostrar ao teu adversário uma carta que tu próprio nunca viste.",
    },
    "04.knowledge-travels": {
        "en": "c0d710c207",
        "prompt": "És o Lugar 1 e sabes que a tua carta da esquerda é um 2. O Lugar 2 joga uma Dama e troca a "
                  "sua carta da direita pela tua carta da esquerda. Onde está agora o teu 2, e quem o conhece?",
        "choices": (
            "É a carta da direita do Lugar 2, e tanto tu como o Lugar 2 o conhecem.",
            "É a carta da direita do Lugar 2, mas só o Lugar 2 o conhece: o que tu sabias ficou para trás, na "
            "tua carta da esquerda.",
            "Ninguém sabe onde está: a troca com a Dama é às cegas.",
            "Continua a ser a tua carta da esquerda: uma Dama não pode levar uma carta que já viste.",
        ),
        "why_not": {
            1: "O conhecimento é sobre as cartas, não sobre as posições: todos viram quais foram as duas "
               "posições trocadas. Por isso, o que sabias vai com a carta (R5.4.3).",
            2: "A troca é às cegas quanto às cartas, não quanto às posições: todos veem quais foram as duas "
               "posições trocadas (R5.4.3).",
            3: "Uma Dama pode levar qualquer carta de qualquer outro jogador (R5.4), vista ou não.",
        },
        "explanation": "Todos veem quais foram as duas posições trocadas, por isso o que cada um sabia sobre "
                       "essas cartas vai com elas (R5.4.3). Continuas a conhecer o teu 2, que agora é a carta da "
                       "direita do Lugar 2, e o Lugar 2 olhou para ele ao recebê-lo (R5.4.1). Tu também olhas "
                       "para a tua nova carta da esquerda (R5.4.2).",
    },
    "04.discard-tells": {
        "en": "e0382b3fcd",
        "prompt": "O Lugar 2 compra um 4 do monte e descarta-o, voltado para cima. O que sugere isso sobre as "
                  "cartas da esquerda e da direita do Lugar 2, que o Lugar 2 viu na distribuição?",
        "choices": (
            "Absolutamente nada: ele podia ter um motivo qualquer.",
            "Provavelmente as duas valem 4 ou menos: um jogador sensato teria trocado o 4 por uma carta mais "
            "alta.",
            "Provavelmente as duas são mais altas do que 4.",
            "A sua carta do meio vale provavelmente 4 ou menos.",
        ),
        "why_not": {
            0: "As jogadas são pistas. Um 4 podia ter entrado na mão (R4.1); deitá-lo fora diz que o Lugar 2 não "
               "conhecia nenhuma carta sua que valesse mais.",
            2: "Se a carta da esquerda ou a da direita fosse mais alta do que 4, ficar com o 4 teria baixado o "
               "seu total: ele teria trocado (R4.1).",
            3: "O Lugar 2 nunca viu a sua carta do meio (R2.4), por isso o 4 não diz nada sobre ela: o jogador "
               "não podia comparar.",
        },
        "explanation": "Todos veem a carta descartada (R4.2), e a escolha também. Um jogador que descarta um 4 "
                       "não conhecia nenhuma carta sua que valesse mais do que 4; senão, teria trocado o 4 por "
                       "ela (R4.1). Isto é uma probabilidade, não uma certeza: os jogadores esquecem-se e "
                       "enganam-se.",
    },
    "04.flip-draw": {
        "en": "0962b85e63",
        "prompt": "O descarte acabou de ser virado para formar um novo monte. O Lugar 1 compra uma carta dele e "
                  "troca-a pela sua carta da esquerda. Quem pode conhecer a nova carta da esquerda do Lugar 1?",
        "choices": (
            "Só o Lugar 1, como com qualquer carta comprada.",
            "Só o Lugar 1 e o jogador que descartou essa carta há muito tempo.",
            "Qualquer jogador que se tenha lembrado dos descartes: a ordem do novo monte é pública.",
        ),
        "why_not": {
            0: "Normalmente só quem compra vê a carta comprada (R4.1). Mas, depois de se virar o descarte, todos "
               "podem saber a ordem do monte (R6.2), por isso todos sabem que carta foi comprada.",
            1: "Cada carta descartada ficou voltada para cima, à vista da mesa inteira (R4.2). Por isso, todos "
               "os jogadores viram essa carta passar.",
        },
        "explanation": "O novo monte é o descarte, na ordem em que as cartas foram descartadas, da mais antiga "
                       "para a mais recente (R6.2). Qualquer jogador que se tenha lembrado dos descartes sabe "
                       "que carta o Lugar 1 comprou e para onde foi.",
    },
}

SCENES = {
    "deal": {
        "en": "f651bb3875",
        "title": "A distribuição e a espreitadela",
        "captions": {
            0: "O Lugar 1 dá as cartas, uma de cada vez, a começar pelo lugar à sua esquerda. A primeira volta "
               "dá a cada um a carta da esquerda: a carta 1 do baralho vai para o Lugar 2, a carta 2 para o "
               "Lugar 3 e a carta 3 para o próprio Lugar 1. A segunda volta dá as cartas do meio, e a terceira "
               "as cartas da direita (R2.2). O resto do baralho é o monte (R2.3). Cada jogador espreita uma vez "
               "as suas cartas da esquerda e da direita, nunca a do meio (R2.4). Mostra só o Lugar 2: das três "
               "cartas do Lugar 2, quais é que o Lugar 2 conhece?",
            1: "O Lugar 2, à esquerda do dador, é o primeiro a jogar (R2.5): compra a carta de cima do monte, o "
               "8♦, e olha para ela (R3.2). O que sabe o Lugar 3 sobre essa carta?",
        },
    },
    "swap_tells": {
        "en": "81d59ef5cf",
        "title": "Uma troca mostra a carta que sai",
        "captions": {
            0: "O Lugar 2 espreitou a sua carta da esquerda, o 9♣, e a da direita, o 5♥ (R2.4). Mais ninguém as "
               "conhece.",
            1: "O Lugar 2 compra uma carta do monte. Só o Lugar 2 a vê.",
            2: "O Lugar 2 troca a carta comprada pela sua carta da esquerda. O 9♣ vai voltado para cima para o "
               "descarte, à vista de todos; a carta nova continua a ser um segredo do Lugar 2 (R4.1). Mas o "
               "Lugar 2 preferiu-a a um 9.",
        },
    },
    "discard_tells": {
        "en": "4c3ae8a594",
        "title": "Um 4 descartado",
        "captions": {
            0: "O Lugar 2 espreitou as suas cartas da esquerda e da direita (R2.4); mais ninguém as conhece.",
            1: "O Lugar 2 compra um 4. Só o Lugar 2 o vê.",
            2: "O Lugar 2 deita fora o 4, voltado para cima (R4.2). Porquê ficar com um 2 e um 3 em vez do 4? "
               "Porque são mais baixos.",
        },
    },
    "take_from_discard": {
        "en": "71241df8b8",
        "title": "Tirar do descarte: uma Dama é só um 10",
        "captions": {
            0: "Nesta mesa, o anfitrião deixa tirar a carta de cima do descarte em vez de comprar (R8.1). O "
               "descarte está vazio, por isso o Lugar 2 tem de comprar do monte (R8.4).",
            1: "O Lugar 2 compra o Q♠.",
            2: "O Lugar 2 descarta a Dama sem a usar (R5.1): ela fica voltada para cima, no topo do descarte.",
            3: "O Lugar 3 tira o Q♠ do descarte em vez de comprar (R8.1), na esperança de trocar cartas com "
               "alguém. O Lugar 3 pode usar a Dama? O Lugar 3 pode devolvê-la logo ao descarte?",
            4: "Nem uma coisa nem outra. Tirada do descarte, uma Dama é um 10 normal, sem poder (R8.3), e tem de "
               "ser trocada por uma carta da mão (R8.2). O Lugar 3 troca-a pela sua carta do meio, o 9♠, que vai "
               "para o descarte. Todos viram a Dama, por isso todos sabem que agora ela é a carta do meio do "
               "Lugar 3 (R8.5).",
        },
    },
    "guess_table": {
        "en": "0920b17b4c",
        "title": "Uma mesa de robôs, a número 5",
        "captions": {},
    },
}
