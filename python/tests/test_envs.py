"""The environments against PettingZoo's API test, random agents playing whole games, and the
guide's training-loop skeleton. Needs the built CLI (``pnpm build``) and numpy, gymnasium and
pettingzoo; the runner ``run_tests.py`` skips with the reason when they are missing.

``GAMES_RANDOM_GAMES`` sets the games per game of the random-agent test (default 20). The tests
share one engine process (started once for the module); the guide's example starts its own.
"""
from __future__ import annotations

import os
import random
import re
import unittest
import warnings
from pathlib import Path

import numpy as np
from pettingzoo.test import api_test

from games_env import GAMES, Engine, EngineError, env

GUIDE = Path(__file__).resolve().parents[2] / "docs" / "guides" / "engine-protocol.md"
README = Path(__file__).resolve().parents[1] / "README.md"
RANDOM_GAMES = int(os.environ.get("GAMES_RANDOM_GAMES", "20"))

ENGINE: Engine | None = None


def setUpModule() -> None:
    global ENGINE
    ENGINE = Engine()


def tearDownModule() -> None:
    if ENGINE is not None:
        ENGINE.close()


def play_random(environment, seed: int, rng: random.Random) -> dict:
    """Plays one game with random legal actions; returns the rewards summed per agent and the steps."""
    environment.reset(seed=seed)
    totals = {agent: 0.0 for agent in environment.possible_agents}
    steps = 0
    for agent in environment.agent_iter():
        observation, reward, termination, truncation, _ = environment.last()
        totals[agent] += reward
        if termination or truncation:
            action = None
        else:
            legal = np.flatnonzero(observation["action_mask"])
            assert len(legal) > 0, f"{agent} acts with no legal action"
            assert sorted(legal.tolist()) == environment.legal_actions()
            action = int(rng.choice(legal.tolist()))
            steps += 1
        environment.step(action)
    return {"rewards": totals, "steps": steps}


class ApiTest(unittest.TestCase):
    def test_every_game_passes_the_pettingzoo_api_test(self):
        for game in GAMES:
            with self.subTest(game=game):
                environment = env(game, engine=ENGINE)
                try:
                    with warnings.catch_warnings():
                        # dict observations with an action mask, as PettingZoo's own classic games have
                        warnings.simplefilter("ignore", UserWarning)
                        api_test(environment, num_cycles=60, verbose_progress=False)
                finally:
                    environment.close()

    def test_spaces_come_from_the_tensors_and_ids(self):
        shapes = {"santorini": (16, 5, 5), "stratego": (44, 10, 10), "yunnori": (3, 31), "tigerzone": (36, 21, 21), "fiery-dragons": (356,)}
        counts = {"santorini": 726, "stratego": 11200, "yunnori": 180, "tigerzone": 1 + 46 * (2 * 76 * 77 + 1), "fiery-dragons": 33}
        for game in GAMES:
            environment = env(game, engine=ENGINE)
            self.assertEqual(environment.observation_space("player_0")["observation"].shape, shapes[game])
            self.assertEqual(environment.action_space("player_0").n, counts[game])

    def test_a_seeded_reset_repeats_the_game(self):
        environment = env("yunnori", engine=ENGINE)
        try:
            first = play_random(environment, 5, random.Random(1))
            again = play_random(environment, 5, random.Random(1))
            self.assertEqual(first, again)
        finally:
            environment.close()

    def test_an_illegal_action_is_refused_with_its_code(self):
        environment = env("santorini", engine=ENGINE)
        try:
            environment.reset(seed=1)
            environment.step(0)
            with self.assertRaises(EngineError) as refused:
                environment.step(0)  # A1 is taken now
            self.assertEqual(refused.exception.code, "illegal-move")
        finally:
            environment.close()


class RandomAgents(unittest.TestCase):
    def test_random_agents_play_whole_games_of_every_game(self):
        for game in GAMES:
            with self.subTest(game=game):
                environment = env(game, engine=ENGINE)
                rng = random.Random(7)
                for number in range(RANDOM_GAMES):
                    played = play_random(environment, number, rng)
                    self.assertGreater(played["steps"], 0)
                    rewards = list(played["rewards"].values())
                    self.assertTrue(all(-1.0 <= reward <= 1.0 for reward in rewards))
                    if len(rewards) == 2:
                        self.assertAlmostEqual(sum(rewards), 0.0)
                    self.assertEqual(environment.agents, [])
                environment.close()


class Guide(unittest.TestCase):
    def test_the_guides_and_the_readmes_python_examples_run(self):
        for document in (GUIDE, README):
            blocks = re.findall(r"```python\n(.*?)```", document.read_text(encoding="utf-8"), re.S)
            self.assertGreater(len(blocks), 0)
            for block in blocks:
                with self.subTest(document=document.name, block=block.splitlines()[0]):
                    exec(compile(block, str(document), "exec"), {"__name__": "guide"})


if __name__ == "__main__":
    unittest.main()
