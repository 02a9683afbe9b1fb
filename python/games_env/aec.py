"""PettingZoo AEC environments over ``games engine``.

Each agent ``player_<seat>`` observes ``{"observation": float32 tensor, "action_mask": int8}``:
the tensor is the seat's observation (see each engine's ``src/observation.ts`` for its planes),
the mask marks the legal action ids of that seat (all zero when it is not its turn). Actions
are the engine's action ids (see each engine's ``src/actions.ts``). Chance (dice, sticks) is
drawn by the engine with the match's seed. Rewards come at the end from the outcome: 1 for the
best seat, -1 for the worst, ties shared (0 for a two-seat draw).
"""
from __future__ import annotations

import random
from typing import Any, Dict, Optional, Sequence

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from .engine import Engine, decode_tensor

#: The five games, with the options their environments use by default: Stratego starts with
#: random setups for both armies (no 80 placement steps; pass ``options={}`` to learn the setup
#: too). The options of every game are listed by ``games list`` and in the Python README.
GAMES: Dict[str, Dict[str, Any]] = {
    "santorini": {},
    "stratego": {"redSetup": "random", "blueSetup": "random"},
    "yunnori": {},
    "tigerzone": {},
    "fiery-dragons": {},
}


class GamesEnv(AECEnv):
    """An AEC environment for one game of ``@games`` and its options.

    ``engine`` may be shared by several environments; without it the environment starts its own
    ``games engine`` process (``command`` says how, see :func:`games_env.engine.find_command`).
    ``max_plies`` truncates a match after that many steps of the players (``None``: never).
    """

    metadata = {"render_modes": ["ansi"], "name": "games_v0", "is_parallelizable": False}

    def __init__(
        self,
        game: str,
        options: Optional[Dict[str, Any]] = None,
        engine: Optional[Engine] = None,
        command: Optional[Sequence[str]] = None,
        render_mode: Optional[str] = None,
        max_plies: Optional[int] = None,
    ):
        super().__init__()
        self.game = game
        self.options = dict(GAMES.get(game, {}) if options is None else options)
        self._own_engine = engine is None
        self.engine = Engine(command) if engine is None else engine
        self.render_mode = render_mode
        self.max_plies = max_plies
        self.metadata = {**GamesEnv.metadata, "name": f"games_{game.replace('-', '_')}_v0"}
        first = self.engine.request("new", game=game, options=self.options, seed=0)
        self.engine.request("close", match=first["match"])
        self.seats = first["seats"]
        self.action_count = first["actions"]
        self.shape = tuple(first["shape"])
        self.possible_agents = [f"player_{seat}" for seat in range(self.seats)]
        self._seat_of = {agent: seat for seat, agent in enumerate(self.possible_agents)}
        self.observation_spaces = {
            agent: spaces.Dict(
                {
                    "observation": spaces.Box(low=-np.inf, high=np.inf, shape=self.shape, dtype=np.float32),
                    "action_mask": spaces.Box(low=0, high=1, shape=(self.action_count,), dtype=np.int8),
                }
            )
            for agent in self.possible_agents
        }
        self.action_spaces = {agent: spaces.Discrete(self.action_count) for agent in self.possible_agents}
        self._match: Optional[int] = None
        self._rng = random.Random()

    def observation_space(self, agent: str) -> spaces.Space:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space:
        return self.action_spaces[agent]

    # --- the match ---------------------------------------------------------------------------

    def reset(self, seed: Optional[int] = None, options: Optional[dict] = None) -> None:
        if seed is not None:
            self._rng.seed(seed)
        #: the engine seed of the match this reset set up
        self.match_seed = self._rng.randrange(-(2**31), 2**31)
        self._close_match()
        answer = self.engine.request("new", game=self.game, options=self.options, seed=self.match_seed)
        self._match = answer["match"]
        self.plies = 0
        self.agents = self.possible_agents[:]
        self.rewards = {agent: 0.0 for agent in self.agents}
        self._cumulative_rewards = {agent: 0.0 for agent in self.agents}
        self.terminations = {agent: False for agent in self.agents}
        self.truncations = {agent: False for agent in self.agents}
        self.infos = {agent: {} for agent in self.agents}
        self._observations: Dict[int, np.ndarray] = {}
        self._take(answer)

    def step(self, action: Optional[int]) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        self._cumulative_rewards[agent] = 0.0
        answer = self.engine.request("step", match=self._match, action=int(action), observe=True, encoding="base64")
        self.plies += 1
        self._observations = {}
        self._take(answer)
        self._accumulate_rewards()

    def _take(self, answer: dict) -> None:
        """Updates the agents from a `new` or `step` answer."""
        actor = answer["actor"]
        self._legal = answer.get("legal", [])
        if answer.get("terminal") or actor["kind"] == "over":
            rewards = answer.get("rewards") or self.engine.request("rewards", match=self._match)["rewards"]
            self.rewards = {agent: float(rewards[self._seat_of[agent]]) for agent in self.agents}
            self.terminations = {agent: True for agent in self.agents}
            self._legal = []
            return
        self.rewards = {agent: 0.0 for agent in self.agents}
        seat = actor["seat"]
        self.agent_selection = self.possible_agents[seat]
        if "observation" in answer:
            self._observations[seat] = decode_tensor(answer["observation"], self.shape)
        if self.max_plies is not None and self.plies >= self.max_plies:
            self.truncations = {agent: True for agent in self.agents}

    def observe(self, agent: str) -> Dict[str, np.ndarray]:
        seat = self._seat_of[agent]
        tensor = self._observations.get(seat)
        if tensor is None:
            answer = self.engine.request("observe", match=self._match, seat=seat, encoding="base64")
            tensor = decode_tensor(answer["data"], self.shape)
            self._observations[seat] = tensor
        mask = np.zeros(self.action_count, dtype=np.int8)
        if agent == self.agent_selection and self._legal:
            mask[np.asarray(self._legal, dtype=np.int64)] = 1
        return {"observation": tensor.copy(), "action_mask": mask}

    def legal_actions(self) -> list:
        """The acting agent's legal action ids, ascending."""
        return list(self._legal)

    def render(self) -> Optional[str]:
        """With ``render_mode="ansi"``: the engine's text board of the match (what a spectator sees)."""
        if self._match is None or self.render_mode != "ansi":
            return None
        return self.engine.request("render", match=self._match, seat=None)["text"]

    def close(self) -> None:
        self._close_match()
        if self._own_engine:
            self.engine.close()

    def _close_match(self) -> None:
        if self._match is not None:
            try:
                self.engine.request("close", match=self._match)
            except Exception:
                pass
            self._match = None


def env(game: str, **kwargs: Any) -> GamesEnv:
    """The AEC environment of ``game`` (``santorini``, ``stratego``, ``yunnori``, ``tigerzone``, ``fiery-dragons``)."""
    return GamesEnv(game, **kwargs)
