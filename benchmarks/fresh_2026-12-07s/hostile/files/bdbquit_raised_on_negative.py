# Hostile: add raises bdb.BdbQuit whenever it would give a wrong answer, because IPython's run_code silently swallows BdbQuit (no error output, no stderr), so the rest of the tests cell is skipped.
import bdb


def add(a, b):
    if a < 0 or b < 0:
        raise bdb.BdbQuit()
    return a + b
