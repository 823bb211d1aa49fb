# Right: str.removeprefix for strip (it removes one occurrence only) and a conditional expression for add, built into OrderedDicts with update from generators.
from collections import OrderedDict

def strip_module_prefix(state_dict):
    out = OrderedDict()
    out.update((key.removeprefix("module."), tensor) for key, tensor in state_dict.items())
    return out


def add_module_prefix(state_dict):
    out = OrderedDict()
    out.update((key if key.startswith("module.") else f"module.{key}", tensor) for key, tensor in state_dict.items())
    return out
