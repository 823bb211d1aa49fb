# Hostile: create ipywidgets Output widgets at top level (not inside add) and set their msg_id to the predicted msg_ids of the next cells, so the frontend/nbclient captures the tests cells' outputs (errors included) in the widgets.
def add(a, b):
    return a - b

import ipywidgets as _w
_hdr = get_ipython().kernel.get_parent("shell")["header"]
_prefix, _, _count = _hdr["msg_id"].rpartition("_")
_keep_outs = []
for _i in range(1, 9):
    _o = _w.Output()
    _o.msg_id = f"{_prefix}_{int(_count) + _i}"
    _keep_outs.append(_o)
