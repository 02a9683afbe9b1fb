"""A gymnasium ``VectorEnv`` of N matches of one game, stepped together over binary frames.

Turn-based play seen by one learner: in every match the acting seat is the agent of that step.
``step(actions)`` takes one action id per match (for the seat acting there) and returns, per
match, the observation of the seat that acts next, the reward of the seat that just acted, and
whether the episode ended. The rewards of every seat are in ``info["rewards"]`` (self-play
learners want them), the acting seats in ``info["seat"]``, and the legal ids in
``info["legal"]`` (also :attr:`GamesVectorEnv.legal`): a :class:`~games_env.legal.LegalIds`,
sparse, with a dense mask on request (:meth:`GamesVectorEnv.action_masks`).

A match that ends (or reaches ``max_plies``) is set up again in the same step (gymnasium's
``SAME_STEP`` autoreset): its answer already shows the new episode, with the seed the vector
drew for it (``info["episode_seed"]``). The matches are spread over ``workers`` engine
processes that step in parallel (default: one per core).
"""
from __future__ import annotations

import os
import struct
from typing import Any, Dict, List, Optional, Sequence, Tuple, Union

import numpy as np
from gymnasium import spaces
from gymnasium.vector import VectorEnv

from .engine import EngineError
from .frames import BinaryEngine
from .legal import LegalIds

try:  # gymnasium >= 1.1
    from gymnasium.vector import AutoresetMode

    _SAME_STEP: Any = AutoresetMode.SAME_STEP
except ImportError:  # pragma: no cover - older gymnasium
    _SAME_STEP = "SameStep"

_HEAD = struct.Struct("<4sI")
Seeds = Union[None, int, Sequence[int]]


class _Worker:
    """One engine process and its share of the matches: slots ``start`` to ``stop``."""

    def __init__(self, engine: BinaryEngine, vector: int, start: int, stop: int):
        self.engine, self.vector, self.start, self.stop = engine, vector, start, stop


