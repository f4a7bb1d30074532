"""Lesson 06's questions and scenes in Portuguese (Brazil)."""

QUESTIONS = {
    "06.take-queen": {
        "en": "c6d870a749",
        "prompt": "O anfitrião permite comprar do descarte. A carta de cima do descarte é uma Dama, e você a pega. "
                  "O que você pode fazer com ela?",
        "choices": (
            "Usá-la: trocar uma das minhas cartas pela carta de outro jogador, e depois descartá-la.",
            "Olhar para ela e devolvê-la direto ao descarte.",
            "Trocá-la por uma carta da minha mão, onde ela conta como um 10 comum.",
            "Usá-la ou trocá-la por uma carta da mão, como eu quiser.",
        ),
        "why_not": {
            0: "Esse é o engano \"Valetes, Damas e Reis do descarte continuam com seus poderes\": não continuam "
               "(R8.3).",
            1: "Uma carta pegada não pode voltar direto (R8.2): pegá-la quer dizer trocá-la por uma da mão.",
            3: "Aqui não há escolha: vinda do descarte, uma Dama não tem poder (R8.3).",
        },
        "explanation": "Uma carta pegada do descarte tem de ser trocada por uma carta da sua mão (R8.2), e um "
                       "Valete, uma Dama ou um Rei pegado do descarte não tem efeito: é um 10 comum (R8.3). Os "
                       "poderes são só das cartas compradas do monte (R5).",
    },
    "06.take-back": {
        "en": "a6049fd022",
        "prompt": "Você pega a carta de cima do descarte, um 9, e depois se arrepende. E agora?",
        "choices": (
            "Posso descartá-la de novo e comprar do monte no lugar dela.",
            "Tenho de trocá-la por uma das minhas três cartas de qualquer jeito.",
            "Posso descartá-la de novo; minha compra já foi usada.",
        ),
        "why_not": {
            0: "Pegar do descarte é a sua compra: não há uma segunda, e a carta tem de ser trocada por uma da mão "
               "(R8.2).",
            2: "Descartar é para cartas compradas do monte (R4.2); uma carta pegada tem de ser trocada por uma da "
               "mão (R8.2).",
        },
        "explanation": "Uma carta pegada do descarte tem de ser trocada por uma carta da mão (R8.2); ela não pode "
                       "voltar direto. Só pegue uma carta que você queira manter, porque a carta que ela "
                       "substitui vai para o descarte, virada para cima para todos (R4.1).",
    },
    "06.king-draws": {
        "en": "91eb3c9bd5",
        "prompt": "Numa mesa que permite comprar do descarte, você compra um Rei do monte e o joga: mais duas "
                  "compras. Nessas duas compras, de onde você pode comprar?",
        "choices": (
            "Só do monte: o descarte é para a primeira compra de uma vez.",
            "Só do descarte, já que o Rei está em cima dele agora.",
            "Em cada uma delas: do monte, ou de cima do descarte.",
        ),
        "why_not": {
            0: "R8.1 diz \"em cada compra (inclusive as compras extras de Rei)\".",
            1: "O monte está sempre ali para comprar; o descarte é a escolha a mais (R8.1).",
        },
        "explanation": "A opção vale para todas as compras, inclusive as compras extras de um Rei (R8.1), desde "
                       "que o descarte não esteja vazio (R8.4). Repare que o próprio Rei agora está em cima do "
                       "descarte: se você pegá-lo, ele é um 10 comum que tem de ser trocado por uma carta da mão "
                       "(R8.2, R8.3).",
    },
    "06.who-knows": {
        "en": "03fabfb1b2",
        "prompt": "O Lugar 3 pega um 3 do descarte e o troca pela sua carta do meio. Quem sabe que a carta do "
                  "meio do Lugar 3 é um 3?",
        "choices": (
            "Só o Lugar 3.",
            "Todos os jogadores.",
            "Ninguém: a carta do meio é a que ninguém vê.",
        ),
        "why_not": {
            0: "O 3 estava virado para cima no descarte, para todos verem (R4.2, R8.5).",
            2: "Ninguém vê uma carta do meio na distribuição (R2.4), mas uma carta pegada do descarte já tinha sido "
               "vista por todos (R8.5).",
        },
        "explanation": "Todos viram o 3 no descarte e todos veem para qual posição ele vai, então todos sabem onde "
                       "ele está agora (R8.5), mesmo sendo a carta do meio.",
    },
    "06.timeout-king": {
        "en": "002998751c",
        "prompt": "O tempo por compra está ativado. Você compra um Rei do monte, e seu tempo acaba antes de você "
                  "jogá-lo. O que acontece?",
        "choices": (
            "O Rei é jogado por você: você ganha suas duas compras extras.",
            "Nada: você pula a vez e guarda o Rei para a próxima.",
            "O Rei é descartado sem uso, sem compras extras, e sua vez termina sem chamada de crisp.",
            "Você ganha mais 30 segundos para jogar o Rei.",
        ),
        "why_not": {
            0: "A mesa não joga nada por você: o Rei vai para o descarte sem uso (R9.2).",
            1: "Uma carta comprada nunca fica na sua mão: ela é descartada, e todos a veem (R9.2).",
            3: "Cada compra tem seu tempo (R9); quando ele acaba, a vez é perdida (R9).",
        },
        "explanation": "Quando seu tempo acaba, você perde o resto da sua vez (R9): a carta comprada é descartada "
                       "sem uso, um Rei também, e um Rei descartado assim não dá compras extras (R9.2); a vez "
                       "termina sem chamada de crisp (R9.4).",
    },
    "06.timeout-skip": {
        "en": "045f59637e",
        "prompt": "O tempo por compra está ativado e é a sua vez, mas seu tempo acaba antes de você comprar "
                  "qualquer coisa. O que acontece?",
        "choices": (
            "Nada acontece: minha vez é simplesmente pulada.",
            "A carta de cima do monte é comprada e descartada por mim; minha vez termina.",
            "A carta de cima do monte é trocada por uma carta da minha mão, ao acaso.",
        ),
        "why_not": {
            0: "Esse é o engano \"o tempo esgotado só pula a vez\": uma carta vai do monte para o descarte "
               "(R9.1).",
            2: "A mesa nunca mexe na sua mão: a carta é descartada (R9.1).",
        },
        "explanation": "Um tempo esgotado não é simplesmente pular a vez: se você não tinha comprado, a carta de "
                       "cima do monte é comprada e descartada por você (R9.1), virada para cima para todos verem, "
                       "e você não pode chamar crisp depois disso (R9.4).",
    },
    "06.owed-draws": {
        "en": "cb9284a5f0",
        "prompt": "O tempo por compra está ativado. Você jogou um Rei e usou sua primeira compra extra; seu tempo "
                  "para a segunda compra extra acaba antes de você comprar. O que acontece?",
        "choices": (
            "A segunda compra extra é simplesmente perdida; ninguém mexe no monte.",
            "Eu guardo a compra que faltava e a faço no começo da minha próxima vez.",
            "A carta de cima do monte é comprada e descartada por mim, e a vez termina.",
        ),
        "why_not": {
            0: "Um tempo esgotado antes de uma compra sempre compra e descarta a carta de cima por você (R9.1, "
               "S2).",
            1: "Compras que faltam nunca passam para a próxima vez: o tempo esgotado as faz perder (R9.3).",
        },
        "explanation": "O tempo conta por compra (S2): com uma compra extra a fazer e nenhuma carta na mão, a "
                       "carta de cima do monte é comprada e descartada por você (R9.1), e as outras compras que "
                       "faltarem são perdidas (R9.3).",
    },
    "06.window": {
        "en": "108d4b359e",
        "prompt": "Online, a vez do Lugar 2 terminou há 2,5 segundos, sem uma palavra. O Lugar 3 já comprou sua "
                  "primeira carta e ainda não a resolveu. O Lugar 2 ainda pode chamar crisp?",
        "choices": (
            "Não: os 2 segundos acabaram, então a janela fechou.",
            "Sim: é a chamada atrasada, e a vez do Lugar 3 passa a ser a primeira das últimas vezes.",
            "Não: depois que o Lugar 3 comprou, ninguém pode chamar.",
        ),
        "why_not": {
            0: "Os 2 s marcam quando o próximo jogador pode começar; a janela fica aberta por 3 s (R10).",
            2: "Depois da primeira compra do próximo jogador e antes de ela ser resolvida, a chamada atrasada é "
               "permitida (R7.2).",
        },
        "explanation": "A janela de crisp dura 3 s depois do fim de uma vez; o próximo jogador pode começar "
                       "depois de 2 s, e no último segundo a chamada ainda é permitida (R10), como a chamada "
                       "atrasada de R7.2.",
    },
}

