"""Lesson 06's questions and scenes in Portuguese (Portugal)."""

QUESTIONS = {
    "06.take-queen": {
        "en": "c6d870a749",
        "prompt": "O anfitrião permite comprar do descarte. A carta de cima do descarte é uma Dama, e decides "
                  "tirá-la. O que podes fazer com ela?",
        "choices": (
            "Usá-la: trocar uma das minhas cartas pela carta de outro jogador, e depois descartá-la.",
            "Olhar para ela e pô-la logo outra vez no descarte.",
            "Trocá-la por uma carta da minha mão, onde conta como um 10 normal.",
            "Usá-la ou trocá-la por uma carta da mão, como eu quiser.",
        ),
        "why_not": {
            0: "Esse é o engano «os Valetes, as Damas e os Reis do descarte mantêm os seus poderes»: não mantêm "
               "(R8.3).",
            1: "Uma carta tirada do descarte não pode voltar logo para lá (R8.2): tirá-la quer dizer trocá-la por "
               "uma carta da mão.",
            3: "Aqui não há escolha: vinda do descarte, uma Dama não tem poder (R8.3).",
        },
        "explanation": "Uma carta tirada do descarte tem de ser trocada por uma carta da tua mão (R8.2). Um Valete, "
                       "uma Dama ou um Rei tirado do descarte não tem efeito: é um 10 normal (R8.3). Os poderes "
                       "são só das cartas compradas do monte (R5).",
    },
    "06.take-back": {
        "en": "a6049fd022",
        "prompt": "Tiras do descarte a carta de cima, um 9, e depois arrependes-te. E agora?",
        "choices": (
            "Posso descartá-la outra vez e comprar do monte em vez dela.",
            "Tenho de a trocar por uma das minhas três cartas, seja como for.",
            "Posso descartá-la outra vez; a minha compra já foi usada.",
        ),
        "why_not": {
            0: "Tirar do descarte é a tua compra: não há uma segunda, e a carta tem de ser trocada por uma carta "
               "da mão (R8.2).",
            2: "Descartar é para as cartas compradas do monte (R4.2); uma carta tirada do descarte tem de ser "
               "trocada por uma carta da mão (R8.2).",
        },
        "explanation": "Uma carta tirada do descarte tem de ser trocada por uma carta da mão (R8.2); não pode voltar "
                       "logo para o descarte. Só tires uma carta que queiras guardar. A carta que ela substitui vai "
                       "para o descarte, voltada para cima, à vista de todos (R4.1).",
    },
    "06.king-draws": {
        "en": "91eb3c9bd5",
        "prompt": "Numa mesa que permite comprar do descarte, compras um Rei do monte e jogas-o: mais duas "
                  "compras. Nessas duas compras, de onde podes comprar?",
        "choices": (
            "Só do monte: o descarte é só para a primeira compra de cada vez.",
            "Só do descarte, porque agora o Rei está em cima dele.",
            "Em cada uma delas: do monte, ou de cima do descarte.",
        ),
        "why_not": {
            0: "A R8.1 diz «em cada compra (incluindo as compras extra do Rei)».",
            1: "O monte está sempre lá para comprares; o descarte é uma escolha a mais (R8.1).",
        },
        "explanation": "A opção vale para todas as compras, incluindo as compras extra de um Rei (R8.1), desde que o "
                       "descarte não esteja vazio (R8.4). Repara que agora o próprio Rei está em cima do descarte. "
                       "Se o tirares, é um 10 normal e tens de o trocar por uma carta da mão (R8.2, R8.3).",
    },
    "06.who-knows": {
        "en": "03fabfb1b2",
        "prompt": "O Lugar 3 tira um 3 do descarte e troca-o pela sua carta do meio. Quem sabe que a carta do "
                  "meio do Lugar 3 é um 3?",
        "choices": (
            "Só o Lugar 3.",
            "Todos os jogadores.",
            "Ninguém: a carta do meio é a que ninguém vê.",
        ),
        "why_not": {
            0: "O 3 estava voltado para cima no descarte, à vista de todos (R4.2, R8.5).",
            2: "Ninguém vê uma carta do meio na distribuição (R2.4). Mas uma carta tirada do descarte já tinha "
               "sido vista por todos (R8.5).",
        },
        "explanation": "Todos viram o 3 no descarte e todos veem para que lugar da mão ele vai. Por isso, todos "
                       "sabem onde ele está agora (R8.5), mesmo que seja a carta do meio.",
    },
    "06.timeout-king": {
        "en": "002998751c",
        "prompt": "O tempo por compra está ligado. Compras um Rei do monte, e o teu tempo acaba antes de o "
                  "jogares. O que acontece?",
        "choices": (
            "O Rei é jogado por ti: ganhas as tuas duas compras extra.",
            "Nada: saltas a vez e guardas o Rei para a próxima.",
            "O Rei é descartado sem ser usado, sem compras extra, e a tua vez termina sem chamada de crisp.",
            "Ganhas mais 30 segundos para jogar o Rei.",
        ),
        "why_not": {
            0: "A mesa não joga nada por ti: o Rei vai para o descarte sem ser usado (R9.2).",
            1: "Uma carta comprada nunca fica na tua mão: é descartada, e todos a veem (R9.2).",
            3: "Cada compra tem o seu tempo (R9); quando ele acaba, perdes a vez (R9).",
        },
        "explanation": "Quando o teu tempo acaba, perdes o resto da tua vez (R9). A carta comprada é descartada sem "
                       "ser usada, mesmo que seja um Rei, e um Rei descartado assim não dá compras extra (R9.2). "
                       "A vez termina sem chamada de crisp (R9.4).",
    },
    "06.timeout-skip": {
        "en": "045f59637e",
        "prompt": "O tempo por compra está ligado e é a tua vez, mas o teu tempo acaba antes de comprares "
                  "alguma coisa. O que acontece?",
        "choices": (
            "Não acontece nada: a minha vez é simplesmente saltada.",
            "A carta de cima do monte é comprada e descartada por mim; a minha vez termina.",
            "A carta de cima do monte é trocada por uma carta da minha mão, ao acaso.",
        ),
        "why_not": {
            0: "Esse é o engano «quando o tempo acaba, só se salta a vez»: uma carta vai do monte para o descarte "
               "(R9.1).",
            2: "A mesa nunca mexe na tua mão: a carta é descartada (R9.1).",
        },
        "explanation": "Quando o tempo acaba, não se salta simplesmente a vez. Se ainda não tinhas comprado, a carta "
                       "de cima do monte é comprada e descartada por ti (R9.1), voltada para cima, à vista de "
                       "todos. E depois disso já não podes chamar crisp (R9.4).",
    },
    "06.owed-draws": {
        "en": "cb9284a5f0",
        "prompt": "O tempo por compra está ligado. Jogaste um Rei e fizeste a tua primeira compra extra. O teu "
                  "tempo para a segunda compra extra acaba antes de comprares. O que acontece?",
        "choices": (
            "A segunda compra extra perde-se e pronto; ninguém mexe no monte.",
            "Guardo a compra que faltava e faço-a no início da minha próxima vez.",
            "A carta de cima do monte é comprada e descartada por mim, e a vez termina.",
        ),
        "why_not": {
            0: "Quando o tempo acaba antes de uma compra, a carta de cima é sempre comprada e descartada por ti "
               "(R9.1, S2).",
            1: "As compras que faltam nunca passam para a vez seguinte: quando o tempo acaba, perdem-se (R9.3).",
        },
        "explanation": "O tempo conta por compra (S2). Tens uma compra extra por fazer e nenhuma carta na mão: a "
                       "carta de cima do monte é comprada e descartada por ti (R9.1). As outras compras que "
                       "faltarem perdem-se (R9.3).",
    },
    "06.window": {
        "en": "108d4b359e",
        "prompt": "Online, a vez do Lugar 2 terminou há 2,5 segundos, sem uma palavra. O Lugar 3 já comprou a sua "
                  "primeira carta e ainda não a resolveu. O Lugar 2 ainda pode chamar crisp?",
        "choices": (
            "Não: os 2 segundos acabaram, por isso a janela fechou.",
            "Sim: é a chamada atrasada, e a vez do Lugar 3 passa a ser a primeira das últimas vezes.",
            "Não: depois de o Lugar 3 comprar, já ninguém pode chamar.",
        ),
        "why_not": {
            0: "Os 2 s marcam quando o jogador seguinte pode começar; a janela fica aberta durante 3 s (R10).",
            2: "Depois da primeira compra do jogador seguinte, e antes de ela ser resolvida, a chamada atrasada é "
               "permitida (R7.2).",
        },
        "explanation": "A janela de crisp dura 3 s depois do fim de uma vez. O jogador seguinte pode começar ao fim "
                       "de 2 s, e no último segundo a chamada ainda é permitida (R10). É como a chamada atrasada da "
                       "R7.2.",
    },
}

