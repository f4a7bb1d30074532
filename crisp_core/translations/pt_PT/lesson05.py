"""Lesson 05's questions and scenes in Portuguese (Brazil)."""

QUESTIONS = {
    "05.when": {
        "en": "591710db17",
        "prompt": "Você acabou de pôr uma carta baixa na mão por troca e acredita que suas três cartas agora são "
                  "as menores da mesa. Quando você pode chamar crisp?",
        "choices": (
            "Em qualquer momento da rodada, sempre que eu achar que estou baixo o bastante.",
            "Logo no fim da minha própria vez (ou, no máximo, logo depois da primeira compra do próximo "
            "jogador).",
            "Só no começo da minha próxima vez, antes de comprar.",
            "Só antes de comprar nesta vez, para os outros saberem o que estou buscando.",
        ),
        "why_not": {
            0: "A chance só vem quando a sua própria vez termina (R7.1), esticada no máximo até a primeira "
               "compra do próximo jogador (R7.2).",
            2: "No começo da sua próxima vez a chance já passou há muito tempo: uma volta inteira de vezes já "
               "aconteceu.",
            3: "Antes de você comprar, sua vez ainda não terminou; a chamada vem depois dela.",
        },
        "explanation": "A chamada vem logo no fim da sua própria vez (R7.1). Ninguém anuncia o fim de uma vez, "
                       "então a chamada ainda é permitida depois da primeira compra do próximo jogador, até essa "
                       "compra ser resolvida (R7.2).",
    },
    "05.pass": {
        "en": "f567f5e876",
        "prompt": "Sua vez terminou e você diz \"sem crisp\". O que você disse?",
        "choices": (
            "\"Pule a minha próxima vez.\"",
            "\"Passo minha chance de chamar para o próximo jogador.\"",
            "\"Agora não vou chamar crisp.\" Dizer \"sem crisp\" é permitido exatamente quando chamar seria.",
            "\"Vou chamar um pouco mais tarde na rodada.\"",
        ),
        "why_not": {
            0: "Ninguém nunca pula uma vez no Crisp; \"sem crisp\" só tem a ver com a chamada de crisp.",
            1: "A chance do próximo jogador vem no fim da vez dele, não da sua.",
            3: "A chance de chamar vem no fim da sua própria vez (R7.1); dizer \"sem crisp\" a encerra até o "
               "fim da sua próxima vez.",
        },
        "explanation": "Dizer \"sem crisp\" só encerra sua chance de chamar no fim desta vez (R7.1); é permitido "
                       "exatamente quando uma chamada de crisp seria (S1). Não dizer nada e deixar o próximo "
                       "jogador começar dá no mesmo, a não ser pela chamada atrasada de R7.2.",
    },
    "05.late": {
        "en": "d954b4b3c6",
        "prompt": "O Lugar 2 termina sua vez sem dizer nada. O Lugar 3 compra uma carta e ainda está olhando "
                  "para ela. Agora o Lugar 2 diz \"crisp!\". O que acontece?",
        "choices": (
            "Tarde demais: depois que o próximo jogador comprou, ninguém pode chamar.",
            "A chamada vale, e a vez do Lugar 3, que já começou, é a última vez dele.",
            "A chamada vale, mas o Lugar 3 tem de devolver a carta e começar de novo.",
            "A chamada vale, e o Lugar 3 ainda vai ter uma última vez depois desta.",
        ),
        "why_not": {
            0: "Só é tarde demais depois que o Lugar 3 resolveu essa primeira compra (trocar, descartar ou carta "
               "especial).",
            2: "Nada é desfeito: o Lugar 3 continua com a carta que comprou.",
            3: "Cada um dos outros jogadores tem exatamente uma última vez (R7.3); a do Lugar 3 é a que ele já "
               "começou.",
        },
        "explanation": "Essa é a chamada atrasada (R7.2): depois da primeira compra do próximo jogador e antes "
                       "de essa compra ser resolvida, ainda dá para chamar, e a vez em andamento conta como a "
                       "primeira das últimas vezes (R7.3).",
    },
    "05.final-turns": {
        "en": "ee8378678d",
        "prompt": "Quatro jogadores estão na mesa. O Lugar 3 chama crisp no fim da sua própria vez. Quantas "
                  "vezes ainda são jogadas antes de as cartas serem mostradas?",
        "explanation": "Cada um dos outros jogadores joga exatamente uma última vez, em sentido horário a partir "
                       "da esquerda de quem chamou: Lugares 4, 1 e 2 (R7.3). Quem chamou não joga de novo; depois "
                       "da última vez, todas as cartas são mostradas (R7.5).",
    },
    "05.caller-safe": {
        "en": "6f9969dc0f",
        "prompt": "O Lugar 1 chamou crisp. Durante as últimas vezes, o Lugar 2 compra uma Dama. O Lugar 2 pode "
                  "usá-la para trocar uma das suas cartas por uma das cartas do Lugar 1?",
        "choices": (
            "Não: depois que você chama, sua mão fica trancada.",
            "Sim: as cartas de quem chamou ainda podem ser atingidas por uma Dama durante as últimas vezes.",
            "Só se o Lugar 1 concordar.",
            "Sim, mas aí o Lugar 1 ganha mais uma vez para consertar sua mão.",
        ),
        "why_not": {
            0: "Nada tranca a mão de quem chamou: esse é o engano \"quem chamou está a salvo\".",
            2: "Uma troca com a Dama não precisa da permissão de ninguém: é às cegas e definitiva (R5.4).",
            3: "Quem chamou não joga nenhuma última vez: depois da última vez, as cartas são mostradas (R7.5).",
        },
        "explanation": "Quem chamou ainda pode ser alvo de uma troca com a Dama durante as últimas vezes (R7.3). "
                       "Chamar é um risco: uma Dama pode dar a quem chamou uma carta alta, e quem chamou não joga "
                       "de novo para consertar isso.",
    },
    "05.second-call": {
        "en": "804888b384",
        "prompt": "O Lugar 1 chamou crisp. Na sua última vez, o Lugar 2 põe um Ás na mão por troca e agora "
                  "acredita estar ainda mais baixo que o Lugar 1. O Lugar 2 também pode chamar crisp?",
        "choices": (
            "Sim: aí os dois que chamaram jogam pelo -5.",
            "Sim: a segunda chamada cancela a primeira.",
            "Não: só uma chamada por rodada, e ninguém pode chamar durante as últimas vezes.",
        ),
        "why_not": {
            0: "Nunca há um segundo jogador chamando crisp numa rodada (R7.4).",
            1: "Uma chamada não pode ser cancelada, e ninguém pode chamar durante as últimas vezes (R7.4).",
        },
        "explanation": "Só uma chamada de crisp por rodada, e ninguém pode chamar durante as últimas vezes (R7.4). "
                       "De todo jeito, o Lugar 2 não precisa chamar: se ele terminar estritamente abaixo do Lugar "
                       "1, o Lugar 1 marca +5 (R11.2).",
    },
    "05.tie": {
        "en": "8db8d1d602",
        "prompt": "O Lugar 2 chama crisp. Quando as cartas são mostradas, as cartas do Lugar 2 somam 7, as do "
                  "Lugar 1 também somam 7, e as do Lugar 3 somam 24. Quantos pontos o Lugar 2 marca na rodada?",
        "explanation": "7 + 5 = 12. Quem chamou só ganha -5 com um total estritamente menor que o de todos os "
                       "outros; empatar com o menor não basta, e quem chamou ganha +5 (R11.2). O Lugar 1 não "
                       "chamou e simplesmente marca seus 7 (R11.1).",
    },
    "05.score-low": {
        "en": "f6d3805b83",
        "prompt": "O Lugar 3 chama crisp. Quando as cartas são mostradas, os totais são 12 (Lugar 1), 9 (Lugar 2) "
                  "e 3 (Lugar 3). Quantos pontos o Lugar 3 marca na rodada?",
        "explanation": "3 é estritamente o menor, então quem chamou marca 3 - 5 = -2 (R11.2): a pontuação de uma "
                       "rodada pode ser negativa, e aí ela tira pontos do total da partida de quem chamou (R11.3).",
    },
    "05.match-end": {
        "en": "fe4e740dc0",
        "prompt": "O limite é 100. O Lugar 1 tem 96 pontos; uma nova rodada é distribuída e o Lugar 1 espia um "
                  "Rei e uma Dama. Quando a partida termina?",
        "choices": (
            "Agora mesmo: as cartas do Lugar 1 já o levam além de 100.",
            "No momento em que o total da partida do Lugar 1 mais suas cartas chegar a 100 durante a rodada.",
            "No fim desta rodada, depois de somados os pontos da rodada, se algum total da partida for então 100 "
            "ou mais.",
            "Quando todos os jogadores chegarem a 100.",
        ),
        "why_not": {
            0: "Cartas na mão ainda não são pontos: só quando as cartas são mostradas, no fim da rodada, elas "
               "contam (R11.1).",
            1: "A rodada é sempre jogada até o fim (R7.5, R11.4); nada para no meio dela.",
            3: "Basta um jogador chegar ao limite (R11.4).",
        },
        "explanation": "Os pontos da rodada são somados no fim de uma rodada (R11.1, R11.3), e a partida termina "
                       "no fim da rodada em que algum total da partida chega ao limite ou passa dele (R11.4). Até "
                       "lá, o Lugar 1 ainda pode trocar suas cartas altas e se livrar delas.",
    },
    "05.winner": {
        "en": "484e05cd17",
        "prompt": "O limite é 100. No fim de uma rodada, os totais da partida são 104 (Lugar 1), 83 (Lugar 2) e 83 "
                  "(Lugar 3). Quem vence?",
        "choices": (
            "O Lugar 1, porque chegou ao limite.",
            "Os Lugares 2 e 3 dividem a vitória.",
            "Ninguém ainda: a partida continua até o empate ser desfeito.",
            "O Lugar 2, porque está sentado logo depois do Lugar 1.",
        ),
        "why_not": {
            0: "Chegar ao limite é má notícia: isso termina a partida, e vence o MENOR total (R11.5).",
            2: "Um empate no menor total é dividido; não se joga nenhuma rodada extra (R11.5).",
            3: "A ordem dos lugares não desempata: jogadores empatados dividem a vitória (R11.5).",
        },
        "explanation": "Os 104 do Lugar 1 terminam a partida no fim desta rodada (R11.4); vence o menor total da "
                       "partida, e os jogadores empatados com o menor dividem a vitória (R11.5).",
    },
}

