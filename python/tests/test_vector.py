"""The vector environment over binary frames: every game stepped in vectors, agreement with the
lines protocol match by match, sparse and dense masks, seeds and automatic reset, refusals, and
the engine's text board. Needs the built CLI (``pnpm build``)."""
from __future__ import annotations

import unittest

import numpy as np

from games_env import GAMES, Engine, EngineError, LegalIds, decode_tensor, env, vector_env

#: Short episodes where the game allows it, so that automatic resets happen within the test.
SHORT = {
    "stratego": {"variant": "barrage", "redSetup": "random", "blueSetup": "random"},
    "tigerzone": {"deck": ["JJJJ-", "TLTJ-", "JLLL-", "TJTJ-", "LJJJ-", "TTTT-", "JLJL-", "JJTJX"]},
}


class EveryGame(unittest.TestCase):
    def test_random_steps_of_every_game_keep_the_arrays_consistent(self):
        for game in GAMES:
            with self.subTest(game=game):
                envs = vector_env(game, 5, options=SHORT.get(game), workers=2, max_plies=100)
                try:
                    observations, info = envs.reset(seed=3)
                    rng = np.random.default_rng(1)
                    ended = 0
                    for _ in range(150):
                        legal = envs.legal
                        self.assertEqual(observations.shape, (5, *envs.shape))
                        self.assertEqual(observations.dtype, np.float32)
                        self.assertTrue((legal.counts > 0).all(), "every match has a seat to act with a legal id")
                        self.assertTrue(((info["seat"] >= 0) & (info["seat"] < envs.seats)).all())
                        for index in range(5):
                            ids = legal[index]
                            self.assertTrue((np.diff(ids) > 0).all() and ids[0] >= 0 and ids[-1] < envs.action_count)
                        acting = info["seat"].copy()
                        observations, rewards, terminated, truncated, info = envs.step(legal.sample(rng))
                        self.assertFalse((terminated & truncated).any())
                        done = terminated | truncated
                        ended += int(done.sum())
                        self.assertTrue((info["rewards"][~terminated] == 0).all(), "rewards come only at the end")
                        np.testing.assert_array_equal(rewards, info["rewards"][np.arange(5), acting])
                        if envs.seats == 2 and terminated.any():
                            np.testing.assert_allclose(info["rewards"][terminated].sum(axis=1), 0)
                    self.assertGreater(ended, 0, "episodes ended and were set up again")
                finally:
                    envs.close()


class AgreesWithTheLinesProtocol(unittest.TestCase):
    def test_each_match_is_the_match_of_its_seed(self):
        seeds = [11, -4, 2**31 - 1]
        envs = vector_env("yunnori", 3, workers=2)
        engine = Engine()
        try:
            observations, info = envs.reset(seed=seeds)
            np.testing.assert_array_equal(info["episode_seed"], seeds)
            matches = [engine.request("new", game="yunnori", seed=seed) for seed in seeds]
            rng = np.random.default_rng(5)
            for _ in range(30):
                for index, match in enumerate(matches):
                    self.assertEqual(envs.legal[index].tolist(), match["legal"])
                    seat = match["actor"]["seat"]
                    self.assertEqual(int(info["seat"][index]), seat)
                    observed = engine.request("observe", match=match["match"], seat=seat, encoding="base64")
                    np.testing.assert_array_equal(observations[index], decode_tensor(observed["data"], envs.shape))
                actions = envs.legal.sample(rng)
                if any(engine.request("step", match=match["match"], action=int(action))["terminal"] for match, action in zip(matches, actions)):
                    break  # the vector sets an ended match up again with a drawn seed
                for index, match in enumerate(matches):
                    answer = engine.request("legal", match=match["match"])
                    match["legal"] = answer["ids"]
                    match["actor"] = engine.request("actor", match=match["match"])["actor"]
                observations, _, _, _, info = envs.step(actions)
        finally:
            envs.close()
            engine.close()


class ObservationTransport(unittest.TestCase):
    def test_sparse_and_dense_transports_give_the_same_arrays(self):
        cases = [("tigerzone", None), *((game, SHORT.get(game)) for game in GAMES)]  # fiery-dragons: a shape of one axis
        for game, options in cases:
            with self.subTest(game=game, options=options):
                dense = vector_env(game, 4, options=options, workers=2, transport="dense")
                sparse = vector_env(game, 4, options=options, workers=2, transport="sparse")
                try:
                    self.assertEqual((dense.transport, sparse.transport), ("dense", "sparse"))
                    first, _ = dense.reset(seed=8)
                    second, _ = sparse.reset(seed=8)
                    rng = np.random.default_rng(2)
                    for _ in range(40):
                        np.testing.assert_array_equal(first, second)
                        self.assertEqual((first.dtype, first.shape), (second.dtype, second.shape))
                        np.testing.assert_array_equal(dense.legal.ids, sparse.legal.ids)
                        actions = dense.legal.sample(rng)
                        first, rewards, terminated, _, _ = dense.step(actions)
                        second, rewards_sparse, terminated_sparse, _, _ = sparse.step(actions)
                        np.testing.assert_array_equal(rewards, rewards_sparse)
                        np.testing.assert_array_equal(terminated, terminated_sparse)
                    self.assertGreater(float(np.abs(second).sum()), 0)
                finally:
                    dense.close()
                    sparse.close()

    def test_auto_is_sparse_for_big_tensors_only(self):
        for game, expected in [("tigerzone", "sparse"), ("stratego", "sparse"), ("santorini", "dense")]:
            envs = vector_env(game, 1, workers=1)
            try:
                self.assertEqual(envs.transport, expected, game)
            finally:
                envs.close()
        with self.assertRaises(EngineError) as refused:
            vector_env("santorini", 1, workers=1, transport="zip")
        self.assertEqual(refused.exception.code, "bad-request")


