"""Lesson 05's questions and scenes in Portuguese (Brazil)."""

QUESTIONS = {
    "05.when": {
        "en": "591710db17",
        "prompt": "Você acabou de trocar e pôs uma carta baixa na mão. Agora você acha que as suas três cartas "
                  "são as menores da mesa. Quando você pode chamar crisp?",
        "choices": (
            "A qualquer momento da rodada, sempre que eu achar que o meu total está baixo.",
            "Logo no fim da minha vez (ou, no máximo, logo depois de o próximo jogador comprar a primeira carta).",
            "Só no começo da minha próxima vez, antes de comprar.",
            "Só antes de comprar nesta vez, para os outros saberem o que eu quero.",
        ),
        "why_not": {
            0: "A chance só vem quando a sua vez termina (R7.1). No máximo, ela dura até a primeira compra do "
               "próximo jogador (R7.2).",
            2: "No começo da sua próxima vez, a chance já passou faz tempo. Todos os outros já jogaram uma vez.",
            3: "Antes de você comprar, a sua vez ainda não acabou. A chamada vem depois dela.",
        },
        "explanation": "Você chama logo no fim da sua vez (R7.1). Mas ninguém avisa que a vez acabou. Por isso, "
                       "ainda dá para chamar depois que o próximo jogador compra, até ele decidir o que faz com a "
                       "carta (R7.2).",
    },
    "05.pass": {
        "en": "f567f5e876",
        "prompt": "A sua vez acabou e você diz \"sem crisp\". O que você quis dizer?",
        "choices": (
            "\"Pule a minha próxima vez.\"",
            "\"Passo a minha chance de chamar para o próximo jogador.\"",
            "\"Agora não vou chamar crisp.\" Você pode dizer \"sem crisp\" nos mesmos momentos em que pode chamar.",
            "\"Vou chamar um pouco mais tarde na rodada.\"",
        ),
        "why_not": {
            0: "No Crisp, ninguém pula uma vez. \"Sem crisp\" só fala da chamada de crisp.",
            1: "O próximo jogador tem a própria chance, no fim da vez dele. Essa chance não vem de você.",
            3: "A chance de chamar vem no fim da sua vez (R7.1). Dizer \"sem crisp\" fecha essa chance até o fim "
               "da sua próxima vez.",
        },
        "explanation": "Dizer \"sem crisp\" só fecha a sua chance de chamar no fim desta vez (R7.1). Você pode "
                       "dizer isso nos mesmos momentos em que pode chamar (S1). Ficar calado e deixar o próximo "
                       "jogador começar dá no mesmo. A única exceção é a chamada atrasada (R7.2).",
    },
    "05.late": {
        "en": "d954b4b3c6",
        "prompt": "O Lugar 2 termina a vez e fica calado. O Lugar 3 compra uma carta e ainda está olhando para "
                  "ela. Agora o Lugar 2 diz \"crisp!\". O que acontece?",
        "choices": (
            "Tarde demais: depois que o próximo jogador comprou, ninguém pode chamar.",
            "A chamada vale. A vez do Lugar 3, que já começou, é a última vez dele.",
            "A chamada vale, mas o Lugar 3 tem de devolver a carta e começar de novo.",
            "A chamada vale, e o Lugar 3 ainda vai jogar mais uma última vez depois desta.",
        ),
        "why_not": {
            0: "Só fica tarde demais quando o Lugar 3 já decidiu o que faz com a carta: trocar, descartar ou usar "
               "uma carta especial.",
            2: "Nada é desfeito: o Lugar 3 fica com a carta que comprou.",
            3: "Cada um dos outros jogadores joga só uma última vez (R7.3). A do Lugar 3 é a que ele já começou.",
        },
        "explanation": "Essa é a chamada atrasada (R7.2). O próximo jogador já comprou, mas ainda não decidiu o "
                       "que faz com a carta. Então ainda dá para chamar. A vez que já começou conta como a "
                       "primeira das últimas vezes (R7.3).",
    },
    "05.final-turns": {
        "en": "ee8378678d",
        "prompt": "Quatro jogadores estão na mesa. O Lugar 3 chama crisp no fim da sua vez. Quantas vezes ainda "
                  "são jogadas antes de todos mostrarem as cartas?",
        "explanation": "Cada um dos outros jogadores joga uma última vez, só uma. A ordem segue o sentido horário, "
                       "começando à esquerda de quem chamou: Lugares 4, 1 e 2 (R7.3). Quem chamou não joga mais. "
                       "Depois da última dessas vezes, todos mostram as cartas (R7.5).",
    },
    "05.caller-safe": {
        "en": "6f9969dc0f",
        "prompt": "O Lugar 1 chamou crisp. Nas últimas vezes, o Lugar 2 compra uma Dama. O Lugar 2 pode usar a "
                  "Dama para trocar uma carta sua com uma carta do Lugar 1?",
        "choices": (
            "Não: depois que você chama, a sua mão fica trancada.",
            "Sim: nas últimas vezes, uma Dama ainda pode atingir as cartas de quem chamou.",
            "Só se o Lugar 1 deixar.",
            "Sim, mas aí o Lugar 1 ganha mais uma vez para consertar a mão.",
        ),
        "why_not": {
            0: "Nada tranca a mão de quem chamou. Achar que \"quem chamou está a salvo\" é um engano comum.",
            2: "Uma troca com a Dama não precisa da permissão de ninguém. Ela é feita às cegas, sem ver a carta do "
               "outro, e não pode ser desfeita (R5.4).",
            3: "Quem chamou não joga mais nenhuma vez. Depois da última das últimas vezes, todos mostram as cartas "
               "(R7.5).",
        },
        "explanation": "Nas últimas vezes, uma Dama ainda pode atingir quem chamou (R7.3). Chamar é um risco. Com "
                       "uma Dama, alguém pode dar uma carta alta a quem chamou. E quem chamou não joga de novo "
                       "para consertar isso.",
    },
    "05.second-call": {
        "en": "804888b384",
        "prompt": "O Lugar 1 chamou crisp. Na sua última vez, o Lugar 2 troca e põe um Ás na mão. Agora ele acha "
                  "que tem ainda menos que o Lugar 1. O Lugar 2 também pode chamar crisp?",
        "choices": (
            "Sim: aí os dois chamam, e os dois tentam ganhar o -5.",
            "Sim: a segunda chamada cancela a primeira.",
            "Não: só há uma chamada por rodada, e ninguém pode chamar nas últimas vezes.",
        ),
        "why_not": {
            0: "Numa rodada, nunca há um segundo jogador chamando crisp (R7.4).",
            1: "Uma chamada não pode ser cancelada. E ninguém pode chamar nas últimas vezes (R7.4).",
        },
        "explanation": "Só há uma chamada de crisp por rodada, e ninguém pode chamar nas últimas vezes (R7.4). "
                       "Mas o Lugar 2 nem precisa chamar. Se ele terminar com menos pontos que o Lugar 1, o Lugar 1 "
                       "marca +5 (R11.2).",
    },
    "05.tie": {
        "en": "8db8d1d602",
        "prompt": "O Lugar 2 chama crisp. No fim, todos mostram as cartas. As cartas do Lugar 2 somam 7. As do "
                  "Lugar 1 também somam 7. As do Lugar 3 somam 24. Quantos pontos o Lugar 2 marca na rodada?",
        "explanation": "7 + 5 = 12. Quem chamou só ganha -5 se tiver menos que todos os outros. Empatar com o "
                       "menor não basta: quem chamou ganha +5 (R11.2). O Lugar 1 não chamou e marca só os seus 7 "
                       "(R11.1).",
    },
    "05.score-low": {
        "en": "f6d3805b83",
        "prompt": "O Lugar 3 chama crisp. No fim, os totais são 12 (Lugar 1), 9 (Lugar 2) e 3 (Lugar 3). Quantos "
                  "pontos o Lugar 3 marca na rodada?",
        "explanation": "3 é o menor total, sem empate. Então quem chamou marca 3 - 5 = -2 (R11.2). Os pontos de "
                       "uma rodada podem ser negativos. Aí eles tiram pontos do total da partida de quem chamou "
                       "(R11.3).",
    },
    "05.match-end": {
        "en": "fe4e740dc0",
        "prompt": "O limite é 100. O Lugar 1 tem 96 pontos. Começa uma nova rodada, e o Lugar 1 espia um Rei e "
                  "uma Dama. Quando a partida termina?",
        "choices": (
            "Agora mesmo: com essas cartas, o Lugar 1 já passa de 100.",
            "No momento em que os pontos do Lugar 1 mais as suas cartas chegarem a 100, no meio da rodada.",
            "No fim desta rodada, depois de somar os pontos. Isso se alguém tiver então 100 ou mais na partida.",
            "Quando todos os jogadores chegarem a 100.",
        ),
        "why_not": {
            0: "Cartas na mão ainda não são pontos. Elas só contam quando todos mostram as cartas, no fim da "
               "rodada (R11.1).",
            1: "A rodada é sempre jogada até o fim (R7.5, R11.4). Nada para no meio dela.",
            3: "Basta um jogador chegar ao limite (R11.4).",
        },
        "explanation": "Os pontos são somados no fim da rodada (R11.1, R11.3). A partida termina no fim da rodada "
                       "em que alguém chega ao limite ou passa dele (R11.4). Até lá, o Lugar 1 ainda pode trocar "
                       "as suas cartas altas.",
    },
    "05.winner": {
        "en": "484e05cd17",
        "prompt": "O limite é 100. No fim de uma rodada, os totais da partida são 104 (Lugar 1), 83 (Lugar 2) e 83 "
                  "(Lugar 3). Quem vence?",
        "choices": (
            "O Lugar 1, porque chegou ao limite.",
            "Os Lugares 2 e 3 dividem a vitória.",
            "Ninguém ainda: a partida continua até o empate acabar.",
            "O Lugar 2, porque está sentado logo depois do Lugar 1.",
        ),
        "why_not": {
            0: "Chegar ao limite é má notícia. Isso termina a partida, e vence o MENOR total (R11.5).",
            2: "Quem empata com o menor total divide a vitória. Não há rodada extra (R11.5).",
            3: "A ordem dos lugares não desempata. Quem está empatado divide a vitória (R11.5).",
        },
        "explanation": "Os 104 do Lugar 1 terminam a partida no fim desta rodada (R11.4). Vence o menor total da "
                       "partida. Quem empata com o menor divide a vitória (R11.5).",
    },
}

