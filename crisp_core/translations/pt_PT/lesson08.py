"""Lesson 08's questions and scenes in Portuguese (Portugal)."""

QUESTIONS = {
    "08.predict-seven": {
        "en": "f11f220d33",
        "prompt": "As tuas três cartas somam 7, e conheces as três. Há mais dois jogadores na mesa, e não sabes nada "
                  "das cartas deles. Qual é a probabilidade de o teu 7 ser agora o menor total da mesa, sem empate?",
        "choices": ("Cerca de 50 %", "Cerca de 75 %", "Cerca de 90 %", "Cerca de 98 %"),
        "why_not": {0: "Para chegar a 7 ou menos, um adversário precisa de três cartas baixas ao mesmo tempo. Isso é "
                       "raro.",
                    1: "Conta: sem o teu 7 no baralho, as três cartas de um adversário só somam 7 ou menos cerca de "
                       "uma vez em 126 mãos.",
                    2: "Mais perto, mas ainda com medo a mais: é raro um adversário chegar a 7 ou menos."},
        "explanation": "Tira as tuas três cartas do baralho. Entre as cartas que sobram, três cartas só somam 7 ou "
                       "menos em 311/39151 ≈ 0,79 % das vezes (na média das mãos que valem 7). Isso é cerca de uma "
                       "vez em 126. (Com o baralho inteiro, a lição 07 chegou a uma vez em 73.) Os dois adversários "
                       "têm de ficar acima de 7. Contando todos os casos, a probabilidade dá cerca de 98 %. É a tua "
                       "probabilidade de seres o menor, sem empate, quando chamas crisp (R7.1). Vale antes da "
                       "última vez dos outros.",
    },
    "08.more-players": {
        "en": "ac181f3d55",
        "prompt": "Tens o mesmo total numa mesa de 3 jogadores ou numa de 8. Onde é mais seguro chamar crisp com "
                  "ele?",
        "choices": ("Com 3 jogadores", "Com 8 jogadores", "Tanto faz"),
        "why_not": {1: "Mais jogadores quer dizer mais mãos que podem ser menores do que a tua, ou iguais a ela.",
                    2: "A tua probabilidade depende de todas as outras mãos. Cada jogador a mais é mais uma mão que "
                       "tem de ser maior do que a tua."},
        "explanation": "Para marcar −5, o teu total tem de ser menor do que o de cada uma das outras mãos, sem empate "
                       "(R11.2). Cada adversário é mais uma mão que pode ser menor ou igual à tua. Por isso a "
                       "probabilidade desce quando entram mais jogadores.",
    },
    "08.tie": {
        "en": "ccbc2f7ba3",
        "prompt": "Chamas crisp com 7. As cartas são voltadas para cima: outro jogador também tem 7, e todos os "
                  "outros têm mais. Quantos pontos marcas nesta ronda?",
        "choices": ("2", "7", "12"),
        "why_not": {0: "O −5 é só para quem fica sozinho com o menor total. Empatar no menor total não chega.",
                    1: "Quem chama crisp nunca marca só o total: é −5 ou +5."},
        "explanation": "R11.2: quem chamou crisp marca total − 5 se for o menor, sem empate. Senão, marca total + 5, "
                       "e o empate conta como «senão»: 7 + 5 = 12. O outro jogador com 7 marca só 7.",
    },
    "08.final-turns": {
        "en": "1af194a5d6",
        "prompt": "Chamas crisp quando a tua conta diz: 98 % de probabilidade de seres agora o menor, sem empate. "
                  "Esses 98 % são a tua probabilidade quando as cartas forem voltadas para cima?",
        "choices": ("Sim: depois de uma chamada, as cartas ficam congeladas",
                    "Não, em geral é menos: cada um dos outros jogadores ainda joga uma última vez",
                    "Não, é mais: mais ninguém pode chamar crisp"),
        "why_not": {0: "Quem chamou não está protegido. Depois de uma chamada, cada um dos outros jogadores joga "
                       "exatamente uma última vez. Pode até trocar uma das tuas cartas com uma Dama.",
                    2: "Mais ninguém pode chamar crisp (R7.4), mas as cartas dos outros ainda podem descer."},
        "explanation": "R7.3: depois da chamada, cada um dos outros jogadores joga exatamente uma última vez. Jogam "
                       "no sentido dos ponteiros do relógio, a começar pela tua esquerda. Cada um pode trocar uma "
                       "carta por outra mais baixa. E uma Dama pode trocar uma das tuas cartas. A probabilidade "
                       "contada no momento da chamada é a probabilidade antes dessas últimas vezes.",
    },
    "08.break-even": {
        "en": "6be565b6ef",
        "prompt": "Num modelo simples, chamar crisp com total t dá em média t + 5 − 10p pontos. Aqui, p é a tua "
                  "probabilidade de seres o menor, sem empate. Esperar dá t pontos. A partir de que probabilidade "
                  "p é que chamar dá menos pontos? Escreve um número ou uma fração.",
        "explanation": "t + 5 − 10p fica abaixo de t exatamente quando 10p > 5, ou seja, quando p > 1/2. O −5 e o "
                       "+5 da R11.2 têm o mesmo tamanho. Por isso, chamar compensa quando é mais provável acertar do "
                       "que errar. Se esperar baixar o teu total g pontos em média, a probabilidade mínima sobe para "
                       "(5 + g)/10.",
    },
    "08.predict-threshold": {
        "en": "79f2defa2b",
        "prompt": "Três robôs só são diferentes numa coisa: quando chamam crisp. Cada um chama quando a sua "
                  "probabilidade de ser o menor chega a um mínimo: 50 %, 70 % ou 90 %. Cada um joga 400 rondas "
                  "contra dois robôs que contam cartas, com as mesmas cartas. Qual marca menos pontos em média "
                  "(menos é melhor)?",
        "choices": ("O que chama com 50 %: chama mais vezes, e chamar compensa a partir de 1/2",
                    "O que chama com 70 %",
                    "O que chama com 90 %"),
        "why_not": {0: "O 1/2 vem de um modelo em que nada muda depois da chamada e esperar não ganha nada. Na mesa "
                       "a sério, nenhuma dessas duas coisas é verdade.",
                    1: "Mais perto. Executa o teste abaixo e compara."},
        "explanation": "No teste abaixo, o robô mais cuidadoso marca menos pontos. As chamadas de cada robô acertam "
                       "mais ou menos tantas vezes quanto a regra dele diz. Por isso, uma chamada com 50 % ganha o −5 "
                       "e paga o +5 quase o mesmo número de vezes (R11.2). Em média, não ganha nada. Já esperar "
                       "continua a baixar o teu total, vez após vez, mais do que a única compra do modelo. Por isso "
                       "a probabilidade mínima sobe bem acima de 1/2.",
    },
    "08.interval": {
        "en": "a525adb301",
        "prompt": "Noutro teste, dois robôs jogam outras 400 rondas, com as mesmas cartas. Um chama com 70 %. O "
                  "outro chama com 90 % e marcou menos 0,6 ± 0,4 pontos por ronda. Esse é o intervalo de 95 % da "
                  "diferença, ronda a ronda. As duas médias, cada uma com ± 0,6, têm um pedaço em comum. O que "
                  "concluis?",
        "choices": ("Chamar com 90 % foi melhor: o intervalo da diferença vai de 0,2 a 1,0 e não inclui o 0",
                    "Nada: os intervalos das duas médias têm um pedaço em comum, por isso a diferença pode ser 0",
                    "Chamar com 70 % foi melhor"),
        "why_not": {1: "Com as mesmas cartas, boa parte da sorte é igual para os dois robôs. O intervalo que conta "
                       "é o da diferença, ronda a ronda. E esse não inclui o 0.",
                    2: "Ganha quem tem menos pontos (R11.5): menos 0,6 pontos por ronda é melhor."},
        "explanation": "Se o intervalo de 95 % da diferença não inclui o 0, a diferença é maior do que a sorte de 400 "
                       "rondas. Comparar ronda a ronda tira a sorte que os dois robôs partilham. Por isso esse "
                       "intervalo é mais estreito do que os intervalos das duas médias.",
    },
}

SCENES = {
    "call_with_six": {
        "en": "c6568030f3",
        "title": "Uma chamada com 6, e as últimas vezes depois dela",
        "captions": {
            0: "O Lugar 2 espreita o seu A♣ e o seu 2♥. A carta do meio dele ainda não foi vista.",
            2: "O Lugar 2 usou um Valete para ver a sua carta do meio (R5.3): é um 3. Agora sabe o seu total: "
               "1 + 3 + 2 = 6.",
            3: "O Lugar 2 chama crisp no fim da sua vez (R7.1). Agora cada um dos outros jogadores joga uma "
               "última vez (R7.3).",
            5: "A última vez do Lugar 3: com uma Dama, troca o seu 9♥ pelo A♣ de quem chamou, sem olhar (R5.4). "
               "Agora quem chamou tem 14.",
            7: "A última vez do Lugar 1: troca o seu K♥ pelo 3♣ que comprou e fica com 10. As cartas são voltadas "
               "para cima (R7.5). O 14 de quem chamou não é o menor, por isso marca 14 + 5 = 19 (R11.2).",
        },
    },
}
