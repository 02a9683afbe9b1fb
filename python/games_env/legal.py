"""Sparse legal actions of N matches: the legal ids of every match in one flat array.

TigerZone has 538,431 action ids and a few dozen legal ones at a time: a dense mask would be
half a megabyte per match and step. :class:`LegalIds` keeps only the ids (``ids``, match after
match, ascending within a match) and where each match's ids start (``offsets``); a dense mask
is made only when asked for (:meth:`LegalIds.dense`).
"""
from __future__ import annotations

from typing import Optional

import numpy as np


class LegalIds:
    """The legal action ids of N matches (CSR form).

    ``ids`` (int32) holds every match's ids in turn; match ``i``'s are
    ``ids[offsets[i]:offsets[i + 1]]`` (``offsets``: int64, N + 1 entries), also ``legal[i]``.
    ``counts`` (int32) is how many each match has; ``action_count`` the size of the id space.
    """

    def __init__(self, ids: np.ndarray, counts: np.ndarray, action_count: int):
        self.ids = ids
        self.counts = counts
        self.offsets = np.zeros(len(counts) + 1, dtype=np.int64)
        np.cumsum(counts, out=self.offsets[1:])
        self.action_count = action_count

    def __len__(self) -> int:
        return len(self.counts)

    def __getitem__(self, match: int) -> np.ndarray:
        return self.ids[self.offsets[match] : self.offsets[match + 1]]

    def rows(self) -> np.ndarray:
        """The match of every entry of ``ids`` (int64, as long as ``ids``)."""
        return np.repeat(np.arange(len(self.counts)), self.counts)

    def dense(self, dtype: type = bool) -> np.ndarray:
        """The dense mask, shape ``(N, action_count)``: true (1) at every legal id."""
        mask = np.zeros((len(self.counts), self.action_count), dtype=dtype)
        mask[self.rows(), self.ids] = 1
        return mask

    def sample(self, rng: Optional[np.random.Generator] = None) -> np.ndarray:
        """One legal id per match, uniformly at random (int32; -1 for a match with none)."""
        rng = np.random.default_rng() if rng is None else rng
        picks = self.offsets[:-1] + (rng.random(len(self.counts)) * self.counts).astype(np.int64)
        chosen = np.full(len(self.counts), -1, dtype=np.int32)
        some = self.counts > 0
        chosen[some] = self.ids[picks[some]]
        return chosen

    def contains(self, actions: np.ndarray) -> np.ndarray:
        """Whether each match's action is one of its legal ids (bool, N)."""
        if len(self.ids) == 0:
            return np.zeros(len(self.counts), dtype=bool)
        # ids ascend within a match and matches follow each other: (match, id) keys are sorted
        actions = np.asarray(actions, dtype=np.int64)
        keys = self.rows() * self.action_count + self.ids
        wanted = np.arange(len(self.counts), dtype=np.int64) * self.action_count + actions
        at = np.minimum(np.searchsorted(keys, wanted), len(keys) - 1)
        return (keys[at] == wanted) & (actions >= 0) & (actions < self.action_count)

    def __repr__(self) -> str:
        return f"LegalIds({len(self.counts)} matches, {len(self.ids)} legal ids of {self.action_count})"
