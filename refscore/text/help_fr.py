"""The `--help` of every command in French: each command's text and each option's, by key.

Why a catalogue apart: the English help is written beside the code it documents (click's
decorators and docstrings in `cli/`); a French user (`--lang fr`, `refscore --lang fr`, or a French
locale) reads this one, put in place by `cli/help_fr.py` when the help is printed. Keys: the
command path (`refscore score`) for a command, the path and the option (`refscore score --line`)
for an option, or the option alone (`--variant`) for an option that says the same everywhere. A
test walks every command's help in French (`tests/render/test_translations.py`).
"""

from __future__ import annotations

__all__ = ["HELP", "help_text"]

_LANG = (
    "Langue du texte et des erreurs : en ou fr (par défaut celle de la locale, le français quand "
    "LC_ALL, LC_MESSAGES ou LANG commence par fr). Sans effet, et sans erreur, sur une sortie JSON."
)
_ONLY_VARIANT = "Seulement cette variante (répétable)."
_ONLY_CASE = "Seulement les cas dont l'identifiant correspond (répétable)."
_ONLY_KIND = "Seulement les cas normatifs, ou seulement les cas générés."
_CORPUS = "Un dossier de corpus autre que celui fourni."

HELP: dict[str, str] = {
    # options that say the same in every command
    "--help": "Affiche cette aide et quitte.",
    "--version": "Affiche la version et quitte.",
    "--lang": _LANG,
    "--variant": (
        "Une variante fournie (son nom) ou un fichier YAML de variante (remplace le champ `variant` de la "
        "donne)."
    ),
    "--output": "Écrit ici (de façon atomique) au lieu de la sortie standard.",
    # refscore
    "refscore": (
        "Règles de référence et marqueur pour la coinche, la belote contrée et leurs variantes maison.\n\n"
        "Code de sortie : 0 régulier (et score inscrit juste), 1 enchère ou carte irrégulière, annonce "
        "fausse ou score inscrit faux, 2 entrée inutilisable ou mauvais usage."
    ),
    "refscore --allow-path": (
        "Les chemins écrits dans les donnes et les fichiers de variante peuvent aussi mener sous DOSSIER "
        "(répétable)."
    ),
    "refscore --allow-any-path": (
        "Les chemins écrits dans les donnes et les fichiers de variante peuvent mener n'importe où "
        "(entrées de confiance seulement)."
    ),
    "refscore --lang": (
        "Langue de toutes les commandes, textes et erreurs : en ou fr (par défaut : la locale)."
    ),
    # analyse
    "refscore analyse": (
        "Analyse à cartes ouvertes d'une donne : le meilleur résultat du contrat, les points que chaque "
        "atout donne à chaque camp, et les cartes qui ont coûté des points. Un fichier JSON Lines (*.jsonl "
        "ou -) donne une analyse JSON par ligne, dans l'ordre. Code de sortie comme `check` : 1 quand une "
        "donne a une carte irrégulière (l'analyse s'arrête avant elle), 2 pour une entrée inutilisable (en "
        "lot : la pire ligne).\n\nSans DEAL, une position comme `refscore legal` la prend (--seat, --hand, "
        "--contract avec son preneur, --on-table, --variant, ou --situation FICHIER) avec chaque autre main "
        "(--other) : la valeur de chaque carte légale, les points du camp preneur de ce pli à la fin."
    ),
    "refscore analyse --format": (
        "json : un document refscore-analysis/1 (spec/analysis.schema.json), un par ligne en JSON Lines ; "
        "html : une page, pour une position sans DEAL (la page d'une donne : refscore render DEAL --analyse)."
    ),
    "refscore analyse --table": "Le tableau de chaque atout, et le par.",
    "refscore analyse --table-only": (
        "Seulement le tableau de chaque atout et le par (sans les notes carte par carte) : la question "
        "peu coûteuse d'un lot."
    ),
    "refscore analyse --what-he-knew": (
        "Donneur aveugle (single dummy) : la carte PLI.CARTE (par exemple 3.4) évaluée sur les donnes que "
        "son joueur ne pouvait pas distinguer (spec/analysis.md) ; pas en JSON Lines."
    ),
    "refscore analyse --samples": "Avec --what-he-knew : nombre de donnes tirées.",
    "refscore analyse --seed": "Avec --what-he-knew : la même graine donne la même réponse.",
    "refscore analyse --dask": (
        "Un dossier de fichiers JSON Lines analysé sur une grappe Dask (l'extra refscore[dist]) : local:N "
        "lance N processus ici, sinon l'adresse d'un ordonnanceur. Les mêmes octets qu'un seul processus."
    ),
    "refscore analyse --jobs": "JSON Lines : nombre de processus.",
    "refscore analyse --max-input": (
        "JSON Lines : le plus d'octets lus (entrée standard comprise) ; au-delà, refusé (code 2)."
    ),
    "refscore analyse --threads": (
        "JSON Lines : fils d'exécution d'un seul processus (la recherche tourne sans le GIL) ; "
        "pas avec --jobs."
    ),
    "refscore analyse --seat": "Sans DEAL : la place qui va jouer (comme pour `refscore legal`).",
    "refscore analyse --hand": "Sans DEAL : les cartes du joueur, par exemple « 10♥ R♥ 7K 9K ».",
    "refscore analyse --contract": "Sans DEAL : le contrat avec son preneur, par exemple « 110 cœur par S ».",
    "refscore analyse --on-table": "Sans DEAL : les cartes du pli en cours, dans l'ordre : « N:9P E:R♥ ».",
    "refscore analyse --other": (
        "Sans DEAL : la main d'une autre place, « N: 9P VP AP », une fois par autre place."
    ),
    "refscore analyse --situation": (
        "Sans DEAL : une situation (JSON, spec/situation.schema.json) dont `others` donne chaque autre main."
    ),
    # check
    "refscore check": (
        "Vérifie une donne enregistrée (JSON, ou la notation .deal) : la régularité de chaque enchère et "
        "de chaque carte, la marque, et le score inscrit. Un fichier JSON Lines (*.jsonl, ou - pour "
        "l'entrée standard) est vérifié ligne par ligne, avec un bilan sur la sortie d'erreur."
    ),
    "refscore check --format": (
        "jsonl : un résultat court par ligne, pour une entrée JSON Lines (`-` ou *.jsonl)."
    ),
    "refscore check --jobs": (
        "Entrée JSON Lines : processus de travail (les résultats restent dans l'ordre). 0 : un par cœur "
        "utilisable. Sur un fichier ordinaire chaque processus lit ses propres tranches ; sortie, bilan et "
        "code de sortie sont ceux de --jobs 1."
    ),
    "refscore check --output": "Entrée JSON Lines : écrit les résultats ici.",
    "refscore check --explain": "Raconte la donne, en disant pourquoi.",
    "refscore check --detail": (
        "Sortie texte : montre aussi le détail de la marque, avec les noms des formules de la variante "
        "(taker_total ...)."
    ),
    # conformance
    "refscore conformance": (
        "Le corpus de conformité : le passer sur refscore ou sur un autre moteur ; le lister, le montrer, "
        "l'exporter et le contrôler.\n\n"
        "conformance/README.md décrit les cas, le protocole des moteurs et les règles de comparaison."
    ),
    "refscore conformance dump": (
        "Le corpus à plat en JSON : une entrée par cas et par variante, avec les variantes résolues."
    ),
    "refscore conformance dump --variant": _ONLY_VARIANT,
    "refscore conformance dump --case": _ONLY_CASE,
    "refscore conformance dump --kind": _ONLY_KIND,
    "refscore conformance dump --corpus": _CORPUS,
    "refscore conformance lint": (
        "Contrôle le corpus (schéma, identifiants uniques, règles, fonctions, donnes, variantes) et la "
        "couverture des règles."
    ),
    "refscore conformance lint --corpus": _CORPUS,
    "refscore conformance list": "Les cas, un par ligne : identifiant, nature, variantes, règles (ou JSON).",
    "refscore conformance list --variant": _ONLY_VARIANT,
    "refscore conformance list --case": _ONLY_CASE,
    "refscore conformance list --kind": _ONLY_KIND,
    "refscore conformance list --corpus": _CORPUS,
    "refscore conformance report": (
        "Passe chaque implémentation (refscore, les adaptateurs de moteurs, les moteurs faux) sur le corpus "
        "et les dialectes.\n\n"
        "Affiche une ligne de bilan par implémentation ; les moteurs non installés sont laissés de côté, "
        "avec un message. conformance/IMPLEMENTATIONS.md est le rapport enregistré."
    ),
    "refscore conformance report --output": (
        "Écrit IMPLEMENTATIONS.md, IMPLEMENTATIONS.html et implementations.json dans DOSSIER."
    ),
    "refscore conformance report --check": (
        "Code 1 si une implémentation réussit moins de tests que ne l'enregistre FICHIER, ou si un échec "
        "n'est pas expliqué."
    ),
    "refscore conformance report --only": "Seulement cette implémentation (répétable).",
    "refscore conformance report --timeout": "Secondes par réponse.",
    "refscore conformance run": (
        "Passe le corpus et affiche un bilan par variante et par règle, puis chaque échec ; code 1 s'il y en "
        "a un."
    ),
    "refscore conformance run --engine": (
        "La commande d'un moteur externe (sans shell) ; par défaut : refscore, dans le même processus."
    ),
    "refscore conformance run --simple": (
        "Lance le moteur une fois par cas (mode simple), et non une fois pour tout le passage."
    ),
    "refscore conformance run --timeout": "Secondes d'attente pour chaque réponse.",
    "refscore conformance run --junit": "Écrit aussi un rapport JUnit XML.",
    "refscore conformance run --skip-list": (
        "Échecs connus : identifiants de cas ou cas@variante, un par ligne."
    ),
    "refscore conformance run --fail-if-skipped-passes": (
        "Un test de la liste d'échecs connus qui réussit est un échec."
    ),
    "refscore conformance run --write-skip-list": "Écrit les tests en échec comme liste d'échecs connus.",
    "refscore conformance run --no-rule-table": "Laisse le tableau par règle hors du bilan.",
    "refscore conformance run --variant": _ONLY_VARIANT,
    "refscore conformance run --case": _ONLY_CASE,
    "refscore conformance run --kind": _ONLY_KIND,
    "refscore conformance run --corpus": _CORPUS,
    "refscore conformance show": (
        "Montre un cas tel qu'il est écrit (avec son fichier), ou la requête exacte qu'un moteur reçoit "
        "pour lui."
    ),
    "refscore conformance show --request": "Montre la requête du protocole envoyée pour cette variante.",
    "refscore conformance show --corpus": _CORPUS,
    # convert
    "refscore convert": (
        "Convertit une donne entre la notation (.deal) et le JSON, sans perte. En français (--lang fr ou "
        "une locale française), la notation est écrite en lettres françaises (V D R, P C K T, O) sous une "
        "ligne `notation fr`, pour qu'une table française lise son C comme cœur."
    ),
    "refscore convert --lang": (
        "Langue de la notation écrite (fr : lettres françaises sous une ligne `notation fr`) et des "
        "erreurs : en ou fr (par défaut, celle de la locale)."
    ),
    "refscore convert --to": (
        "Format de sortie ; par défaut l'autre que celui de SOURCE (.deal <-> JSON), ou l'extension de "
        "OUTPUT."
    ),
    "refscore convert --omit-hands": "Sortie en notation : sans les mains (chaque pli doit être donné).",
    # explain
    "refscore explain": (
        "Raconte une donne : les enchères, chaque pli et pourquoi il a été gagné, chaque irrégularité avec "
        "la règle et les cartes permises, et la marque avec les formules de la variante et leurs nombres."
    ),
    "refscore explain --detail": (
        "Montre aussi les formules de la variante avec leurs nombres (taker_total = ...)."
    ),
    # game
    "refscore game": (
        "Règle une feuille de partie : totaux, objectif, égalités et gagnant ; le score inscrit de chaque "
        "ligne vérifié sur sa donne, ses faits ou son contrat (une ligne fausse : code 1) ; une soirée de "
        "plusieurs parties (`games`) règle chaque partie."
    ),
    # infer
    "refscore infer": (
        "Quelles règles maison expliquent une feuille : le plus petit changement d'une variante de départ "
        "(chaque variante fournie, puis les options maison du fichier d'espace) sous lequel chaque score "
        "inscrit est juste, écrit comme un fichier YAML `extends:` prêt à servir. Code 0 trouvé, 1 aucun "
        "candidat n'explique chaque ligne (les lignes sont nommées), 2 entrée inutilisable."
    ),
    "refscore infer --variant": "La variante à changer le moins (par défaut : celle de la feuille).",
    "refscore infer --space": "Les options maison candidates (par défaut spec/infer-space.yaml).",
    "refscore infer --max-changes": "Nombre maximal d'options changées.",
    "refscore infer --max-seconds": (
        "Le plus long que la recherche peut prendre ; au-delà, elle s'arrête avec un message (code 2)."
    ),
    "refscore game --max-seconds": (
        "Le plus long que la feuille peut prendre pour être réglée ; au-delà, un message (code 2)."
    ),
    "refscore serve": (
        "Sert en HTTP les pages pour la table (en français d'abord) et l'API JSON (/v1/...).\n\n"
        "Limites (README) : corps de requête de 10 Mo (JSON Lines 64 Mo, 100 000 lignes), formulaires "
        "de 1 Mo, analyses de 20 s chacune et 2 à la fois. Aucun fichier nommé par une requête n'est "
        "jamais ouvert."
    ),
    "refscore serve --host": ("Adresse d'écoute ; 0.0.0.0 ouvre les pages et l'API à tout le réseau."),
    "refscore serve --port": "Port TCP.",
    "refscore infer --output": "Écrit ici (de façon atomique) au lieu de la sortie standard.",
    # legal
    "refscore legal": (
        "Les cartes que PLACE peut jouer, et chaque obligation de jeu dite dans les deux sens avec sa règle "
        "(« vous devez couper (play.must-ruff) », « votre partenaire est maître, vous n'êtes pas obligé de "
        "couper (play.partner-master) »).\n\n"
        "Depuis une donne enregistrée DEAL (--trick N --seat S) ; depuis ce que sait le joueur, comme "
        "situation (--situation FICHIER, spec/situation.schema.json) ; ou depuis les options (--seat, "
        "--hand, --contract, --table, --other en option, et --variant). Les cartes s'écrivent comme à la "
        "table : V♠ D♥ R♣, VP DK RT, 10♥ ; « AC » est refusé en français (as de trèfle ou de cœur ?)."
    ),
    "refscore legal --trick": "Avec DEAL : le pli, à partir de 1.",
    "refscore legal --seat": "La place qui va jouer (N, E, S, O, Nord, Ouest...).",
    "refscore legal --situation": "Une situation (JSON) au lieu de DEAL.",
    "refscore legal --hand": "Sans DEAL : les cartes du joueur, par exemple « 10♥ R♥ 7K 9K ».",
    "refscore legal --contract": "Sans DEAL : le contrat, par exemple « 110 cœur par S », « ♥ », « SA ».",
    "refscore legal --table": "Sans DEAL : les cartes du pli en cours, dans l'ordre : « N:9P E:R♥ ».",
    "refscore legal --other": "Sans DEAL, en option : une autre main, « N: 9P VP AP ».",
    # render
    "refscore render": (
        "Dessine une donne en une page HTML autonome : d'abord la marque à écrire, puis les mains, les "
        "enchères, les plis, la carte irrégulière, la marque ; avec --analyse, les annotations à cartes "
        "ouvertes. Code de sortie comme `check` : 0 régulier, 1 irrégulier ou score inscrit faux (la page "
        "est écrite quand même), 2 inutilisable."
    ),
    "refscore render --output": "Le fichier HTML à écrire (de façon atomique).",
    "refscore render --analyse": (
        "Ajoute l'analyse à cartes ouvertes : les points des preneurs après chaque carte, les cartes qui "
        "coûtent des points et les meilleures, la valeur avant une carte irrégulière (spec/analysis.md)."
    ),
    "refscore render --analyse-table": "Avec --analyse, aussi le tableau de chaque atout (lent).",
    # score
    "refscore score": (
        "Marque une donne d'après ses faits (sans les cartes) : le contrat, la coinche, les points, la "
        "belote, les annonces. SOURCE est un fichier de faits (JSON, spec/facts.md) ou un fichier d'une "
        "ligne de faits ; ou donnez --line, ou les options. Commence par la marque à écrire, puis le détail "
        "avec les formules et les règles de `check`. Code 0 marqué (et score inscrit juste), 1 score "
        "inscrit faux, 2 des faits qu'aucune donne ne peut avoir."
    ),
    "refscore score --line": (
        "Les faits en une ligne, comme à la table : « contree 100 coeur par Nord coinché par Est, NS 72 "
        "avec la belote de Nord »."
    ),
    "refscore score --taker": "La place du preneur.",
    "refscore score --contract": "La valeur annoncée, ou capot / générale.",
    "refscore score --trump": "L'atout : pique, cœur, carreau, trèfle, ♠ ♥ ♦ ♣, SA ou TA.",
    "refscore score --coinche": "Qui a coinché.",
    "refscore score --surcoinche": "Qui a surcoinché.",
    "refscore score --points": "Points des cartes avec le dix de der (162 en tout).",
    "refscore score --cards": "Points des cartes sans le dix de der (152).",
    "refscore score --der": "Qui a fait le dernier pli.",
    "refscore score --capot": "Le camp qui a fait tous les plis.",
    "refscore score --generale": "Le joueur qui a fait tous les plis.",
    "refscore score --belote": "Qui avait et a annoncé la belote.",
    "refscore score --annonces": "Les annonces marquées par un camp.",
    "refscore score --discard": "Jeux à chien : les points de l'écart.",
    "refscore score --tricks": "Les plis d'un camp.",
    "refscore score --claim": "Le score inscrit par la table (vérifié).",
    # variants
    "refscore variants": "Lister, montrer et valider les variantes.",
    "refscore variants diff": ("Chaque règle sur laquelle deux variantes diffèrent, avec les deux valeurs."),
    "refscore variants doc": (
        "Écrit le livret de règles d'une variante (son YAML et les règles numérotées), en Markdown ou "
        "en HTML."
    ),
    "refscore variants list": "Les variantes fournies, une par ligne avec son titre.",
    "refscore variants show": "Montre les règles complètes d'une variante (après `extends:`).",
    "refscore variants show --fingerprint": "N'affiche que l'empreinte des règles.",
    "refscore variants validate": (
        "Valide des fichiers de variante (schéma, héritage, formules, identifiants de règles) ; code 2 au "
        "premier mauvais."
    ),
}


def help_text(path: str, option: str | None = None) -> str | None:
    """The French help of the command `path` (`refscore score`), or of its `option` (`--line`): the
    command's own text first, then the text the option has in every command; None when there is none."""
    if option is None:
        return HELP.get(path)
    return HELP.get(f"{path} {option}") or HELP.get(option)
