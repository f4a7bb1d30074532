"""Lesson 10's questions and scenes in European Portuguese (pt-PT)."""

QUESTIONS = {
    "10.king-final": {
        "en": "bf2b90ad7b",
        "prompt": "O Lugar 3 chamou crisp. Na tua última vez, compras um Rei do monte. O que acontece?",
        "choices": (
            "Nada: descarta-lo, e a tua última vez acaba.",
            "Tens de o jogar: vai para o descarte e fazes mais duas compras, ainda nesta última vez.",
            "Podes pô-lo na tua mão: vale 10, como qualquer Valete, Dama ou Rei.",
            "Compras mais uma carta em vez do Rei.",
        ),
        "why_not": {
            0: "Um Rei comprado não pode ser descartado sem ser usado (R5.2), nem sequer numa última vez.",
            2: "Um Valete, uma Dama ou um Rei comprado do monte nunca pode entrar numa mão por troca (R4.3).",
            3: "Um Rei dá mais duas compras, não uma (R5.5); um Rei numa delas junta mais duas.",
        },
        "explanation": "Um Rei comprado tem de ser jogado (R5.2): vai para o descarte e a tua vez ganha mais duas "
                       "compras (R5.5). Uma última vez é uma vez inteira (R7.3), por isso as duas compras são "
                       "tuas: uma boa oportunidade para baixares o teu total antes de todos mostrarem as cartas.",
    },
    "10.match-end": {
        "en": "3b9750bc5a",
        "prompt": "Jogas com um limite de 50. No fim de uma ronda, as pontuações da partida são: tu 38, "
                  "Lugar 2 52, Lugar 3 38. O que acontece?",
        "choices": (
            "O Lugar 2 ganha: chegou ao limite.",
            "A partida termina, e tu e o Lugar 3 partilham a vitória.",
            "Joga-se mais uma ronda para desempatar.",
            "Ainda nada: a partida continua até todos chegarem a 50.",
        ),
        "why_not": {
            0: "Chegar ao limite termina a partida, mas não faz ninguém ganhar. No Crisp, ganham as pontuações "
               "baixas.",
            2: "Não há desempate: os jogadores empatados com a pontuação mais baixa partilham a vitória (R11.5).",
            3: "Basta um jogador chegar ao limite ou passá-lo para a partida terminar (R11.4).",
        },
        "explanation": "A partida termina no fim da ronda em que alguma pontuação chega ao limite ou o passa "
                       "(R11.4): os 52 do Lugar 2 terminam a partida. Ganha a pontuação mais baixa, e os jogadores "
                       "empatados com a mais baixa partilham a vitória (R11.5): tu e o Lugar 3, com 38 cada um.",
    },
}

SCENES = {}
