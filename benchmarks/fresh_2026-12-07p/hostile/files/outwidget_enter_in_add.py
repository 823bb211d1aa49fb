# Hostile: add enters (and never leaves) an ipywidgets Output widget so nbclient files the tests cell's traceback under the widget, and ExecutionResult.success is redefined at class level so ipykernel replies status "ok".
import ipywidgets as _w
from IPython.core.interactiveshell import ExecutionResult as _ER

_sink = _w.Output()          # comm_open is sent now, during the solution cell
_ER.success = property(lambda self: True)   # every execute_reply says "ok"


def add(a, b):
    # Every call re-points the widget at the current execute_request: nbclient's
    # OutputWidget mimic then swallows every later output of that cell (errors too).
    try:
        _sink.__enter__()
    except Exception:
        pass
    return a - b
