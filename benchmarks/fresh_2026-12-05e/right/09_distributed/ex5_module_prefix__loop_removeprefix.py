# Right: explicit loops filling a fresh OrderedDict; str.removeprefix removes one leading "module." only; add checks startswith("module.") with the dot; tensors are not touched
from collections import OrderedDict

PREFIX = "module."

def strip_module_prefix(state_dict):
    new = OrderedDict()
    for name in state_dict:
        new[name.removeprefix(PREFIX)] = state_dict[name]
    return new


def add_module_prefix(state_dict):
    new = OrderedDict()
    for name in state_dict:
        new[name if name.startswith(PREFIX) else PREFIX + name] = state_dict[name]
    return new
