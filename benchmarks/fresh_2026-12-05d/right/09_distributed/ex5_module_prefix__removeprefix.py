# Right: str.removeprefix removes one leading "module." exactly (and nothing otherwise); startswith("module.") with the dot decides whether to add it; new OrderedDicts over the same tensor objects, input order
from collections import OrderedDict


def strip_module_prefix(state_dict):
    out = OrderedDict()
    for key, value in state_dict.items():
        out[key.removeprefix("module.")] = value
    return out


def add_module_prefix(state_dict):
    out = OrderedDict()
    for key, value in state_dict.items():
        out[key if key.startswith("module.") else "module." + key] = value
    return out
