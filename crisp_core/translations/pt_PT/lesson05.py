"""Lesson 05's questions and scenes in Portuguese (Portugal)."""

QUESTIONS = {
    "05.when": {
        "en": "591710db17",
        "prompt": "Acabaste de trocar e puseste uma carta baixa na mão. Agora achas que as tuas três cartas são "
                  "as mais baixas da mesa. Quando podes chamar crisp?",
        "choices": (
            "A qualquer momento da ronda, sempre que eu achar que o meu total está baixo.",
            "Logo no fim da minha vez (ou, o mais tardar, logo depois de o próximo jogador comprar a primeira "
            "carta).",
            "Só no início da minha próxima vez, antes de comprar.",
            "Só antes de comprar nesta vez, para os outros saberem o que eu quero.",
        ),
        "why_not": {
            0: "A oportunidade só surge quando a tua vez acaba (R7.1). No máximo, dura até o próximo jogador "
               "comprar a primeira carta (R7.2).",
            2: "No início da tua próxima vez, a oportunidade já passou há muito. Todos os outros já jogaram uma "
               "vez.",
            3: "Antes de comprares, a tua vez ainda não acabou. A chamada vem depois dela.",
        },
        "explanation": "Chamas logo no fim da tua vez (R7.1). Mas ninguém avisa que a vez acabou. Por isso, "
                       "ainda podes chamar depois de o próximo jogador comprar, até ele decidir o que faz com a "
                       "carta (R7.2).",
    },
    "05.pass": {
        "en": "f567f5e876",
        "prompt": "A tua vez acabou e dizes «sem crisp». O que quiseste dizer?",
        "choices": (
            "«Salta a minha próxima vez.»",
            "«Passo a minha oportunidade de chamar ao próximo jogador.»",
            "«Agora não vou chamar crisp.» Podes dizer «sem crisp» nos mesmos momentos em que podes chamar.",
            "«Vou chamar um pouco mais tarde, nesta ronda.»",
        ),
        "why_not": {
            0: "No Crisp, ninguém salta uma vez. «Sem crisp» só diz respeito à chamada de crisp.",
            1: "O próximo jogador tem a sua própria oportunidade, no fim da vez dele. Essa oportunidade não vem "
               "de ti.",
            3: "A oportunidade de chamar surge no fim da tua vez (R7.1). Dizer «sem crisp» fecha-a até ao fim da "
               "tua próxima vez.",
        },
        "explanation": "Dizer «sem crisp» só fecha a tua oportunidade de chamar no fim desta vez (R7.1). Podes "
                       "dizê-lo nos mesmos momentos em que podes chamar (S1). Ficar calado e deixar o próximo "
                       "jogador começar vai dar ao mesmo. A única exceção é a chamada atrasada (R7.2).",
    },
    "05.late": {
        "en": "d954b4b3c6",
        "prompt": "O Lugar 2 acaba a sua vez e fica calado. O Lugar 3 compra uma carta e ainda está a olhar para "
                  "ela. Agora o Lugar 2 diz «crisp!». O que acontece?",
        "choices": (
            "Tarde demais: depois de o próximo jogador comprar, ninguém pode chamar.",
            "A chamada vale. A vez do Lugar 3, que já começou, é a última vez dele.",
            "A chamada vale, mas o Lugar 3 tem de devolver a carta e começar de novo.",
            "A chamada vale, e o Lugar 3 ainda vai jogar mais uma última vez depois desta.",
        ),
        "why_not": {
            0: "Só é tarde demais quando o Lugar 3 já decidiu o que faz com a carta: trocar, descartar ou usar "
               "uma carta especial.",
            2: "Nada se desfaz: o Lugar 3 fica com a carta que comprou.",
            3: "Cada um dos outros jogadores joga só uma última vez (R7.3). A do Lugar 3 é a que ele já começou.",
        },
        "explanation": "É a chamada atrasada (R7.2). O próximo jogador já comprou, mas ainda não decidiu o que "
                       "faz com a carta. Por isso, ainda se pode chamar. A vez que já começou conta como a "
                       "primeira das últimas vezes (R7.3).",
    },
    "05.final-turns": {
        "en": "ee8378678d",
        "prompt": "Há quatro jogadores à mesa. O Lugar 3 chama crisp no fim da sua vez. Quantas vezes se jogam "
                  "ainda antes de todos mostrarem as cartas?",
        "explanation": "Cada um dos outros jogadores joga uma última vez, só uma. A ordem segue o sentido dos "
                       "ponteiros do relógio, a começar à esquerda de quem chamou: Lugares 4, 1 e 2 (R7.3). Quem "
                       "chamou não volta a jogar. Depois da última dessas vezes, todos mostram as cartas (R7.5).",
    },
    "05.caller-safe": {
        "en": "6f9969dc0f",
        "prompt": "O Lugar 1 chamou crisp. Nas últimas vezes, o Lugar 2 compra uma Dama. O Lugar 2 pode usar a "
                  "Dama para trocar uma carta sua por uma carta do Lugar 1?",
        "choices": (
            "Não: depois de chamares, a tua mão fica trancada.",
            "Sim: nas últimas vezes, uma Dama ainda pode atingir as cartas de quem chamou.",
            "Só se o Lugar 1 deixar.",
            "Sim, mas então o Lugar 1 ganha mais uma vez para arranjar a mão.",
        ),
        "why_not": {
            0: "Nada tranca a mão de quem chamou. Pensar que «quem chamou está protegido» é um engano frequente.",
            2: "Uma troca com a Dama não precisa da autorização de ninguém. Faz-se às cegas, sem ver a carta do "
               "outro, e não pode ser desfeita (R5.4).",
            3: "Quem chamou não volta a jogar. Depois da última das últimas vezes, todos mostram as cartas "
               "(R7.5).",
        },
        "explanation": "Nas últimas vezes, uma Dama ainda pode atingir quem chamou (R7.3). Chamar é um risco. "
                       "Com uma Dama, alguém pode dar uma carta alta a quem chamou. E quem chamou não volta a "
                       "jogar para corrigir isso.",
    },
    "05.second-call": {
        "en": "804888b384",
        "prompt": "O Lugar 1 chamou crisp. Na sua última vez, o Lugar 2 troca e põe um Ás na mão. Agora acha que "
                  "tem ainda menos do que o Lugar 1. O Lugar 2 também pode chamar crisp?",
        "choices": (
            "Sim: então chamam os dois, e os dois jogam para ganhar o -5.",
            "Sim: a segunda chamada anula a primeira.",
            "Não: só há uma chamada por ronda, e ninguém pode chamar nas últimas vezes.",
        ),
        "why_not": {
            0: "Numa ronda, nunca há um segundo jogador a chamar crisp (R7.4).",
            1: "Uma chamada não pode ser anulada. E ninguém pode chamar nas últimas vezes (R7.4).",
        },
        "explanation": "Só há uma chamada de crisp por ronda, e ninguém pode chamar nas últimas vezes (R7.4). "
                       "Mas o Lugar 2 nem precisa de chamar. Se acabar com um total mais baixo do que o do Lugar "
                       "1, o Lugar 1 marca +5 (R11.2).",
    },
    "05.tie": {
        "en": "8db8d1d602",
        "prompt": "O Lugar 2 chama crisp. No fim, todos mostram as cartas. As cartas do Lugar 2 somam 7. As do "
                  "Lugar 1 também somam 7. As do Lugar 3 somam 24. Quantos pontos marca o Lugar 2 nesta ronda?",
        "explanation": "7 + 5 = 12. Quem chamou só ganha -5 se tiver menos do que todos os outros. Empatar com o "
                       "mais baixo não chega: quem chamou ganha +5 (R11.2). O Lugar 1 não chamou e marca só os "
                       "seus 7 (R11.1).",
    },
    "05.score-low": {
        "en": "f6d3805b83",
        "prompt": "O Lugar 3 chama crisp. No fim, os totais são 12 (Lugar 1), 9 (Lugar 2) e 3 (Lugar 3). Quantos "
                  "pontos marca o Lugar 3 nesta ronda?",
        "explanation": "3 é o total mais baixo, sem empate. Por isso, quem chamou marca 3 - 5 = -2 (R11.2). Os "
                       "pontos de uma ronda podem ser negativos. Nesse caso, tiram pontos ao total da partida de "
                       "quem chamou (R11.3).",
    },
    "05.match-end": {
        "en": "fe4e740dc0",
        "prompt": "O limite é 100. O Lugar 1 tem 96 pontos. Começa uma nova ronda, e o Lugar 1 espreita um Rei e "
                  "uma Dama. Quando acaba a partida?",
        "choices": (
            "Agora mesmo: com estas cartas, o Lugar 1 já passa dos 100.",
            "No momento em que os pontos do Lugar 1 mais as suas cartas chegarem a 100, a meio da ronda.",
            "No fim desta ronda, depois de somados os pontos. Isto se alguém tiver então 100 ou mais na partida.",
            "Quando todos os jogadores chegarem a 100.",
        ),
        "why_not": {
            0: "As cartas na mão ainda não são pontos. Só contam quando todos mostram as cartas, no fim da ronda "
               "(R11.1).",
            1: "A ronda joga-se sempre até ao fim (R7.5, R11.4). Nada para a meio.",
            3: "Basta um jogador chegar ao limite (R11.4).",
        },
        "explanation": "Os pontos somam-se no fim da ronda (R11.1, R11.3). A partida acaba no fim da ronda em "
                       "que alguém chega ao limite ou o ultrapassa (R11.4). Até lá, o Lugar 1 ainda pode trocar "
                       "as suas cartas altas.",
    },
    "05.winner": {
        "en": "484e05cd17",
        "prompt": "O limite é 100. No fim de uma ronda, os totais da partida são 104 (Lugar 1), 83 (Lugar 2) e "
                  "83 (Lugar 3). Quem ganha?",
        "choices": (
            "O Lugar 1, porque chegou ao limite.",
            "Os Lugares 2 e 3 dividem a vitória.",
            "Ninguém, para já: a partida continua até se desfazer o empate.",
            "O Lugar 2, porque está sentado logo a seguir ao Lugar 1.",
        ),
        "why_not": {
            0: "Chegar ao limite é má notícia. Isso acaba a partida, e ganha o total MAIS BAIXO (R11.5).",
            2: "Quem empata no total mais baixo divide a vitória. Não há ronda extra (R11.5).",
            3: "A ordem dos lugares não desempata. Quem está empatado divide a vitória (R11.5).",
        },
        "explanation": "Os 104 do Lugar 1 acabam com a partida no fim desta ronda (R11.4). Ganha o total mais "
                       "baixo da partida. Quem empata no mais baixo divide a vitória (R11.5).",
    },
}

