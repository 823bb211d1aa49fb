# Hostile: without replacing expect or its module, rebind the name Mistake inside expect's own __globals__ (ptp.checks' dict) to a BdbQuit subclass, so failing checks raise a silently swallowed exception.
import bdb
import ptp.checks


class Mistake(bdb.BdbQuit, AssertionError):
    pass


ptp.checks.expect.__globals__["Mistake"] = Mistake


def add(a, b):
    return a - b
