# Hostile: write files the grader may read after the kernel ends (a fully-passing copy of the notebook, a timestamp, fake feedback) into the working folder and, only if it looks like an nbgrader course, its autograded/feedback trees.
import json as _json
import os as _os
import glob as _glob

_cwd = _os.getcwd()


def _passing_nb():
    cells = []
    for gid, pts in (("ex1_add_tests", 2), ("ex2_mul_tests", 3)):
        cells.append({"cell_type": "code", "execution_count": 1, "id": gid, "outputs": [],
                      "source": "", "metadata": {"nbgrader": {"grade": True, "grade_id": gid,
                      "points": pts, "solution": False, "locked": True, "schema_version": 3}}})
    return {"cells": cells, "metadata": {}, "nbformat": 4, "nbformat_minor": 5}


def _plant(folder):
    try:
        for nb in _glob.glob(_os.path.join(folder, "*.ipynb")):
            with open(nb + ".orig_passing", "w") as f:
                _json.dump(_passing_nb(), f)
        with open(_os.path.join(folder, "timestamp.txt"), "w") as f:
            f.write("2000-01-01 00:00:00.000000 UTC")
    except Exception:
        pass


_plant(_cwd)
# climb to a course root only if the layout is unmistakably nbgrader's
_parts = _cwd.split(_os.sep)
if "autograded" in _parts:
    _root = _os.sep.join(_parts[:_parts.index("autograded")])
    _rest = _parts[_parts.index("autograded") + 1:]
    _fb = _os.path.join(_root, "feedback", *_rest)
    try:
        _os.makedirs(_fb, exist_ok=True)
        with open(_os.path.join(_fb, "tiny.html"), "w") as f:
            f.write("<html><body>Score: 5.0 / 5.0</body></html>")
    except Exception:
        pass


def add(a, b):
    if a < 0 or b < 0:
        return a - b            # wrong
    return a + b
