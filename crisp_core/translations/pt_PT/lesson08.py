"""Lesson 08's questions and scenes in Portuguese (Brazil)."""

QUESTIONS = {
    "08.predict-seven": {
        "en": "f11f220d33",
        "prompt": "Suas três cartas somam 7, e você conhece as três. Há mais dois jogadores na mesa, e você não sabe "
                  "nada das cartas deles. Qual é a chance de o seu 7 ser agora o menor total da mesa, sem empate?",
        "choices": ("Cerca de 50 %", "Cerca de 75 %", "Cerca de 90 %", "Cerca de 98 %"),
        "why_not": {0: "Para chegar a 7 ou menos, um adversário precisa de três cartas baixas ao mesmo tempo. Isso é "
                       "raro.",
                    1: "Conte: tirando o seu 7 do baralho, as três cartas de um adversário somam 7 ou menos só cerca "
                       "de uma vez em 126 mãos.",
                    2: "Mais perto, mas ainda com medo demais: é raro um adversário chegar a 7 ou menos."},
        "explanation": "Tire as suas três cartas do baralho. Entre as cartas que sobram, três cartas somam 7 ou menos "
                       "só 311/39151 ≈ 0,79 % das vezes (na média das mãos que valem 7). Isso é cerca de uma vez em "
                       "126. (Com o baralho inteiro, a lição 07 achou uma vez em 73.) Os dois adversários precisam "
                       "ficar acima de 7. Contando todos os casos, a chance dá cerca de 98 %. Essa é a sua chance de "
                       "ser o menor, sem empate, quando você chama crisp (R7.1). Ela vale antes da última vez dos "
                       "outros.",
    },
    "08.more-players": {
        "en": "ac181f3d55",
        "prompt": "Você tem o mesmo total numa mesa de 3 jogadores ou numa de 8. Onde é mais seguro chamar crisp "
                  "com ele?",
        "choices": ("Com 3 jogadores", "Com 8 jogadores", "Tanto faz"),
        "why_not": {1: "Mais jogadores quer dizer mais mãos que podem ser menores que a sua, ou iguais a ela.",
                    2: "A sua chance depende de todas as outras mãos. Cada jogador a mais é mais uma mão que precisa "
                       "ser maior que a sua."},
        "explanation": "Para marcar −5, o seu total precisa ser menor que o de cada outra mão, sem empate (R11.2). "
                       "Cada adversário é mais uma mão que pode ser menor ou igual à sua. Por isso a chance cai "
                       "quando entram mais jogadores.",
    },
    "08.tie": {
        "en": "ccbc2f7ba3",
        "prompt": "Você chama crisp com 7. As cartas são viradas: outro jogador também tem 7, e todos os outros têm "
                  "mais. Quantos pontos você marca na rodada?",
        "choices": ("2", "7", "12"),
        "why_not": {0: "O −5 é só para quem fica com o menor total sozinho. Empatar no menor total não basta.",
                    1: "Quem chama crisp nunca marca só o total: é −5 ou +5."},
        "explanation": "R11.2: quem chamou crisp marca total − 5 se for o menor, sem empate. Senão, marca total + 5, "
                       "e o empate conta como \"senão\": 7 + 5 = 12. O outro jogador com 7 marca só 7.",
    },
    "08.final-turns": {
        "en": "1af194a5d6",
        "prompt": "Você chama crisp quando a sua conta diz: 98 % de chance de ser agora o menor, sem empate. Esses "
                  "98 % são a sua chance quando as cartas forem viradas?",
        "choices": ("Sim: depois de uma chamada, as cartas ficam congeladas",
                    "Não, em geral é menos: cada um dos outros jogadores ainda joga uma última vez",
                    "Não, é mais: ninguém mais pode chamar crisp"),
        "why_not": {0: "Quem chamou não está protegido. Depois de uma chamada, cada um dos outros jogadores joga "
                       "exatamente uma última vez. Ele pode até trocar uma das suas cartas usando uma Dama.",
                    2: "Ninguém mais pode chamar crisp (R7.4), mas as cartas dos outros ainda podem baixar."},
        "explanation": "R7.3: depois da chamada, cada um dos outros jogadores joga exatamente uma última vez. Eles "
                       "jogam em sentido horário, começando pela sua esquerda. Cada um pode trocar uma carta por uma "
                       "mais baixa. E uma Dama pode trocar uma das suas cartas. A chance contada na hora da chamada "
                       "é a chance antes dessas últimas vezes.",
    },
    "08.break-even": {
        "en": "6be565b6ef",
        "prompt": "Num modelo simples, chamar crisp com total t dá em média t + 5 − 10p pontos. Aqui, p é a sua "
                  "chance de ser o menor, sem empate. Esperar dá t pontos. A partir de qual chance p chamar dá "
                  "menos pontos? Digite um número ou uma fração.",
        "explanation": "t + 5 − 10p fica abaixo de t exatamente quando 10p > 5, ou seja, quando p > 1/2. O −5 e o "
                       "+5 da R11.2 têm o mesmo tamanho. Então chamar vale a pena quando é mais provável acertar do "
                       "que errar. Se esperar baixa o seu total em g pontos na média, a chance mínima sobe para "
                       "(5 + g)/10.",
    },
    "08.predict-threshold": {
        "en": "79f2defa2b",
        "prompt": "Três robôs só são diferentes num ponto: quando chamam crisp. Cada um chama quando a sua chance "
                  "de ser o menor chega a um mínimo: 50 %, 70 % ou 90 %. Cada um joga 400 rodadas contra dois "
                  "robôs que contam cartas, com as mesmas cartas. Qual marca menos pontos na média (menos é "
                  "melhor)?",
        "choices": ("O que chama com 50 %: ele chama mais vezes, e chamar compensa a partir de 1/2",
                    "O que chama com 70 %",
                    "O que chama com 90 %"),
        "why_not": {0: "O 1/2 vem de um modelo em que nada muda depois da chamada e esperar não ganha nada. Na mesa "
                       "de verdade, nenhuma das duas coisas é verdade.",
                    1: "Mais perto. Rode o teste abaixo e compare."},
        "explanation": "No teste abaixo, o robô mais cuidadoso marca menos pontos. As chamadas de cada robô acertam "
                       "mais ou menos tantas vezes quanto a regra dele diz. Então uma chamada com 50 % ganha o −5 e "
                       "paga o +5 quase o mesmo número de vezes (R11.2). Na média, ela não ganha nada. Já esperar "
                       "continua baixando o seu total, vez após vez, mais do que a única compra do modelo. Por isso "
                       "a chance mínima sobe bem acima de 1/2.",
    },
    "08.interval": {
        "en": "a525adb301",
        "prompt": "Em outro teste, dois robôs jogam 400 outras rodadas, com as mesmas cartas. Um chama com 70 %. "
                  "O outro chama com 90 % e marcou 0,6 ± 0,4 ponto por rodada a menos. Esse é o intervalo de "
                  "95 % da diferença, rodada por rodada. As duas médias, cada uma com ± 0,6, têm um "
                  "pedaço em comum. O que você conclui?",
        "choices": ("Chamar com 90 % foi melhor: o intervalo da diferença vai de 0,2 a 1,0 e não inclui o 0",
                    "Nada: os intervalos das duas médias têm um pedaço em comum, então a diferença pode ser 0",
                    "Chamar com 70 % foi melhor"),
        "why_not": {1: "Com as mesmas cartas, boa parte da sorte é igual para os dois robôs. O intervalo que importa "
                       "é o da diferença, rodada por rodada. E ele não inclui o 0.",
                    2: "Vence quem tem menos pontos (R11.5): 0,6 ponto a menos por rodada é melhor."},
        "explanation": "Se o intervalo de 95 % da diferença não inclui o 0, a diferença é maior que a sorte de 400 "
                       "rodadas. Comparar rodada por rodada tira a sorte que os dois robôs dividem. Por isso esse "
                       "intervalo é mais estreito que os intervalos das duas médias.",
    },
}

SCENES = {
    "call_with_six": {
        "en": "c6568030f3",
        "title": "Uma chamada com 6, e as últimas vezes depois dela",
        "captions": {
            0: "O Lugar 2 espia o A♣ e o 2♥ dele. A carta do meio dele ainda não foi vista.",
            2: "O Lugar 2 usou um Valete para olhar a carta do meio dele (R5.3): é um 3. Agora ele sabe o "
               "total dele: 1 + 3 + 2 = 6.",
            3: "O Lugar 2 chama crisp no fim da vez dele (R7.1). Agora cada um dos outros jogadores joga uma "
               "última vez (R7.3).",
            5: "A última vez do Lugar 3: com uma Dama, ele troca o 9♥ dele pelo A♣ de quem chamou, sem olhar "
               "(R5.4). Agora quem chamou tem 14.",
            7: "A última vez do Lugar 1: ele troca o K♥ dele pelo 3♣ que comprou e fica com 10. As cartas são "
               "viradas (R7.5). O 14 de quem chamou não é o menor, então ele marca 14 + 5 = 19 (R11.2).",
        },
    },
}
