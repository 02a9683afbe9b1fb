"""Environments for the ``@games`` engines, driven over ``games engine``: PettingZoo AEC
environments (:func:`env`) and a gymnasium vector environment of N matches stepped together
over binary frames (:func:`vector_env`).

>>> from games_env import env, vector_env
>>> santorini = env("santorini")
>>> santorini.reset(seed=1)
"""
from .aec import GAMES, GamesEnv, env
from .engine import Engine, EngineError, EngineNotFound, decode_tensor, find_command
from .frames import BinaryEngine
from .legal import LegalIds
from .vector import GamesVectorEnv, vector_env

__all__ = [
    "GAMES",
    "GamesEnv",
    "env",
    "GamesVectorEnv",
    "vector_env",
    "LegalIds",
    "Engine",
    "BinaryEngine",
    "EngineError",
    "EngineNotFound",
    "decode_tensor",
    "find_command",
]
