"""Lesson 10's questions and scenes in Portuguese (Brazil)."""

QUESTIONS = {
    "10.king-final": {
        "en": "bf2b90ad7b",
        "prompt": "O Lugar 3 chamou crisp. Na sua última vez, você compra um Rei do monte. O que acontece?",
        "choices": (
            "Nada: você o descarta, e a sua última vez acaba.",
            "Você tem de jogá-lo: ele vai para o descarte e você compra mais duas vezes, ainda nesta última vez.",
            "Você pode colocá-lo na sua mão: ele vale 10, como qualquer Valete, Dama ou Rei.",
            "Você compra mais uma carta no lugar do Rei.",
        ),
        "why_not": {
            0: "Um Rei comprado não pode ser descartado sem usar (R5.2), nem mesmo numa última vez.",
            2: "Um Valete, uma Dama ou um Rei comprado do monte nunca pode entrar numa mão por troca (R4.3).",
            3: "Um Rei dá mais duas compras, não uma (R5.5); um Rei numa delas soma mais duas.",
        },
        "explanation": "Um Rei comprado tem de ser jogado (R5.2): ele vai para o descarte e a sua vez ganha mais "
                       "duas compras (R5.5). Uma última vez é uma vez inteira (R7.3), então as duas compras são "
                       "suas: uma boa chance de baixar o seu total antes da revelação.",
    },
    "10.match-end": {
        "en": "3b9750bc5a",
        "prompt": "Vocês jogam com limite de 50. No fim de uma rodada, as pontuações da partida são: você 38, "
                  "Lugar 2 52, Lugar 3 38. O que acontece?",
        "choices": (
            "O Lugar 2 vence: ele chegou ao limite.",
            "A partida termina, e você e o Lugar 3 dividem a vitória.",
            "Joga-se mais uma rodada para desempatar.",
            "Nada ainda: a partida continua até todos chegarem a 50.",
        ),
        "why_not": {
            0: "Chegar ao limite termina a partida; não faz ninguém vencer. No Crisp, vencem as pontuações baixas.",
            2: "Não há desempate: os jogadores empatados com a menor pontuação dividem a vitória (R11.5).",
            3: "Basta um jogador chegar ao limite ou passar dele para a partida terminar (R11.4).",
        },
        "explanation": "A partida termina no fim da rodada em que alguma pontuação chega ao limite ou passa dele "
                       "(R11.4): os 52 do Lugar 2 terminam a partida. Vence a menor pontuação, e os jogadores "
                       "empatados com a menor dividem a vitória (R11.5): você e o Lugar 3, com 38 cada um.",
    },
}

SCENES = {}
