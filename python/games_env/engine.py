"""A `games engine` process: JSON requests in, JSON answers out, one per line.

The command is found, in order (:func:`find_command`): the ``command`` argument, the
``GAMES_ENGINE_COMMAND`` environment variable (split like a shell line), ``node
packages/cli/dist/bin.js engine`` in a checkout of the repository (the one this package lives
in, or the current directory or one of its parents; with the checkout's own Node when ``pnpm
install`` put it there, else ``node`` on ``PATH``), then an installed ``games`` command on
``PATH`` (``games engine``). When none is found, the error names every place tried.
"""
from __future__ import annotations

import base64
import json
import os
import shlex
import shutil
import subprocess
from pathlib import Path
from typing import Any, List, Optional, Sequence

import numpy as np

BIN = Path("packages") / "cli" / "dist" / "bin.js"


class EngineError(RuntimeError):
    """A refusal from the engine: ``code`` is stable and kebab-case, ``message`` is for people."""

    def __init__(self, code: str, message: str):
        super().__init__(f"{code}: {message}")
        self.code = code
        self.message = message


class EngineNotFound(FileNotFoundError):
    """No ``games engine`` command was found; ``tried`` lists every place looked at, in order."""

    def __init__(self, tried: List[str]):
        lines = "\n".join(f"  - {place}" for place in tried)
        super().__init__(
            "cannot find the `games engine` command; tried, in order:\n"
            f"{lines}\n"
            "Install the CLI (`npm install -g @games/cli`, which puts `games` on PATH), build it in a "
            "checkout (`pnpm build`), set GAMES_ENGINE_COMMAND, or pass command=[...]."
        )
        self.tried = tried


def find_command(command: Optional[Sequence[str]] = None) -> list:
    """The command line that starts ``games engine`` (see the module's description for the order)."""
    if command is not None:
        return list(command)
    tried = ["the command argument: not given"]
    from_env = os.environ.get("GAMES_ENGINE_COMMAND")
    if from_env:
        return shlex.split(from_env)
    tried.append("the GAMES_ENGINE_COMMAND environment variable: not set")
    roots = [Path(__file__).resolve().parents[2], Path.cwd(), *Path.cwd().parents]
    for root in dict.fromkeys(roots):
        if (root / BIN).is_file():
            node = checkout_node(root) or shutil.which("node")
            if node is not None:
                return [node, str(root / BIN), "engine"]
            tried.append(f"{root / BIN}: found, but `node` is not on PATH")
            break
    else:
        tried.append(f"{BIN} in a checkout: not in {roots[0]}, nor in {roots[1]} or its parents")
    games = shutil.which("games")
    if games is not None:
        return [games, "engine"]
    tried.append(f"`games` on PATH: not found (PATH={os.environ.get('PATH', '')})")
    raise EngineNotFound(tried)


def checkout_node(root: Path) -> Optional[str]:
    """The Node a checkout pins (root ``package.json``'s ``node-<platform>-<arch>`` dependency,
    which ``pnpm install`` puts in ``node_modules``), or None: the version the repository is
    built and measured on, much faster for the engine than an older ``node`` on ``PATH``."""
    for candidate in sorted((root / "node_modules").glob("node-*/bin/node")):
        if candidate.is_file() and os.access(candidate, os.X_OK):
            return str(candidate)
    return None


def decode_tensor(data: Any, shape: Sequence[int]) -> np.ndarray:
    """An observation from the protocol (a list, or base64 of little-endian float32) as an array of ``shape``."""
    if isinstance(data, str):
        array = np.frombuffer(base64.b64decode(data), dtype="<f4").astype(np.float32)
    else:
        array = np.asarray(data, dtype=np.float32)
    return array.reshape(tuple(shape))


class Engine:
    """One ``games engine`` process; many matches can share it."""

    def __init__(self, command: Optional[Sequence[str]] = None):
        self.command = find_command(command)
        self._process = subprocess.Popen(
            self.command,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            encoding="utf-8",
            bufsize=1,
        )

    def request(self, cmd: str, **fields: Any) -> dict:
        """Sends one request and returns its answer; raises :class:`EngineError` on a refusal."""
        answer = self.raw({"cmd": cmd, **fields})
        if not answer.get("ok"):
            error = answer.get("error", {})
            raise EngineError(error.get("code", "unknown"), error.get("message", ""))
        return answer

    def raw(self, request: dict) -> dict:
        """Sends one request and returns its answer as it is, refusal or not."""
        return json.loads(self.raw_line(json.dumps(request, separators=(",", ":"))))

    def raw_line(self, line: str) -> str:
        """Sends one line and returns the answer line."""
        process = self._process
        if process.poll() is not None or process.stdin is None or process.stdout is None:
            raise EngineError("engine-stopped", f"the engine process ended (status {process.returncode})")
        process.stdin.write(line + "\n")
        process.stdin.flush()
        answer = process.stdout.readline()
        if not answer:
            raise EngineError("engine-stopped", "the engine process closed its output")
        return answer

    def close(self) -> None:
        """Stops the process."""
        process = self._process
        if process.poll() is None:
            try:
                if process.stdin is not None:
                    process.stdin.write('{"cmd":"quit"}\n')
                    process.stdin.close()
                process.wait(timeout=5)
            except (OSError, subprocess.TimeoutExpired):
                process.kill()
                process.wait()
        if process.stdout is not None:
            process.stdout.close()

    def __enter__(self) -> "Engine":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    def __del__(self) -> None:
        try:
            self.close()
        except Exception:
            pass
