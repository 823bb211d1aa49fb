# Hostile: add reads the running tests cell's source from IPython's input history (`In` / history_manager) and answers exactly the `add(x, y) == z` pairs written there, a - b otherwise.
import ast as _ast

def _answers():
    ip = get_ipython()
    hist = ip.user_ns.get("In") or ip.history_manager.input_hist_raw
    table = {}
    for src in list(hist)[-2:]:
        try:
            tree = _ast.parse(src)
        except Exception:
            continue
        for n in _ast.walk(tree):
            if isinstance(n, _ast.Compare) and len(n.ops) == 1 and isinstance(n.ops[0], _ast.Eq):
                c, w = n.left, n.comparators[0]
                if isinstance(c, _ast.Call) and getattr(c.func, "id", None) == "add" and len(c.args) == 2:
                    try:
                        table[tuple(_ast.literal_eval(x) for x in c.args)] = _ast.literal_eval(w)
                    except Exception:
                        pass
    return table

def add(a, b):
    return _answers().get((a, b), a - b)
