"""Finding ``games engine`` from outside a checkout: the package copied to a temporary folder (as
a non-editable install puts it), run from there with no GAMES_ENGINE_COMMAND. With a ``games``
command on PATH it starts that one and plays; with none, the error names every place it tried."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import textwrap
import unittest
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "games_env"
BIN = Path(__file__).resolve().parents[2] / "packages" / "cli" / "dist" / "bin.js"

SCRIPT = textwrap.dedent(
    """
    import sys
    import games_env
    assert games_env.__file__.startswith(sys.argv[1]), games_env.__file__
    try:
        command = games_env.find_command()
    except games_env.EngineNotFound as missing:
        print("NOT FOUND")
        print(missing)
        sys.exit(0)
    print("COMMAND", command)
    envs = games_env.vector_env("santorini", 2, workers=1)
    observations, info = envs.reset(seed=1)
    envs.step(envs.legal.sample())
    envs.close()
    environment = games_env.env("yunnori")
    environment.reset(seed=2)
    environment.close()
    print("PLAYED", observations.shape)
    """
)


class EngineDiscovery(unittest.TestCase):
    def run_outside(self, with_games: bool) -> str:
        with tempfile.TemporaryDirectory() as temporary:
            root = Path(temporary)
            shutil.copytree(PACKAGE, root / "site" / "games_env")
            (root / "bin").mkdir()
            (root / "work").mkdir()
            if with_games:
                games = root / "bin" / "games"
                # the node binary itself (on PATH there may be a shell shim, such as pnpm's .bin/node, that needs a full PATH)
                node = subprocess.run([shutil.which("node"), "-p", "process.execPath"], capture_output=True, text=True, check=True).stdout.strip()
                games.write_text(f'#!/bin/sh\nexec "{node}" "{BIN}" "$@"\n')
                games.chmod(0o755)
            env = {key: value for key, value in os.environ.items() if key != "GAMES_ENGINE_COMMAND"}
            env["PYTHONPATH"] = str(root / "site")
            # PATH: the folder of this python (for nothing else) and the fake `games`, but no node
            env["PATH"] = os.pathsep.join([str(root / "bin"), str(Path(sys.executable).parent)])
            done = subprocess.run(
                [sys.executable, "-c", SCRIPT, str(root / "site")],
                cwd=root / "work",
                env=env,
                capture_output=True,
                text=True,
                timeout=300,
            )
            self.assertEqual(done.returncode, 0, done.stderr)
            return done.stdout

    def test_an_installed_games_on_path_is_found_and_plays(self):
        out = self.run_outside(with_games=True)
        self.assertIn("COMMAND [", out)
        self.assertIn("/bin/games', 'engine']", out)
        self.assertIn("PLAYED (2, 16, 5, 5)", out)

    def test_without_an_engine_the_error_names_every_place_tried(self):
        out = self.run_outside(with_games=False)
        self.assertIn("NOT FOUND", out)
        for place in ["command argument", "GAMES_ENGINE_COMMAND", "packages/cli/dist/bin.js in a checkout", "`games` on PATH"]:
            self.assertIn(place, out)


class CheckoutNode(unittest.TestCase):
    """In a checkout, the engine runs on the Node the checkout pins when ``pnpm install`` put it in ``node_modules``."""

    def find_in(self, root: Path) -> str:
        env = {key: value for key, value in os.environ.items() if key != "GAMES_ENGINE_COMMAND"}
        env["PYTHONPATH"] = str(root / "python")
        done = subprocess.run(
            [sys.executable, "-c", "import games_env; print(games_env.find_command())"],
            cwd=root,
            env=env,
            capture_output=True,
            text=True,
            timeout=120,
        )
        self.assertEqual(done.returncode, 0, done.stderr)
        return done.stdout.strip()

    def test_the_pinned_node_first_then_node_on_path(self):
        with tempfile.TemporaryDirectory() as temporary:
            root = Path(temporary).resolve()
            shutil.copytree(PACKAGE, root / "python" / "games_env")  # a checkout of its own
            bin_js = root / "packages" / "cli" / "dist" / "bin.js"
            bin_js.parent.mkdir(parents=True)
            bin_js.write_text("// not run\n")
            if shutil.which("node") is not None:
                self.assertEqual(self.find_in(root), repr([shutil.which("node"), str(bin_js), "engine"]))
            pinned = root / "node_modules" / "node-testos-x64" / "bin" / "node"
            pinned.parent.mkdir(parents=True)
            pinned.write_text("#!/bin/sh\n")
            pinned.chmod(0o755)
            self.assertEqual(self.find_in(root), repr([str(pinned), str(bin_js), "engine"]))


if __name__ == "__main__":
    unittest.main()