SCENES = {
    "timeout_with_king": {
        "en": "7a91187b32",
        "title": "O tempo acaba: um Rei na mão, depois nenhuma compra",
        "captions": {
            0: "Nesta mesa, cada compra tem 30 segundos (R9).",
            1: "O Lugar 2 compra o K♠ e hesita. O que acontece se o tempo acabar agora?",
            2: "O Rei é descartado sem ser usado (R9.2): um Rei descartado assim não dá compras extra. A vez "
               "termina, e o Lugar 2 não pode chamar crisp, nem agora nem atrasado (R9.4). E se o Lugar 3 também "
               "demorar?",
            3: "O tempo do Lugar 3 acaba antes de ele comprar: a carta de cima do monte, o 5♦, é comprada e "
               "descartada por ele (R9.1). Também perdeu a vez, sem chamada de crisp (R9.4).",
            4: "O Lugar 1 compra o J♥: o jogo continua.",
            5: "O Lugar 1 descarta o J♥ sem o usar (R5.1): a vez dele acabou, e começa a compra do Lugar 2.",
        },
    },
    "timeout_owed_draws": {
        "en": "3d18147963",
        "title": "O tempo acaba numa compra extra do Rei",
        "captions": {
            0: "Nesta mesa, cada compra tem 30 segundos (R9).",
            1: "O Lugar 2 compra o K♠.",
            2: "O Lugar 2 joga-o: tem mais duas compras para fazer (R5.5).",
            3: "O tempo do Lugar 2 acaba na primeira compra extra. A R9 conta por compra: a carta de cima, o 6♦, é "
               "comprada e descartada por ele (R9.1). A outra compra que ainda faltava perde-se (R9.3, S2). Não "
               "há chamada de crisp (R9.4).",
            4: "O Lugar 3 compra o 7♣; o Lugar 2 também não pode fazer uma chamada atrasada (R9.4).",
        },
    },
}