SCENES = {
    "timeout_with_king": {
        "en": "7a91187b32",
        "title": "O tempo acaba: um Rei na mão, depois nenhuma compra",
        "captions": {
            0: "Nesta mesa, cada compra tem 30 segundos (R9).",
            1: "O Lugar 2 compra o K♠ e hesita. O que acontece se o tempo acabar agora?",
            2: "O Rei é descartado sem uso (R9.2): um Rei descartado assim não dá compras extras. A vez termina, e "
               "o Lugar 2 não pode chamar crisp, nem agora nem atrasado (R9.4). E se o Lugar 3 também demorar?",
            3: "O tempo do Lugar 3 acaba antes de ele comprar: a carta de cima do monte, o 5♦, é comprada e "
               "descartada por ele (R9.1). A vez dele foi perdida, também sem chamada de crisp (R9.4).",
            4: "O Lugar 1 compra o J♥: o jogo continua.",
            5: "O Lugar 1 descarta o J♥ sem usar (R5.1): a vez dele acabou, e começa a compra do Lugar 2.",
        },
    },
    "timeout_owed_draws": {
        "en": "3d18147963",
        "title": "O tempo acaba numa compra extra de Rei",
        "captions": {
            0: "Nesta mesa, cada compra tem 30 segundos (R9).",
            1: "O Lugar 2 compra o K♠.",
            2: "O Lugar 2 o joga: mais duas compras a fazer (R5.5).",
            3: "O tempo do Lugar 2 acaba na primeira compra extra. R9 conta por compra: a carta de cima, o 6♦, é "
               "comprada e descartada por ele (R9.1), e a outra compra que ainda faltava é perdida (R9.3, S2). "
               "Não vem nenhuma chamada de crisp (R9.4).",
            4: "O Lugar 3 compra o 7♣; o Lugar 2 também não pode chamar atrasado (R9.4).",
        },
    },
}