SCENES = {
    "crisp_call": {
        "en": "a6063b3522",
        "title": "Chamar crisp, as últimas vezes, as cartas mostradas",
        "captions": {
            0: "O Lugar 2 conhece sua L (A♣) e sua R (3♦), 4 pontos, e tem uma M que nunca viu.",
            1: "O Lugar 2 compra o 2♠.",
            2: "O Lugar 2 o troca pela sua M (o 9♥ vai para o descarte) e agora conhece as três cartas: "
               "A♣ 2♠ 3♦ = 6. Um 6 é baixo o bastante para chamar?",
            3: "O Lugar 2 chama crisp logo no fim da sua própria vez (R7.1). Agora cada um dos outros jogadores "
               "joga exatamente uma última vez, em sentido horário a partir da esquerda de quem chamou: o Lugar "
               "3, depois o Lugar 1 (R7.3). Ninguém mais pode chamar nesta rodada (R7.4).",
            4: "A última vez do Lugar 3: o 10♦.",
            5: "A última vez do Lugar 3 acabou. Falta mais uma última vez: de quem?",
            6: "A última vez do Lugar 1: o 8♠.",
            7: "Essa foi a última das últimas vezes: todas as cartas são mostradas (R7.5). Os pontos da rodada são "
               "o total das três cartas (R11.1); o 6 do Lugar 2 é estritamente o menor, então o Lugar 2 marca "
               "6 - 5 = 1 (R11.2).",
        },
    },
    "late_call": {
        "en": "67b7f4d6a0",
        "title": "Uma chamada atrasada, depois da primeira compra do próximo jogador",
        "captions": {
            0: "O Lugar 2 conhece sua L (A♣) e sua R (2♦).",
            1: "O Lugar 2 compra o 3♠.",
            2: "O Lugar 2 o troca pela sua M (o 8♣ vai para o descarte): A♣ 3♠ 2♦ = 6. A vez acabou, mas ninguém "
               "anuncia isso, e o Lugar 2 ainda não diz nada.",
            3: "O Lugar 3 comprou o 9♦ e ainda não o resolveu. O Lugar 2 ainda pode chamar crisp?",
            4: "Sim: é uma chamada atrasada, depois da primeira compra do próximo jogador e antes de essa compra "
               "ser resolvida (R7.2). A vez atual do Lugar 3 conta como a primeira das últimas vezes. Quantas "
               "vezes a mais o Lugar 3 vai ter?",
            5: "Nenhuma: o Lugar 3 descarta o 9♦, e essa foi a última vez dele.",
            6: "A última vez do Lugar 1: o 7♦.",
            7: "A última vez do Lugar 1 termina a rodada (R7.3, R7.5). O 6 do Lugar 2 é estritamente o menor: "
               "6 - 5 = 1 (R11.2).",
        },
    },
    "tie_for_lowest": {
        "en": "7b900b349a",
        "title": "Quem chamou empata com o menor",
        "captions": {
            0: "O Lugar 2 conhece sua L (2♣) e sua R (4♥).",
            1: "O Lugar 2 compra o A♠.",
            2: "O Lugar 2 o troca pela sua M (o 9♦ vai para o descarte): 2♣ A♠ 4♥ = 7.",
            3: "O Lugar 2 chama crisp com 7 (R7.1). O Lugar 2 não viu nenhuma das cartas do Lugar 1.",
            6: "A última vez do Lugar 1: o J♣. O Lugar 1 também tem 7. Quantos pontos o Lugar 2 vai marcar?",
            7: "Todas as cartas são mostradas (R7.5): o Lugar 2 tem 7, e o Lugar 1 também. Um empate com o menor "
               "não basta: só quem chamou e tem estritamente o menor ganha -5, então o Lugar 2 marca 7 + 5 = 12 e "
               "o Lugar 1 marca 7 (R11.1, R11.2).",
        },
    },
    "caller_hit_by_queen": {
        "en": "9a0c021d06",
        "title": "Quem chamou não está a salvo: uma Dama numa última vez",
        "captions": {
            0: "O Lugar 2 conhece sua L (A♣) e sua R (3♦); o Lugar 3 sabe que sua L é o K♣.",
            1: "O Lugar 2 compra o 2♠.",
            2: "O Lugar 2 o troca pela sua M (o 8♥ vai para o descarte): A♣ 2♠ 3♦ = 6.",
            3: "O Lugar 2 chama crisp com 6. A mão do Lugar 2 está a salvo agora?",
            4: "A última vez do Lugar 3: o Q♥. As cartas de quem chamou provavelmente são baixas...",
            5: "O Lugar 3 usa a Dama (R5.4) para trocar seu K♣ pela L de quem chamou, às cegas: quem chamou ainda "
               "pode ser alvo de uma Dama durante as últimas vezes (R7.3). O Lugar 2 olha a carta que cai na sua "
               "L, o K♣ (R5.4.2), e não pode fazer nada: quem chamou não tem mais nenhuma vez.",
            6: "A última vez do Lugar 1: o 10♦.",
            7: "Todas as cartas são mostradas: o Lugar 2 tem K♣ 2♠ 3♦ = 15, o Lugar 3 tem 10. Quem chamou não é "
               "estritamente o menor: 15 + 5 = 20 (R11.2).",
        },
    },
}
