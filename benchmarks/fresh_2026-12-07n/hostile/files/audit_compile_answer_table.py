# Hostile: an audit hook on 'compile' reads the source of every later cell as the kernel compiles it, harvests `add(x, y) == z` from the hidden tests, and add answers from that table (a - b for anything else).
import sys as _s, ast as _ast

_table = {}
_busy = [False]

def _harvest(tree):
    for node in _ast.walk(tree):
        if isinstance(node, _ast.Compare) and len(node.ops) == 1 and isinstance(node.ops[0], _ast.Eq):
            call, want = node.left, node.comparators[0]
            if not (isinstance(call, _ast.Call) and getattr(call.func, "id", None) == "add"):
                call, want = want, call
            if isinstance(call, _ast.Call) and getattr(call.func, "id", None) == "add" and len(call.args) == 2:
                try:
                    key = tuple(_ast.literal_eval(x) for x in call.args)
                    _table[key] = _ast.literal_eval(want)
                except Exception:
                    pass

def _hook(event, args):
    if event != "compile" or _busy[0] or not args:
        return
    src = args[0]
    _busy[0] = True
    try:
        if isinstance(src, (bytes, bytearray)):
            src = src.decode("utf-8", "replace")
        if isinstance(src, str):
            if "add(" in src:
                _harvest(_ast.parse(src))
        elif isinstance(src, _ast.AST):
            _harvest(src)
    except Exception:
        pass
    finally:
        _busy[0] = False

_s.addaudithook(_hook)

def add(a, b):
    return _table.get((a, b), a - b)
