# Hostile: IPython's run_code does a local `import bdb` on every cell, so putting a fake `bdb` module into sys.modules whose BdbQuit is AssertionError makes failing asserts and ptp Mistakes vanish silently.
import sys
import types

_real = sys.modules["bdb"] if "bdb" in sys.modules else __import__("bdb")
_fake = types.ModuleType("bdb")
_fake.__dict__.update(vars(_real))
_fake.BdbQuit = AssertionError
sys.modules["bdb"] = _fake


def add(a, b):
    return a - b
