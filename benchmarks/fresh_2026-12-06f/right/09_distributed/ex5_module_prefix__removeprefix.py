# Right: str.removeprefix removes exactly one leading "module." (other keys untouched); add_module_prefix prefixes only keys without it; both build new OrderedDicts in the original order holding the same tensor objects
from collections import OrderedDict

_P = "module."


def strip_module_prefix(state_dict):
    out = OrderedDict()
    for key in state_dict:
        out[key.removeprefix(_P)] = state_dict[key]
    return out


def add_module_prefix(state_dict):
    out = OrderedDict()
    for key in state_dict:
        out[key if key.startswith(_P) else _P + key] = state_dict[key]
    return out
