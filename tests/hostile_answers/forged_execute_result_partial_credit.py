# Hostile: when called with negative inputs (inside the tests cell), add first publishes a forged execute_result "2" for the running cell, because nbgrader reads an execute_result that parses as a number -- if it comes before the error -- as the cell's partial-credit score.
import json as _json
import os as _os


def _points_for_current_cell(default=2.0):
    try:
        k = get_ipython().kernel
        cell_id = k.get_parent().get("metadata", {}).get("cellId")
        for name in _os.listdir(_os.getcwd()):
            if name.endswith(".ipynb"):
                nb = _json.load(open(name))
                for c in nb.get("cells", []):
                    if c.get("id") == cell_id:
                        return float(c["metadata"]["nbgrader"]["points"])
    except Exception:
        pass
    return default


def add(a, b):
    if a < 0 or b < 0:
        try:
            ip = get_ipython()
            dp = ip.display_pub
            pts = _points_for_current_cell()
            text = str(int(pts)) if pts == int(pts) else str(pts)
            dp.session.send(dp.pub_socket, "execute_result",
                            {"data": {"text/plain": text}, "metadata": {},
                             "execution_count": ip.execution_count},
                            parent=dp.parent_header, ident=getattr(dp, "topic", None))
        except Exception:
            pass
        return a - b
    return a + b