class SparseIds(unittest.TestCase):
    def test_rows_dense_sample_and_contains_agree(self):
        legal = LegalIds(np.array([1, 5, 9, 2, 0, 9], dtype=np.int32), np.array([3, 1, 0, 2], dtype=np.int32), 10)
        self.assertEqual(legal[0].tolist(), [1, 5, 9])
        self.assertEqual(legal[2].tolist(), [])
        self.assertEqual(legal.rows().tolist(), [0, 0, 0, 1, 3, 3])
        dense = legal.dense()
        self.assertEqual([np.flatnonzero(row).tolist() for row in dense], [[1, 5, 9], [2], [], [0, 9]])
        picks = legal.sample(np.random.default_rng(4))
        self.assertEqual(picks[2], -1)
        self.assertTrue(legal.contains(np.where(picks < 0, 0, picks))[[0, 1, 3]].all())
        self.assertEqual(legal.contains([5, 2, 3, 9]).tolist(), [True, True, False, True])
        # -1 is not the id 9 of the match before, 10 not the id 0 of the match after
        self.assertEqual(legal.contains([4, -1, 0, 0]).tolist(), [False, False, False, True])
        self.assertEqual(legal.contains([10, 2, 0, 0]).tolist(), [False, True, False, True])


class MasksSeedsAndRefusals(unittest.TestCase):
    def test_the_dense_mask_is_the_sparse_ids(self):
        envs = vector_env("tigerzone", 2, options=SHORT["tigerzone"], workers=1)
        try:
            envs.reset(seed=0)
            masks = envs.action_masks()
            self.assertEqual(masks.shape, (2, envs.action_count))
            for index in range(2):
                np.testing.assert_array_equal(np.flatnonzero(masks[index]), envs.legal[index])
        finally:
            envs.close()

    def test_the_same_seed_and_actions_repeat_every_episode(self):
        def run():
            envs = vector_env("santorini", 4, workers=2, max_plies=7)
            rng = np.random.default_rng(9)
            try:
                observations, _ = envs.reset(seed=21)
                seen = [observations]
                for _ in range(30):
                    observations, _, _, truncated, info = envs.step(envs.legal.sample(rng))
                    seen.append(observations)
                return np.stack(seen), info["episode_seed"]
            finally:
                envs.close()

        first, seeds = run()
        again, seeds_again = run()
        np.testing.assert_array_equal(first, again)
        np.testing.assert_array_equal(seeds, seeds_again)
        self.assertFalse((seeds == 21 + np.arange(4)).all(), "truncated episodes started again with drawn seeds")

    def test_an_illegal_action_is_refused_and_nothing_is_played(self):
        envs = vector_env("santorini", 3, workers=2)
        try:
            observations, _ = envs.reset(seed=1)
            actions = envs.legal.sample(np.random.default_rng(0))
            actions[1] = 725
            with self.assertRaises(EngineError) as refused:
                envs.step(actions)
            self.assertEqual(refused.exception.code, "illegal-move")
            again, _ = envs.reset(seed=1)
            np.testing.assert_array_equal(observations, again)
            with self.assertRaises(ValueError):
                envs.step(actions[:2])
        finally:
            envs.close()

    def test_bot_seats_leave_the_learner_one_seat(self):
        envs = vector_env("santorini", 3, seats="human,random", workers=1)
        try:
            _, info = envs.reset(seed=2)
            rng = np.random.default_rng(3)
            for _ in range(60):
                self.assertTrue((info["seat"] == 0).all())
                _, _, _, _, info = envs.step(envs.legal.sample(rng))
        finally:
            envs.close()


class TextBoard(unittest.TestCase):
    def test_render_is_the_engines_text_board(self):
        environment = env("santorini", render_mode="ansi")
        engine = Engine()
        try:
            environment.reset(seed=4)
            text = environment.render()
            match = engine.request("new", game="santorini", seed=environment.match_seed)
            self.assertEqual(text, engine.request("render", match=match["match"], seat=None)["text"])
            self.assertIn("\n", text)
            self.assertFalse(text.lstrip().startswith("{"), "a board, not a JSON dump")
        finally:
            environment.close()
            engine.close()
        envs = vector_env("stratego", 2, workers=1, render_mode="ansi")
        try:
            envs.reset(seed=0)
            boards = envs.render()
            self.assertEqual(len(boards), 2)
            self.assertIn("Red to move", boards[0])
            self.assertNotEqual(envs.render_text(0, seat=0), envs.render_text(1, seat=0), "two seeds, two random setups")
            self.assertEqual(envs.record(0)["game"], "stratego")
        finally:
            envs.close()


if __name__ == "__main__":
    unittest.main()
