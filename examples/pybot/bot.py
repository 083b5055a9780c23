#!/usr/bin/env python3
"""An Akropolis bot with no rules code: it plays from what the referee sends.

It speaks version 2 of the engine protocol (package examples/protocol) and
asks for the moves in the handshake ("want moves"): before each go, the
referee sends what its seat may know and every legal move with its delta
(the change the move makes to the mover's total, score and stones) and its
cost. It plays games with the Athena expansion too ("want athena"): their
construction moves (a card completion "c2:75@(1,-2)r0", or "stop") come
in the same legal lines. The bot plays the move of the highest delta, ties broken at random
from its seed, or with --random any legal move at random. Python 3 and its
standard library only.

    go run ./examples/play -bots "greedy,exec:python3 examples/pybot/bot.py"
    go run ./examples/play -games 20 -bots "greedy,exec:python3 examples/pybot/bot.py --seed 7"

Flags: --seed N (default 1), --random. Its log goes to standard error.
"""

import argparse
import random
import sys


def say(line):
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


def log(line):
    sys.stderr.write("pybot: " + line + "\n")


def parse_legal(words):
    """Reads "legal MOVE delta D cost C gained G level L" into a dict."""
    move = {"move": words[1]}
    for key, value in zip(words[2::2], words[3::2]):
        move[key] = int(value)
    return move


def choose(moves, rng, at_random):
    """The move to play among the legal moves sent."""
    if at_random:
        return rng.choice(moves)
    best = max(m["delta"] for m in moves)
    return rng.choice([m for m in moves if m["delta"] == best])


def main():
    flags = argparse.ArgumentParser(description="An Akropolis bot that needs no rules code.")
    flags.add_argument("--seed", type=int, default=1, help="seed of the tie-breaks (default 1)")
    flags.add_argument("--random", action="store_true", help="play any legal move at random")
    args = flags.parse_args()
    rng = random.Random(args.seed)
    state, moves = {}, []
    for line in sys.stdin:
        words = line.split()
        if not words:
            continue
        command = words[0]
        if command == "akropolis":
            if int(words[1]) < 2:
                say("error this bot needs protocol version 2 (the legal moves)")
                return 1
            say("name pybot")
            say("want moves")
            say("want athena")
            say("ok 2")
        elif command == "newgame":
            state, moves = {}, []
        elif command == "start":
            say("ready")
        elif command == "state":
            state[words[1]] = words[2:]
        elif command == "moves":
            moves = []
        elif command == "legal":
            moves.append(parse_legal(words))
        elif command == "go":
            if not moves:
                say("error no legal moves were sent")
                return 1
            say("move " + choose(moves, rng, args.random)["move"])
            moves = []
        elif command == "error":
            log(line.strip())
        elif command == "quit":
            return 0
        # Other lines (the setup, played, refill, gameover, and any line of a
        # later revision) need no answer: the referee's lines before each go
        # hold all this bot uses.
    return 0


if __name__ == "__main__":
    sys.exit(main())
