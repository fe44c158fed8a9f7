"""The phase titles and one-line summaries of the three games in French (the engines' phase tables are English).

``phase_text(game, spec, lang) -> (title, summary)``: English returns the engine's own ``PhaseSpec`` texts.
"""

from __future__ import annotations

from schwarz.core.contract import PhaseSpec

FRENCH: dict[tuple[str, str], tuple[str, str]] = {
    ("schwarzarbeit", "INFORMATION"): (
        "1. Obtenir des informations",
        "Le voisin de droite du joueur actif annonce combien de cartes du marché il pourrait prendre légalement.",
    ),
    ("schwarzarbeit", "HIRE"): (
        "2. Embaucher ou dénoncer",
        "Le joueur actif doit embaucher ou dénoncer un employé qu'il a le droit de prendre.",
    ),
    ("schwarzarbeit", "LAWYERS"): (
        "3. Les avocats",
        "Le joueur actif peut placer un avocat sur une carte dénoncée par un autre joueur.",
    ),
    ("schwarzarbeit", "REFILL"): (
        "4. Réapprovisionner le marché",
        "Une carte complète le marché : doublons, Ich-AG et l'unique remélange (automatiques).",
    ),
    ("schwarzarbeit", "GAME_OVER"): (
        "Fin et décompte",
        "La partie est finie : les travailleurs au noir sont révélés et chaque carte compte selon le tableau.",
    ),
    ("scheffeln", "CHOOSE"): (
        "Mise en place : choisir les personnages",
        "En commençant par le premier joueur, chacun prend une carte personnage au centre.",
    ),
    ("scheffeln", "PLAY"): (
        "Jouer les cartes de déplacement",
        "À tour de rôle, chacun joue une carte face visible (déplacer cette voiture) ou face cachée (changer de "
        "personnage) ; la dernière carte de la manche se joue face visible.",
    ),
    ("scheffeln", "CLAIM"): (
        "Express : saisir un personnage",
        "La rangée est révélée de droite à gauche ; chacun calcule où les voitures arriveront et saisit un "
        "personnage.",
    ),
    ("scheffeln", "MOVING"): (
        "Express : la rangée s'applique",
        "Les cartes de la rangée déplacent leurs voitures de gauche à droite selon les règles normales.",
    ),
    ("scheffeln", "SCHEFFELN"): (
        "Phase Scheffeln",
        "Chaque personnage seul ou au sommet prend le jeton du dessus de son commerce ; une voiture en dessous ne "
        "gagne rien.",
    ),
    ("scheffeln", "GAME_OVER"): (
        "Fin de partie",
        "Un commerce n'a plus de jetons : le plus riche gagne ; les ex aequo partagent la victoire.",
    ),
    ("schwarzmarkt", "PLAY_CARD"): (
        "Jouer une carte du marché noir",
        "Le premier joueur joue une carte du marché noir et en pioche une autre : une carte d'offre ouvre un tour "
        "d'échange, une carte texte agit aussitôt ou au prochain tour d'échange.",
    ),
    ("schwarzmarkt", "EVENT"): (
        "Exécuter une carte texte",
        "Le premier joueur exécute la carte texte aussitôt ; pas de tour d'échange, le joueur suivant devient "
        "premier joueur.",
    ),
    ("schwarzmarkt", "EXCHANGE"): (
        "Échanger et faire monter le prix",
        "Le joueur dont c'est le tour peut échanger des cartes encore demandées à la valeur du pion (qui avance "
        "alors d'une case), ou ne rien échanger et l'avancer de 1 jusqu'au dé.",
    ),
    ("schwarzmarkt", "LAST_EXCHANGE"): (
        "Dernier échange sur la case finale",
        "Le pion a atteint 50 (25 avec Limit!) : seul le joueur dont c'est le tour peut encore échanger ; puis le "
        "tour d'échange se termine.",
    ),
    ("schwarzmarkt", "GAME_OVER"): (
        "Fin de la partie",
        "Après deux manches, le joueur dont les produits de luxe valent le plus gagne.",
    ),
}


def phase_text(game: str, spec: PhaseSpec, lang: str = "en") -> tuple[str, str]:
    """(title, summary) of a phase in ``lang``."""
    if lang == "fr":
        found = FRENCH.get((game, spec.phase.name))
        if found is not None:
            return found
    return spec.title, spec.summary
