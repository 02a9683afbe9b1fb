"""The package as a user installs it, outside the repository: the CLI packed (``pnpm pack`` of
``@games/cli`` and the packages it depends on) and installed with npm into a temporary prefix,
this package installed (not editable) with pip into a fresh virtual environment, then PettingZoo's
``api_test`` on all five games and a vector step, run from a temporary folder with the prefix's
``bin`` on PATH and no GAMES_ENGINE_COMMAND. Needs the built packages (``pnpm build``), npm and
npx (pnpm), and the index pip is configured with (for gymnasium and pettingzoo)."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import textwrap
import unittest
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
#: @games/cli and the workspace packages it depends on
PACKAGES = ["core", "catalogue", "santorini", "stratego", "yunnori", "tigerzone", "fiery-dragons", "cli"]

CHECK = textwrap.dedent(
    """
    import os, sys, warnings
    assert "GAMES_ENGINE_COMMAND" not in os.environ
    import games_env
    from pettingzoo.test import api_test
    assert "site-packages" in games_env.__file__, games_env.__file__
    print("ENGINE", games_env.find_command())
    for game in games_env.GAMES:
        environment = games_env.env(game)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", UserWarning)
            api_test(environment, num_cycles=30, verbose_progress=False)
        environment.close()
        print("PASSED", game)
    envs = games_env.vector_env("stratego", 2, workers=1)
    envs.reset(seed=1)
    envs.step(envs.legal.sample())
    envs.close()
    print("VECTOR")
    """
)


def run(command: list, **settings) -> subprocess.CompletedProcess:
    done = subprocess.run(command, capture_output=True, text=True, timeout=900, **settings)
    if done.returncode != 0:
        raise AssertionError(f"{' '.join(map(str, command))} failed ({done.returncode}):\n{done.stdout[-2000:]}\n{done.stderr[-2000:]}")
    return done


class InstalledBesideTheCli(unittest.TestCase):
    def test_api_test_on_every_game_with_no_environment_variable(self):
        npm, npx, node = shutil.which("npm"), shutil.which("npx"), shutil.which("node")
        self.assertTrue(npm and npx and node, "npm, npx and node are on PATH (they run the repository's own tests)")
        with tempfile.TemporaryDirectory() as temporary:
            root = Path(temporary)
            packs, prefix, work = root / "packs", root / "prefix", root / "work"
            for folder in (packs, prefix, work):
                folder.mkdir()
            # one pnpm run packs the CLI and everything it depends on (workspace versions written in)
            run([npx, "-y", "pnpm@10", "-r", "--filter", "@games/cli...", "pack", "--pack-destination", str(packs)], cwd=ROOT)
            found = {name: sorted(packs.glob(f"games-{name}-[0-9]*.tgz")) for name in PACKAGES}
            self.assertTrue(all(len(paths) == 1 for paths in found.values()), sorted(path.name for path in packs.iterdir()))
            tarballs = [str(paths[0]) for paths in found.values()]
            run([npm, "install", "-g", "--prefix", str(prefix), "--no-audit", "--no-fund", *tarballs], cwd=packs)
            venv = root / "venv"
            run([sys.executable, "-m", "venv", "--system-site-packages", str(venv)])
            python = venv / "bin" / "python"
            environment = {**os.environ, "PIP_RETRIES": os.environ.get("PIP_RETRIES", "1"), "PIP_DISABLE_PIP_VERSION_CHECK": "1"}
            build = root / "build"
            shutil.copytree(ROOT / "python", build, ignore=shutil.ignore_patterns(".venv", "build", "*.egg-info", "__pycache__"))
            run([str(python), "-m", "pip", "install", "-q", "--no-cache-dir", str(build)], env=environment)
            path = os.pathsep.join([str(prefix / "bin"), str(Path(node).parent), "/usr/bin", "/bin"])
            clean = {key: value for key, value in os.environ.items() if key not in ("GAMES_ENGINE_COMMAND", "PYTHONPATH")}
            out = run([str(python), "-c", CHECK], cwd=work, env={**clean, "PATH": path}).stdout
        self.assertIn(f"ENGINE ['{prefix / 'bin' / 'games'}', 'engine']", out)
        for game in ["santorini", "stratego", "yunnori", "tigerzone", "fiery-dragons"]:
            self.assertIn(f"PASSED {game}", out)
        self.assertIn("VECTOR", out)


if __name__ == "__main__":
    unittest.main()
