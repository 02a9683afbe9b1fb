"""PettingZoo environments for the ``@games`` engines, driven over ``games engine``.

>>> from games_env import env
>>> santorini = env("santorini")
>>> santorini.reset(seed=1)
"""
from .aec import GAMES, GamesEnv, env
from .engine import Engine, EngineError, decode_tensor, find_command

__all__ = ["GAMES", "GamesEnv", "env", "Engine", "EngineError", "decode_tensor", "find_command"]