SCENES = {
    "crisp_call": {
        "en": "a6063b3522",
        "title": "Chamar crisp, as últimas vezes e as cartas na mesa",
        "captions": {
            0: "O Lugar 2 conhece a sua carta da esquerda (A♣) e a da direita (3♦): 4 pontos. A carta do meio, "
               "ele nunca viu.",
            1: "O Lugar 2 compra o 2♠.",
            2: "O Lugar 2 troca essa carta pela do meio (o 9♥ vai para o descarte). Agora ele conhece as três "
               "cartas: A♣ 2♠ 3♦ = 6. Um 6 é baixo o bastante para chamar?",
            3: "O Lugar 2 chama crisp logo no fim da sua vez (R7.1). Agora cada um dos outros joga uma última vez, "
               "só uma. A ordem segue o sentido horário, a partir da esquerda de quem chamou: primeiro o Lugar 3, "
               "depois o Lugar 1 (R7.3). Ninguém mais pode chamar nesta rodada (R7.4).",
            4: "A última vez do Lugar 3: o 10♦.",
            5: "A última vez do Lugar 3 acabou. Falta mais uma: de quem?",
            6: "A última vez do Lugar 1: o 8♠.",
            7: "Essa foi a última das últimas vezes. Todos mostram as cartas (R7.5). Os pontos da rodada são a soma "
               "das três cartas (R11.1). O 6 do Lugar 2 é o menor total, sem empate. Então o Lugar 2 marca "
               "6 - 5 = 1 (R11.2).",
        },
    },
    "late_call": {
        "en": "67b7f4d6a0",
        "title": "Uma chamada atrasada, depois que o próximo jogador comprou",
        "captions": {
            0: "O Lugar 2 conhece a sua carta da esquerda (A♣) e a da direita (2♦).",
            1: "O Lugar 2 compra o 3♠.",
            2: "O Lugar 2 troca essa carta pela do meio (o 8♣ vai para o descarte): A♣ 3♠ 2♦ = 6. A vez acabou, "
               "mas ninguém avisa. E o Lugar 2 ainda fica calado.",
            3: "O Lugar 3 comprou o 9♦ e ainda não decidiu o que faz com ele. O Lugar 2 ainda pode chamar crisp?",
            4: "Pode, sim: é uma chamada atrasada. O próximo jogador já comprou, mas ainda não decidiu o que faz com "
               "a carta (R7.2). A vez do Lugar 3, que já começou, conta como a primeira das últimas vezes. "
               "Quantas vezes a mais o Lugar 3 vai ter?",
            5: "Nenhuma: o Lugar 3 descarta o 9♦, e essa foi a última vez dele.",
            6: "A última vez do Lugar 1: o 7♦.",
            7: "A última vez do Lugar 1 termina a rodada (R7.3, R7.5). O 6 do Lugar 2 é o menor total, sem empate: "
               "6 - 5 = 1 (R11.2).",
        },
    },
    "tie_for_lowest": {
        "en": "7b900b349a",
        "title": "Quem chamou empata no menor total",
        "captions": {
            0: "O Lugar 2 conhece a sua carta da esquerda (2♣) e a da direita (4♥).",
            1: "O Lugar 2 compra o A♠.",
            2: "O Lugar 2 troca essa carta pela do meio (o 9♦ vai para o descarte): 2♣ A♠ 4♥ = 7.",
            3: "O Lugar 2 chama crisp com 7 (R7.1). O Lugar 2 não viu nenhuma carta do Lugar 1.",
            6: "A última vez do Lugar 1: o J♣. O Lugar 1 também tem 7. Quantos pontos o Lugar 2 vai marcar?",
            7: "Todos mostram as cartas (R7.5). O Lugar 2 tem 7, e o Lugar 1 também. Empatar no menor total não "
               "basta. Só ganha -5 quem chamou e tem menos que todos. Então o Lugar 2 marca 7 + 5 = 12, e o "
               "Lugar 1 marca 7 (R11.1, R11.2).",
        },
    },
    "caller_hit_by_queen": {
        "en": "9a0c021d06",
        "title": "Quem chamou não está a salvo: uma Dama numa última vez",
        "captions": {
            0: "O Lugar 2 conhece a sua carta da esquerda (A♣) e a da direita (3♦). O Lugar 3 sabe que a carta da "
               "esquerda dele é o K♣.",
            1: "O Lugar 2 compra o 2♠.",
            2: "O Lugar 2 troca essa carta pela do meio (o 8♥ vai para o descarte): A♣ 2♠ 3♦ = 6.",
            3: "O Lugar 2 chama crisp com 6. A mão do Lugar 2 está a salvo agora?",
            4: "A última vez do Lugar 3: o Q♥. As cartas de quem chamou devem ser baixas...",
            5: "O Lugar 3 usa a Dama (R5.4). Ele troca o seu K♣ pela carta da esquerda de quem chamou, sem saber "
               "que carta vai receber. Nas últimas vezes, uma Dama ainda pode atingir quem chamou (R7.3). O Lugar "
               "2 olha a sua nova carta da esquerda: o K♣ (R5.4.2). E não pode fazer nada, porque quem chamou não "
               "joga mais.",
            6: "A última vez do Lugar 1: o 10♦.",
            7: "Todos mostram as cartas: o Lugar 2 tem K♣ 2♠ 3♦ = 15, e o Lugar 3 tem 10. Quem chamou não tem o "
               "menor total: 15 + 5 = 20 (R11.2).",
        },
    },
}
