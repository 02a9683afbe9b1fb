"""A ``games engine --binary`` process: binary frames both ways (``docs/guides/engine-protocol.md``,
"Binary frames"). A frame is a u32 little-endian body length and the body; a body starts with its
kind byte: ``J`` (one JSON request or answer), ``R``/``S`` (reset or step a vector of matches).
"""
from __future__ import annotations

import json
import struct
import subprocess
from typing import Any, Optional, Sequence

from .engine import EngineError, find_command

_LENGTH = struct.Struct("<I")


class BinaryEngine:
    """One ``games engine --binary`` process (see :func:`games_env.engine.find_command` for the command)."""

    def __init__(self, command: Optional[Sequence[str]] = None):
        self.command = [*find_command(command), "--binary"]
        self._process = subprocess.Popen(self.command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, bufsize=0)
        self._buffer = bytearray(1 << 16)
        _widen(self._process.stdout)

    def request(self, cmd: str, **fields: Any) -> dict:
        """Sends one JSON request in a ``J`` frame and returns its answer; raises :class:`EngineError` on a refusal."""
        self.send(b"J" + json.dumps({"cmd": cmd, **fields}, separators=(",", ":")).encode("utf-8"))
        return self.json(self.receive())

    @staticmethod
    def json(body: memoryview) -> dict:
        """The JSON answer in a ``J`` body; raises :class:`EngineError` when it is a refusal."""
        answer = json.loads(bytes(body[1:]))
        if not answer.get("ok"):
            error = answer.get("error", {})
            raise EngineError(error.get("code", "unknown"), error.get("message", ""))
        return answer

    def send(self, body: bytes) -> None:
        """Writes one frame around ``body``."""
        self._write(_LENGTH.pack(len(body)) + body)

    def receive(self, tail: Optional[memoryview] = None) -> memoryview:
        """Reads one frame and returns its body (valid until the next ``receive``).

        With ``tail`` (bytes), the last ``len(tail)`` bytes of an ``S`` body are read straight into
        it (a vector's observations into their array) and the body returned is the rest.
        """
        length = _LENGTH.unpack(self._read(4))[0]
        split = tail is not None and length >= len(tail) + 12
        head = length - len(tail) if split and tail is not None else length
        view = self._space(head)
        self._read_into(view)
        if not split or tail is None:
            return view
        if view[0] != ord("S"):  # a refusal as long as an answer: read the rest of it too
            rest = bytearray(length - head)
            self._read_into(memoryview(rest))
            return memoryview(bytes(view) + bytes(rest))
        self._read_into(tail)
        return view

    def _space(self, length: int) -> memoryview:
        if len(self._buffer) < length:
            self._buffer = bytearray(max(length, 2 * len(self._buffer)))
        return memoryview(self._buffer)[:length]

    def _write(self, data: bytes) -> None:
        stdin = self._process.stdin
        if self._process.poll() is not None or stdin is None:
            raise EngineError("engine-stopped", f"the engine process ended (status {self._process.returncode})")
        view = memoryview(data)
        while len(view) > 0:
            written = stdin.write(view)
            view = view[written or 0 :]

    def _read(self, count: int) -> bytes:
        data = bytearray(count)
        self._read_into(memoryview(data))
        return bytes(data)

    def _read_into(self, view: memoryview) -> None:
        stdout = self._process.stdout
        assert stdout is not None
        while len(view) > 0:
            read = stdout.readinto(view)
            if not read:
                raise EngineError("engine-stopped", f"the engine process closed its output (command: {' '.join(self.command)})")
            view = view[read:]

    def close(self) -> None:
        """Stops the process."""
        process = self._process
        if process.poll() is None:
            try:
                self.send(b'J{"cmd":"quit"}')
                if process.stdin is not None:
                    process.stdin.close()
                process.wait(timeout=5)
            except (OSError, EngineError, subprocess.TimeoutExpired):
                process.kill()
                process.wait()
        if process.stdout is not None:
            process.stdout.close()

    def __del__(self) -> None:
        try:
            self.close()
        except Exception:
            pass


def _widen(pipe: Any) -> None:
    """Asks Linux for a 1 MiB pipe (fewer wake-ups per big answer); elsewhere nothing changes."""
    try:
        import fcntl

        fcntl.fcntl(pipe.fileno(), getattr(fcntl, "F_SETPIPE_SZ", 1031), 1 << 20)
    except (ImportError, OSError, AttributeError, ValueError):
        pass
