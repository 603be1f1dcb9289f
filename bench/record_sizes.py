"""How long a real game record gets: the figures behind the record limits of docs/NOTATION.md.

Run: ``python bench/record_sizes.py [--games N]``. Plays random games of every variant and player count, with
defenders that beat each attack card with probability 1/2 (the playout policy), 1/5 and 1/20 (games full of
pick-ups, the longest kind), and prints the most actions and the largest record text (with the tags the game
writes) seen per setting. Games that pass ``--cap`` actions are counted apart: with three or four players and the
stock empty, pick-ups can go round the table for ever, so only a cap ends such a game.
"""

from __future__ import annotations

import argparse
import random

from game.panjpar.cards import BEATER_MASKS, Card
from game.panjpar.playout import random_attack
from game.panjpar.position import State
from game.panjpar.record import record_of
from game.panjpar.variants import PANJPAR_36, PANJPAR_52, shuffled_deal

#: The tags the game's autosaver writes, at their usual length.
TAGS = {"Event": "Panjpar", "Date": "2026.11.23 18:00:00", "Bots": "2:hard 3:hard 4:hard"}


def defence(state: State, rng: random.Random, beat: float) -> list[tuple[Card, Card]]:
    """Each attack card beaten with probability ``beat`` by a random legal card not yet used."""
    masks = BEATER_MASKS[state.trump]
    used: list[Card] = []
    out = []
    for attack_card in state.attack:
        if rng.random() < beat:
            options = [c for c in state.hands[state.defender] if masks[attack_card] >> c & 1 and c not in used]
            if options:
                beater = rng.choice(options)
                used.append(beater)
                out.append((attack_card, beater))
    return out


def play(state: State, rng: random.Random, beat: float, cap: int) -> bool:
    """Play to the end or to ``cap`` actions; whether the game ended."""
    while state.result is None and len(state.history) < cap:
        if state.attack:
            state.push_defence(defence(state, rng, beat))
        else:
            state.push_attack(random_attack(state, rng))
    return state.result is not None


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=20_000, help="games per setting")
    parser.add_argument("--cap", type=int, default=5_000, help="actions after which a game counts as endless")
    args = parser.parse_args()
    rng = random.Random(1)
    print("variant     players  beat  most actions  largest record  endless games")
    for variant, players in ((PANJPAR_52, 2), (PANJPAR_36, 2), (PANJPAR_36, 3), (PANJPAR_36, 4)):
        for beat in (0.5, 0.2, 0.05):
            most = largest = endless = 0
            for _ in range(args.games):
                state = State(shuffled_deal(variant, players, rng, dealer=0, first=rng.randrange(players)))
                if not play(state, rng, beat, args.cap):
                    endless += 1
                    continue
                most = max(most, len(state.history))
                largest = max(largest, len(record_of(state, TAGS).to_text().encode("utf-8")))
            print(f"{variant.id:11} {players:7}  {beat:4}  {most:12}  {largest:12} B  {endless:13}")


if __name__ == "__main__":
    main()
