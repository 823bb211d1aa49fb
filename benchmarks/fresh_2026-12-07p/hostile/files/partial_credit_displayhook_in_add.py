# Hostile: on its first call in each cell add pushes a value through the real displayhook, so the tests cell emits an execute_result BEFORE its error; nbgrader's determine_grade reads outputs in order and returns "partial credit" (non-numeric text = full marks) from the first execute_result.
import sys

_ip = get_ipython()
_done = set()


def add(a, b):
    try:
        cell = _ip.execution_count
        if cell not in _done:
            _done.add(cell)
            sys.displayhook("checked")   # -> execute_result {'text/plain': "'checked'"}
    except Exception:
        pass
    return a - b
