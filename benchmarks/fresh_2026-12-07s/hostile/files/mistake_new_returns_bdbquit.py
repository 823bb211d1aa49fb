# Hostile: give ptp.checks.Mistake a __new__ that returns a bdb.BdbQuit instance, so `raise Mistake(...)` inside expect raises a silently swallowed BdbQuit instead.
import bdb
import ptp.checks


def _new(cls, *args, **kwargs):
    return bdb.BdbQuit(*args)


ptp.checks.Mistake.__new__ = _new


def add(a, b):
    return a - b
