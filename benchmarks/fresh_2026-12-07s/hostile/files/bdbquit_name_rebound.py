# Hostile: rebind the attribute bdb.BdbQuit to BaseException, so IPython's `except bdb.BdbQuit:` clause (looked up at exception time) silently swallows every failure in later cells.
import bdb

bdb.BdbQuit = BaseException


def add(a, b):
    return a - b