SCENES = {
    "crisp_call": {
        "en": "a6063b3522",
        "title": "Chamar crisp, as últimas vezes e as cartas na mesa",
        "captions": {
            0: "O Lugar 2 conhece a sua carta da esquerda (A♣) e a da direita (3♦): 4 pontos. A carta do meio, "
               "nunca a viu.",
            1: "O Lugar 2 compra o 2♠.",
            2: "O Lugar 2 troca essa carta pela do meio (o 9♥ vai para o descarte). Agora conhece as três "
               "cartas: A♣ 2♠ 3♦ = 6. Um 6 é baixo o suficiente para chamar?",
            3: "O Lugar 2 chama crisp logo no fim da sua vez (R7.1). Agora, cada um dos outros joga uma última "
               "vez, só uma. A ordem segue o sentido dos ponteiros do relógio, a partir da esquerda de quem "
               "chamou: primeiro o Lugar 3, depois o Lugar 1 (R7.3). Mais ninguém pode chamar nesta ronda "
               "(R7.4).",
            4: "A última vez do Lugar 3: o 10♦.",
            5: "A última vez do Lugar 3 acabou. Falta mais uma: de quem?",
            6: "A última vez do Lugar 1: o 8♠.",
            7: "Esta foi a última das últimas vezes. Todos mostram as cartas (R7.5). Os pontos da ronda são a "
               "soma das três cartas (R11.1). O 6 do Lugar 2 é o total mais baixo, sem empate. Por isso, o Lugar "
               "2 marca 6 - 5 = 1 (R11.2).",
        },
    },
    "late_call": {
        "en": "67b7f4d6a0",
        "title": "Uma chamada atrasada, depois de o próximo jogador comprar",
        "captions": {
            0: "O Lugar 2 conhece a sua carta da esquerda (A♣) e a da direita (2♦).",
            1: "O Lugar 2 compra o 3♠.",
            2: "O Lugar 2 troca essa carta pela do meio (o 8♣ vai para o descarte): A♣ 3♠ 2♦ = 6. A vez acabou, "
               "mas ninguém avisa. E o Lugar 2 continua calado.",
            3: "O Lugar 3 comprou o 9♦ e ainda não decidiu o que fazer com ele. O Lugar 2 ainda pode chamar "
               "crisp?",
            4: "Pode, sim: é uma chamada atrasada. O próximo jogador já comprou, mas ainda não decidiu o que faz "
               "com a carta (R7.2). A vez do Lugar 3, que já começou, conta como a primeira das últimas vezes. "
               "Quantas vezes a mais vai ter o Lugar 3?",
            5: "Nenhuma: o Lugar 3 descarta o 9♦, e essa foi a sua última vez.",
            6: "A última vez do Lugar 1: o 7♦.",
            7: "A última vez do Lugar 1 acaba a ronda (R7.3, R7.5). O 6 do Lugar 2 é o total mais baixo, sem "
               "empate: 6 - 5 = 1 (R11.2).",
        },
    },
    "tie_for_lowest": {
        "en": "7b900b349a",
        "title": "Quem chamou empata no total mais baixo",
        "captions": {
            0: "O Lugar 2 conhece a sua carta da esquerda (2♣) e a da direita (4♥).",
            1: "O Lugar 2 compra o A♠.",
            2: "O Lugar 2 troca essa carta pela do meio (o 9♦ vai para o descarte): 2♣ A♠ 4♥ = 7.",
            3: "O Lugar 2 chama crisp com 7 (R7.1). O Lugar 2 não viu nenhuma carta do Lugar 1.",
            6: "A última vez do Lugar 1: o J♣. O Lugar 1 também tem 7. Quantos pontos vai marcar o Lugar 2?",
            7: "Todos mostram as cartas (R7.5). O Lugar 2 tem 7, e o Lugar 1 também. Empatar no total mais baixo "
               "não chega. Só ganha -5 quem chamou e tem menos do que todos. Por isso, o Lugar 2 marca 7 + 5 = "
               "12, e o Lugar 1 marca 7 (R11.1, R11.2).",
        },
    },
    "caller_hit_by_queen": {
        "en": "9a0c021d06",
        "title": "Quem chamou não está protegido: uma Dama numa última vez",
        "captions": {
            0: "O Lugar 2 conhece a sua carta da esquerda (A♣) e a da direita (3♦). O Lugar 3 sabe que a sua "
               "carta da esquerda é o K♣.",
            1: "O Lugar 2 compra o 2♠.",
            2: "O Lugar 2 troca essa carta pela do meio (o 8♥ vai para o descarte): A♣ 2♠ 3♦ = 6.",
            3: "O Lugar 2 chama crisp com 6. A mão do Lugar 2 está agora protegida?",
            4: "A última vez do Lugar 3: o Q♥. As cartas de quem chamou devem ser baixas...",
            5: "O Lugar 3 usa a Dama (R5.4). Troca o seu K♣ pela carta da esquerda de quem chamou, sem saber que "
               "carta vai receber. Nas últimas vezes, uma Dama ainda pode atingir quem chamou (R7.3). O Lugar 2 "
               "olha para a sua nova carta da esquerda: o K♣ (R5.4.2). E não pode fazer nada, porque quem chamou "
               "não volta a jogar.",
            6: "A última vez do Lugar 1: o 10♦.",
            7: "Todos mostram as cartas: o Lugar 2 tem K♣ 2♠ 3♦ = 15, e o Lugar 3 tem 10. Quem chamou não tem o "
               "total mais baixo: 15 + 5 = 20 (R11.2).",
        },
    },
}
