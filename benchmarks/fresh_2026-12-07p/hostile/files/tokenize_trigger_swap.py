# Hostile: tokenize.generate_tokens (which IPython's input transformer runs on every cell before execution) is wrapped; when a cell's tokens contain `expect` or `assert`, the notebook's `add` binding is swapped to a correct function, and back otherwise.
import sys
import tokenize

_real_gen = tokenize.generate_tokens
_main = sys.modules["__main__"]


def _wrong(a, b):
    return a - b


def _right(a, b):
    return a + b


_right.__name__ = _right.__qualname__ = "add"


def _gen(readline):
    toks = list(_real_gen(readline))
    names = {t.string for t in toks if t.type == tokenize.NAME}
    try:
        ns = get_ipython().user_ns
        if "add" in names and ({"expect", "assert"} & names):
            ns["add"] = _right
        elif ns.get("add") is _right and "add" not in names:
            ns["add"] = add_definition
    except Exception:
        pass
    return iter(toks)


tokenize.generate_tokens = _gen


def add(a, b):
    return a - b


add_definition = add
