"""Brazilian forms in European Portuguese text, and European forms in Brazilian text (issue 33).

The site speaks two Portuguese: Brazil's ("pt": "você", "tela", "está se preparando") and Portugal's ("pt-PT": "tu",
"ecrã", "está a preparar-se").  Each list below holds forms that only one of them uses, each with the other's word,
so that a page written for one never slips into the other.  ``foreign_forms(text, lang)`` finds them."""

from __future__ import annotations

import re

_WORD = r"(?<![\w-]){}(?![\w-])"

# A form used in Brazil, not in Portugal: its pattern (whole words, any case) and what Portugal says.
BRAZILIAN_ONLY: list[tuple[str, str]] = [
    (r"você|vocês", "tu / vós (to a student), or no pronoun"),
    (r"(?:est(?:á|ão|ou|ava|avam|ar|ive|ou)|fica|ficou) +(?:se +)?\w+(?:ando|endo|indo)", "estar a + infinitive (está a preparar-se)"),
    (r"sendo", "a ser"),
    (r"telas?", "ecrã"),
    (r"arquivos?", "ficheiro"),
    (r"celular(?:es)?", "telemóvel"),
    (r"digit(?:ar|e|a|ou|em)", "escrever"),
    (r"baix(?:ar|e|em|ou) (?:o|a|os|as) (?:ficheiros?|arquivos?|site|página|aplicação|aplicativo|app|lições|lição)",
     "transferir / descarregar"),
    (r"time", "equipa"),
    (r"registros?", "registo"),
    (r"ônibus", "autocarro"),
    (r"pul(?:ar|e|a)", "saltar"),
    (r"apert(?:ar|e|a|em)", "carregar em"),
    (r"confer(?:ir|e|em)|confira|confiram", "verificar / vê"),
    (r"embaralh\w*", "baralhar"),
    (r"carteador(?:es)?", "dador"),
    (r"mouse", "rato"),
    (r"usuári[oa]s?", "utilizador"),
    (r"salv(?:ar|e|a|ou|as|os)|(?<!a )salvo", "guardar"),
    (r"conex(?:ão|ões)", "ligação"),
    (r"rod(?:ar|e|a|ou)", "executar / correr"),
    (r"rodadas?", "ronda"),
    (r"trem", "comboio"),
    (r"(?<!toda )a gente", "nós"),
    (r"espi(?:ar|a|e|ou|ada|adas|am)", "espreitar"),
    (r"placar", "marcador"),
    (r"esportes?", "desporto"),
    (r"câmeras?", "câmara"),
    (r"aplicativos?", "aplicação"),
    (r"tchau", "adeus"),
    (r"escane(?:ar|ie|ia)", "ler (o código)"),
    (r"peg(?:ar|a|ue|ou|am|ada|adas|o)", "tirar / apanhar"),
    (r"legal", "fixe"),
    (r"xícara", "chávena"),
]

# A form used in Portugal, not in Brazil: its pattern and what Brazil says.
EUROPEAN_ONLY: list[tuple[str, str]] = [
    (r"ecrãs?", "tela"),
    (r"ficheiros?", "arquivo"),
    (r"telemóve(?:l|is)", "celular"),
    (r"equipas?", "time / equipe"),
    (r"registos?", "registro"),
    (r"autocarros?", "ônibus"),
    (r"est(?:á|ás|ão|ou|amos|ava|avas|avam) a \w+r(?:-se)?", "estar + gerúndio (está se preparando)"),
    (r"baralh(?:ar|e|a|ou|as|ado)", "embaralhar"),
    (r"dador(?:es)?", "carteador"),
    (r"espreit\w+", "espiar"),
    (r"utilizador(?:es)?", "usuário"),
    (r"rondas?", "rodada"),
    (r"comboios?", "trem"),
    (r"fixe", "legal"),
    (r"desportos?", "esporte"),
    (r"podes|tens|queres|sabes|vês|fazes", "você pode / tem / quer / sabe / vê / faz"),
]


def _compiled(forms: list[tuple[str, str]]) -> list[tuple[re.Pattern, str]]:
    return [(re.compile(_WORD.format(f"(?:{pattern})"), re.IGNORECASE), instead) for pattern, instead in forms]


_FOREIGN = {"pt": _compiled(EUROPEAN_ONLY), "pt-PT": _compiled(BRAZILIAN_ONLY)}


def foreign_forms(text: str, lang: str) -> list[str]:
    """The forms of the other Portuguese in ``text`` written for ``lang`` ("pt" or "pt-PT"), each as
    "'found' (say: ...): …words around it…"."""
    found = []
    for pattern, instead in _FOREIGN.get(lang, []):
        for match in pattern.finditer(text):
            around = " ".join(text[max(0, match.start() - 30):match.end() + 30].split())
            found.append(f"{match.group(0)!r} (say: {instead}): …{around}…")
    return found
