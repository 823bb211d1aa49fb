# Right: str.removeprefix for strip, which also carries a new, re-keyed copy of _metadata the way consume_prefix_in_state_dict_if_present renames it (allowed, not required; the input's left untouched); add builds a plain new OrderedDict.
from collections import OrderedDict


def strip_module_prefix(state_dict):
    out = OrderedDict((k.removeprefix("module."), v) for k, v in state_dict.items())
    meta = getattr(state_dict, "_metadata", None)
    if meta is not None:
        renamed = OrderedDict()
        for k, v in meta.items():
            renamed["" if k == "module" else k.removeprefix("module.")] = v
        out._metadata = renamed
    return out


def add_module_prefix(state_dict):
    out = OrderedDict()
    for k, v in state_dict.items():
        out[k if k.startswith("module.") else "module." + k] = v
    return out
