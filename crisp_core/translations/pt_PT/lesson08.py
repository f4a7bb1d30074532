"""Lesson 08's questions and scenes in Portuguese (Brazil)."""

QUESTIONS = {
    "08.predict-seven": {
        "en": "f11f220d33",
        "prompt": "Suas três cartas somam 7 e você conhece as três. Há outros dois jogadores, e você não sabe nada "
                  "das cartas deles. Qual é a chance de o seu 7 ser agora estritamente o menor total da mesa?",
        "choices": ("Cerca de 50 %", "Cerca de 75 %", "Cerca de 90 %", "Cerca de 98 %"),
        "why_not": {0: "Cada adversário precisa de três cartas baixas ao mesmo tempo para chegar a 7 ou menos; "
                       "isso é raro.",
                    1: "Faça a conta: tirando do baralho o seu 7, as três cartas de um adversário somam 7 ou menos "
                       "só mais ou menos uma vez em 126 mãos.",
                    2: "Mais perto, mas ainda cauteloso demais: dois adversários raramente chegam a 7 ou menos."},
        "explanation": "Tirando do baralho as suas três cartas, três cartas que você não viu somam 7 ou menos só "
                       "311/39151 ≈ 0,79 % das vezes (na média das mãos que valem 7), mais ou menos uma vez em 126 "
                       "(a lição 7 achou uma vez em 73 com o baralho inteiro), e cada um dos dois adversários "
                       "precisa ficar acima de 7: com a conta exata, cerca de 98 %. Essa é a chance de ter "
                       "estritamente o menor total quando você chama crisp (R7.1), antes da última vez de qualquer "
                       "um.",
    },
    "08.more-players": {
        "en": "ac181f3d55",
        "prompt": "Você tem o mesmo total numa mesa de 3 jogadores ou numa de 8. Onde é mais seguro chamar crisp "
                  "com ele?",
        "choices": ("Com 3 jogadores", "Com 8 jogadores", "Tanto faz"),
        "why_not": {1: "Mais jogadores quer dizer mais mãos que podem ser menores que a sua, ou iguais a ela.",
                    2: "Sua chance depende de todas as outras mãos: cada jogador a mais é mais uma mão que precisa "
                       "ser maior que a sua."},
        "explanation": "Para marcar −5, o seu total tem de ser estritamente menor que todas as outras mãos "
                       "(R11.2). Cada adversário é mais uma mão que pode ser menor ou igual, então a chance cai "
                       "conforme entram jogadores.",
    },
    "08.tie": {
        "en": "ccbc2f7ba3",
        "prompt": "Você chama crisp com 7. Na revelação, outro jogador também tem 7; todos os outros têm mais. "
                  "Quantos pontos você marca na rodada?",
        "choices": ("2", "7", "12"),
        "why_not": {0: "O −5 é só para um total estritamente menor. Um empate no menor total não é estritamente "
                       "o menor.",
                    1: "Quem chama crisp nunca marca só o total: é −5 ou +5."},
        "explanation": "R11.2: quem chamou crisp marca total − 5 se ele for estritamente o menor, senão total + 5, "
                       "e um empate conta como \"senão\": 7 + 5 = 12. O outro jogador com 7 marca só 7.",
    },
    "08.final-turns": {
        "en": "1af194a5d6",
        "prompt": "Você chama crisp quando a sua conta diz: 98 % de chance de ter agora estritamente o menor "
                  "total. Esses 98 % são a sua chance na revelação?",
        "choices": ("Sim: depois de uma chamada as cartas ficam congeladas",
                    "Não, em geral é menos: cada um dos outros jogadores ainda joga uma última vez",
                    "Não, é mais: ninguém mais pode chamar crisp"),
        "why_not": {0: "Quem chamou não está protegido. Depois de uma chamada, cada um dos outros jogadores joga "
                       "exatamente uma última vez, e pode até trocar uma das suas cartas com uma Dama.",
                    2: "Ninguém mais pode chamar crisp (R7.4), mas as cartas dos outros ainda podem baixar."},
        "explanation": "R7.3: depois da chamada, cada um dos outros jogadores joga exatamente uma última vez, em "
                       "sentido horário a partir da sua esquerda. Cada um pode trocar uma carta por uma mais baixa, "
                       "e uma Dama pode trocar uma das suas cartas. A chance calculada na hora da chamada é a "
                       "chance antes dessas vezes.",
    },
    "08.break-even": {
        "en": "6be565b6ef",
        "prompt": "Num modelo simples, chamar crisp com total t dá em média t + 5 − 10p pontos (p: a chance de "
                  "você ter estritamente o menor), e esperar dá t. A partir de qual chance p chamar dá menos "
                  "pontos? Digite um número ou uma fração.",
        "explanation": "t + 5 − 10p fica abaixo de t exatamente quando 10p > 5, ou seja, p > 1/2. O −5 e o +5 da "
                       "R11.2 têm o mesmo tamanho, então chamar compensa quando é mais provável você estar certo do "
                       "que errado. Se esperar baixa o seu total em g em média, a marca sobe para (5 + g)/10.",
    },
    "08.predict-threshold": {
        "en": "79f2defa2b",
        "prompt": "Três robôs só diferem no momento em que chamam crisp: quando a chance calculada de ter "
                  "estritamente o menor total chega a 50 %, 70 % ou 90 %. Cada um joga 400 rodadas contra dois "
                  "robôs que contam cartas, nas mesmas distribuições. Qual marca menos pontos em média (menos é "
                  "melhor)?",
        "choices": ("O que chama com 50 %: ele chama mais vezes, e chamar compensa a partir de 1/2",
                    "O que chama com 70 %",
                    "O que chama com 90 %"),
        "why_not": {0: "O 1/2 vem de um modelo em que nada muda depois da chamada e esperar não ganha nada. Na "
                       "mesa, nenhuma das duas coisas é verdade.",
                    1: "Mais perto. Rode a simulação abaixo e compare."},
        "explanation": "Na simulação abaixo, o robô mais cauteloso marca menos pontos. As chamadas de cada robô "
                       "acabam com estritamente o menor total mais ou menos tantas vezes quanto o limiar dele diz, "
                       "então uma chamada com 50 % ganha o −5 e paga o +5 mais ou menos com a mesma frequência "
                       "(R11.2): em média não ganha nada. Esperar continua baixando o seu total, vez após vez, mais "
                       "do que a única compra do modelo; isso sobe a marca bem acima de 1/2.",
    },
    "08.interval": {
        "en": "a525adb301",
        "prompt": "Em outra simulação, com 400 outras distribuições (as mesmas para os dois robôs), um robô que "
                  "chama com 90 % marcou 0,6 ± 0,4 ponto por rodada a menos que um que chama com 70 % (o "
                  "intervalo de 95 % da diferença, distribuição por distribuição). As duas médias, cada uma "
                  "± 0,6, se sobrepõem. O que você conclui?",
        "choices": ("Chamar com 90 % foi melhor: o intervalo da diferença, de 0,2 a 1,0, deixa o 0 de fora",
                    "Nada: os intervalos das duas médias se sobrepõem, então a diferença pode ser 0",
                    "Chamar com 70 % foi melhor"),
        "why_not": {1: "Nas mesmas distribuições, boa parte da sorte é a mesma para os dois robôs. O intervalo a "
                       "ler é o da diferença, distribuição por distribuição, e ele deixa o 0 de fora.",
                    2: "Vence a menor pontuação (R11.5): 0,6 ponto a menos por rodada é melhor."},
        "explanation": "Se o intervalo de 95 % da diferença deixa o 0 de fora, a diferença é maior que a sorte de "
                       "400 distribuições. Comparar distribuição por distribuição tira a sorte que os dois "
                       "compartilham, então esse intervalo é mais estreito que os intervalos das duas médias.",
    },
}

SCENES = {
    "call_with_six": {
        "en": "c6568030f3",
        "title": "Uma chamada com 6, e as últimas vezes depois dela",
        "captions": {
            0: "O Lugar 2 espia seu A♣ e seu 2♥. A M dele não foi vista.",
            2: "O Lugar 2 usou um Valete para olhar a sua M (R5.3): um 3. Ele sabe o seu total: 1 + 3 + 2 = 6.",
            3: "O Lugar 2 chama crisp no fim da sua vez (R7.1). Agora cada um dos outros jogadores joga uma "
               "última vez (R7.3).",
            5: "A última vez do Lugar 3: uma Dama troca o 9♥ dele pelo A♣ de quem chamou, às cegas (R5.4). Quem "
               "chamou agora tem 14.",
            7: "A última vez do Lugar 1: ele troca o 3♣ pelo seu K♥ e fica com 10. As cartas são reveladas "
               "(R7.5): o 14 de quem chamou não é o menor, então ele marca 14 + 5 = 19 (R11.2).",
        },
    },
}
