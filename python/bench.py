"""Steps per second from Python through ``games engine``: the vector environment (N matches per
binary frame, observations and legal ids of every step, random legal actions, automatic reset)
for Santorini, Stratego (random setups) and TigerZone, and for comparison the PettingZoo AEC
environment (one JSON line per step).

    python3 python/bench.py [seconds per figure, default 3] [engine processes, default: one per core]

Prints one ``BENCH {json}`` line per figure (the format of ``pnpm bench``), with the CPU time the
engine processes and Python spent per step and the machine's load average, since the machine
may be shared: the steps per CPU-second tell what a quiet machine would do.
"""
from __future__ import annotations

import json
import os
import random
import sys
import time

import numpy as np

from games_env import env, vector_env

SECONDS = float(sys.argv[1]) if len(sys.argv) > 1 else 3.0
WORKERS = int(sys.argv[2]) if len(sys.argv) > 2 else (os.cpu_count() or 1)
#: matches per vector: enough per frame that a frame's fixed cost is small
VECTORS = {"santorini": 512, "stratego": 128, "tigerzone": 32}


def cpu_seconds(pid: int) -> float:
    """User and system CPU time of a process so far (Linux /proc; 0 elsewhere)."""
    try:
        with open(f"/proc/{pid}/stat") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return 0.0


def report(name: str, steps: int, elapsed: float, details: dict) -> None:
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else None
    figure = {
        "package": "games-env (python)",
        "name": name,
        "value": round(steps / elapsed),
        "unit": "steps/s",
        "details": {"steps": steps, "seconds": round(elapsed, 2), "cores": os.cpu_count(), "load": load, **details},
    }
    print("BENCH " + json.dumps(figure), flush=True)


def vectorized(game: str, count: int) -> None:
    envs = vector_env(game, count, workers=WORKERS)
    rng = np.random.default_rng(3)
    try:
        envs.reset(seed=0)
        for _ in range(5):  # warm up the engines' compilers
            envs.step(envs.legal.sample(rng))
        pids = [worker.engine._process.pid for worker in envs._workers]
        engine_before = sum(cpu_seconds(pid) for pid in pids)
        python_before = time.process_time()
        steps = episodes = 0
        started = time.perf_counter()
        while time.perf_counter() - started < SECONDS:
            _, _, terminated, truncated, _ = envs.step(envs.legal.sample(rng))
            steps += count
            episodes += int((terminated | truncated).sum())
        elapsed = time.perf_counter() - started
        engine_cpu = sum(cpu_seconds(pid) for pid in pids) - engine_before
        python_cpu = time.process_time() - python_before
        per_step = (engine_cpu + python_cpu) / steps
        report(
            f"{game}: vector env, {count} matches, {len(pids)} engine processes (observations and legal ids)",
            steps,
            elapsed,
            {
                "episodes": episodes,
                "engine_cpu_us_per_step": round(engine_cpu / steps * 1e6, 1),
                "python_cpu_us_per_step": round(python_cpu / steps * 1e6, 1),
                "steps_per_cpu_second": round(1 / per_step) if per_step > 0 else None,
            },
        )
    finally:
        envs.close()


def aec(game: str) -> None:
    environment = env(game)
    rng = random.Random(3)
    steps = episode = 0
    started = time.perf_counter()
    try:
        while time.perf_counter() - started < SECONDS:
            environment.reset(seed=episode)
            episode += 1
            for _ in environment.agent_iter():
                _, _, termination, truncation, _ = environment.last()
                if termination or truncation:
                    environment.step(None)
                    continue
                environment.step(rng.choice(environment.legal_actions()))
                steps += 1
                if time.perf_counter() - started >= SECONDS:
                    break
            else:
                continue
            break
    finally:
        environment.close()
    report(f"{game}: PettingZoo AEC env, one JSON line per step (with observations)", steps, time.perf_counter() - started, {})


if __name__ == "__main__":
    for game, count in VECTORS.items():
        vectorized(game, count)
    aec("santorini")