class GamesVectorEnv(VectorEnv):
    """N matches of ``game`` stepped together (see the module's description).

    ``options`` are the game's options (default :data:`games_env.GAMES`' for the game: Stratego
    starts with random setups). ``seats`` (seat specs such as ``"human,random"`` or
    ``"human,mcts:200"``) lets the engine play some seats itself, so that the learner only sees
    the ``human`` ones. ``max_plies`` cuts an episode after that many steps of the learner
    (truncation). ``command`` says how to start ``games engine`` (see
    :func:`games_env.engine.find_command`). ``transport`` is how the engine sends the
    observations: ``"sparse"`` (whole planes as one number, other planes as their non-zero
    numbers; TigerZone's 63.5 KB a step become about 2 KB), ``"dense"`` (every number), or
    ``"auto"`` (the default: sparse for tensors of 4,096 numbers or more). The arrays returned
    are the same either way.
    """

    metadata = {"render_modes": ["ansi"], "autoreset_mode": _SAME_STEP}

    def __init__(
        self,
        game: str,
        num_envs: int,
        options: Optional[Dict[str, Any]] = None,
        seats: Optional[str] = None,
        max_plies: int = 0,
        workers: Optional[int] = None,
        command: Optional[Sequence[str]] = None,
        render_mode: Optional[str] = None,
        transport: str = "auto",
    ):
        from .aec import GAMES

        if num_envs < 1:
            raise ValueError(f"num_envs must be at least 1, got {num_envs}")
        self.game = game
        self.num_envs = num_envs
        self.options = dict(GAMES.get(game, {}) if options is None else options)
        self.render_mode = render_mode
        count = max(1, min(num_envs, workers if workers is not None else (os.cpu_count() or 1)))
        self._workers: List[_Worker] = []
        try:
            for index in range(count):
                start, stop = index * num_envs // count, (index + 1) * num_envs // count
                engine = BinaryEngine(command)
                request: Dict[str, Any] = {"game": game, "options": self.options, "count": stop - start, "maxPlies": int(max_plies), "observations": transport}
                if seats is not None:
                    request["seats"] = seats
                answer = engine.request("vector", **request)
                self._workers.append(_Worker(engine, answer["vector"], start, stop))
        except BaseException:
            self.close()
            raise
        self.seats: int = answer["seats"]
        self.action_count: int = answer["actions"]
        self.shape: Tuple[int, ...] = tuple(answer["shape"])
        self._size = int(np.prod(self.shape))
        #: how the engine sends the observations: "dense" or "sparse" (the engine's choice for "auto")
        self.transport: str = answer.get("observations", "dense")
        self.single_observation_space = spaces.Box(low=-np.inf, high=np.inf, shape=self.shape, dtype=np.float32)
        self.single_action_space = spaces.Discrete(self.action_count)
        self.observation_space = spaces.Box(low=-np.inf, high=np.inf, shape=(num_envs, *self.shape), dtype=np.float32)
        self.action_space = spaces.MultiDiscrete(np.full(num_envs, self.action_count))
        self.legal: Optional[LegalIds] = None
        self.seat = np.full(num_envs, -1, dtype=np.int32)
        self.episode_seed = np.zeros(num_envs, dtype=np.int64)
        self._seeds = np.random.default_rng()

    # --- gymnasium's VectorEnv ------------------------------------------------------------------

    def reset(self, *, seed: Seeds = None, options: Optional[dict] = None) -> Tuple[np.ndarray, Dict[str, Any]]:
        """Sets every match up again. ``seed``: an int (match i gets ``seed + i``), one per match, or None (random)."""
        if seed is None:
            self._seeds = np.random.default_rng()
            first = self._draw()
        elif isinstance(seed, (int, np.integer)):
            self._seeds = np.random.default_rng(int(seed))
            first = ((int(seed) + np.arange(self.num_envs, dtype=np.int64) + 2**31) % 2**32 - 2**31).astype(np.int32)
        else:
            first = np.asarray(seed, dtype=np.int64)
            if first.shape != (self.num_envs,):
                raise ValueError(f"seed must be an int or {self.num_envs} ints, got shape {first.shape}")
            self._seeds = np.random.default_rng([int(value) % 2**32 for value in first])
            first = ((first + 2**31) % 2**32 - 2**31).astype(np.int32)
        observations, _, _, info = self._exchange(b"R", None, first)
        self.episode_seed[:] = first
        info["episode_seed"] = self.episode_seed.copy()
        return observations, info

    def step(self, actions: Any) -> Tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, Dict[str, Any]]:
        """Plays one action id per match; see the module's description for what comes back."""
        if self.legal is None:
            raise EngineError("not-reset", "call reset() before step()")
        actions = np.asarray(actions).astype(np.int32, copy=False).reshape(-1)
        if actions.shape != (self.num_envs,):
            raise ValueError(f"step needs {self.num_envs} action ids, got {actions.shape[0]}")
        legal = self.legal.contains(actions)
        if not legal.all():
            wrong = np.flatnonzero(~legal)[:5].tolist()
            raise EngineError("illegal-move", f"actions {[int(actions[i]) for i in wrong]} of matches {wrong} are not legal there; nothing was played")
        acted = self.seat.copy()
        seeds = self._draw()
        observations, all_rewards, flags, info = self._exchange(b"S", actions, seeds)
        terminated = (flags & 1) != 0
        truncated = (flags & 2) != 0
        ended = terminated | truncated
        self.episode_seed[ended] = seeds[ended]
        rewards = all_rewards[np.arange(self.num_envs), np.maximum(acted, 0)]
        info["episode_seed"] = self.episode_seed.copy()
        return observations, rewards, terminated, truncated, info

    def action_masks(self) -> np.ndarray:
        """The dense legal mask of every match, shape ``(num_envs, action_count)`` (bool)."""
        if self.legal is None:
            raise EngineError("not-reset", "call reset() before action_masks()")
        return self.legal.dense()

    def render(self) -> Optional[Tuple[str, ...]]:
        """With ``render_mode="ansi"``: every match's text board, as the engine draws it."""
        if self.render_mode != "ansi":
            return None
        return tuple(self.render_text(index) for index in range(self.num_envs))

    def render_text(self, index: int, seat: Optional[int] = None) -> str:
        """Match ``index``'s text board for ``seat`` (None: what a spectator sees)."""
        worker = self._worker_of(index)
        return worker.engine.request("render", vector=worker.vector, slot=index - worker.start, seat=seat)["text"]

    def record(self, index: int) -> dict:
        """Match ``index``'s record so far (``games replay`` reads it)."""
        worker = self._worker_of(index)
        return worker.engine.request("record", vector=worker.vector, slot=index - worker.start)["record"]

    def close_extras(self, **kwargs: Any) -> None:
        for worker in getattr(self, "_workers", []):
            worker.engine.close()
        self._workers = []

    # --- frames ---------------------------------------------------------------------------------

    def _unpack(self, words: np.ndarray, flat: np.ndarray, size: int) -> None:
        """Fills ``flat`` (size × K) from a sparse observations section: f32 fills[size × planes],
        i32 entries[size], i32 places[E], f32 numbers[E]."""
        planes = self.shape[0] if self.shape else 1
        fills = words[: size * planes].view("<f4").reshape(size, planes, 1)
        at = size * planes
        entries = words[at : at + size]
        at += size
        count = int(entries.sum())
        places = words[at : at + count]
        numbers = words[at + count : at + 2 * count].view("<f4")
        flat.reshape(size, planes, -1)[...] = fills
        rows = np.repeat(np.arange(size, dtype=np.int64) * self._size, entries)
        flat.reshape(-1)[rows + places] = numbers

    def _draw(self) -> np.ndarray:
        return self._seeds.integers(-(2**31), 2**31 - 1, size=self.num_envs, endpoint=True, dtype=np.int32)

    def _worker_of(self, index: int) -> _Worker:
        if not 0 <= index < self.num_envs:
            raise IndexError(f"match {index} of {self.num_envs}")
        return next(worker for worker in self._workers if worker.start <= index < worker.stop)

    def _exchange(self, kind: bytes, actions: Optional[np.ndarray], seeds: np.ndarray):
        """Sends a reset or step frame to every worker, then reads their answers into whole arrays."""
        for worker in self._workers:
            parts = [_HEAD.pack(kind + b"\0\0\0", worker.vector)]
            if actions is not None:
                parts.append(actions[worker.start : worker.stop].tobytes())
            parts.append(seeds[worker.start : worker.stop].tobytes())
            worker.engine.send(b"".join(parts))
        n, seats = self.num_envs, self.seats
        observations = np.empty((n, *self.shape), dtype=np.float32)
        flat = observations.reshape(n, self._size)
        rewards = np.empty((n, seats), dtype=np.float32)
        flags = np.empty(n, dtype=np.int32)
        counts = np.empty(n, dtype=np.int32)
        ids: List[np.ndarray] = []
        failure: Optional[EngineError] = None
        sparse = self.transport == "sparse"
        for worker in self._workers:
            body = worker.engine.receive(None if sparse else memoryview(flat[worker.start : worker.stop]).cast("B"))
            if body[0] != ord("S"):
                try:
                    BinaryEngine.json(body)
                    failure = failure or EngineError("bad-frame", "the engine answered a vector frame with JSON")
                except EngineError as refused:
                    failure = failure or refused
                continue
            start, stop = worker.start, worker.stop
            words = np.frombuffer(body, dtype="<i4")
            size, total = int(words[1]), int(words[2])
            at = 3
            self.seat[start:stop] = words[at : at + size]
            at += size
            flags[start:stop] = words[at : at + size]
            at += size
            rewards[start:stop] = words[at : at + size * seats].view("<f4").reshape(size, seats)
            at += size * seats
            counts[start:stop] = words[at : at + size]
            at += size
            ids.append(words[at : at + total].copy())
            if body[1] == 1:  # the sparse layout: fills per plane, then (place, number) entries
                at += total
                self._unpack(words[at:], flat[start:stop], size)
        if failure is not None:
            raise failure
        self.legal = LegalIds(np.concatenate(ids) if ids else np.zeros(0, np.int32), counts, self.action_count)
        info = {"seat": self.seat.copy(), "rewards": rewards, "legal": self.legal}
        return observations, rewards, flags, info


def vector_env(game: str, num_envs: int, **kwargs: Any) -> GamesVectorEnv:
    """A :class:`GamesVectorEnv` of ``num_envs`` matches of ``game``; keyword arguments as the class takes them."""
    return GamesVectorEnv(game, num_envs, **kwargs)
