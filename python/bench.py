"""Steps per second from Python through ``games engine``: one Santorini match stepped line by
line, 256 matches per ``batch`` line, and the PettingZoo AEC environment (one step per line, with
its observation). Random legal actions; a finished match is replaced by a new one.

    python3 python/bench.py [seconds per figure, default 3]

Prints one ``BENCH {json}`` line per figure (the format of ``pnpm bench``).
"""
from __future__ import annotations

import json
import random
import sys
import time

from games_env import Engine, env

SECONDS = float(sys.argv[1]) if len(sys.argv) > 1 else 3.0
BATCH = 256
rng = random.Random(3)


def report(name: str, steps: int, elapsed: float) -> None:
    figure = {"package": "games-env (python)", "name": name, "value": steps / elapsed, "unit": "steps/s", "details": {"steps": steps}}
    print("BENCH " + json.dumps(figure))


def single(engine: Engine) -> None:
    seed = 0
    match = engine.request("new", game="santorini", seed=seed)
    legal = match["legal"]
    steps = 0
    started = time.perf_counter()
    while time.perf_counter() - started < SECONDS:
        step = engine.request("step", match=match["match"], action=rng.choice(legal))
        steps += 1
        if step["terminal"]:
            engine.request("close", match=match["match"])
            seed += 1
            match = engine.request("new", game="santorini", seed=seed)
            legal = match["legal"]
        else:
            legal = step["legal"]
    report("santorini steps through games engine, one match per line", steps, time.perf_counter() - started)


def batched(engine: Engine) -> None:
    seed = 0
    matches = []
    for _ in range(BATCH):
        created = engine.request("new", game="santorini", seed=seed)
        seed += 1
        matches.append([created["match"], created["legal"]])
    steps = 0
    started = time.perf_counter()
    while time.perf_counter() - started < SECONDS:
        answer = engine.request("batch", steps=[{"match": match, "action": rng.choice(legal)} for match, legal in matches])
        for index, result in enumerate(answer["results"]):
            steps += 1
            if result["terminal"]:
                engine.request("close", match=matches[index][0])
                created = engine.request("new", game="santorini", seed=seed)
                seed += 1
                matches[index] = [created["match"], created["legal"]]
            else:
                matches[index][1] = result["legal"]
    report(f"santorini steps through games engine, {BATCH} matches per batch line", steps, time.perf_counter() - started)


def aec(engine: Engine) -> None:
    environment = env("santorini", engine=engine)
    steps = 0
    episode = 0
    started = time.perf_counter()
    while time.perf_counter() - started < SECONDS:
        environment.reset(seed=episode)
        episode += 1
        for agent in environment.agent_iter():
            _, _, termination, truncation, _ = environment.last()
            if termination or truncation:
                environment.step(None)
                continue
            environment.step(rng.choice(environment.legal_actions()))
            steps += 1
    report("santorini steps of the PettingZoo AEC environment (with observations)", steps, time.perf_counter() - started)


if __name__ == "__main__":
    with Engine() as engine:
        single(engine)
        batched(engine)
        aec(engine)
