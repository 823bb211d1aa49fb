# Right: str.removeprefix for stripping (it removes one occurrence, only at the start) and an f-string guarded by startswith for adding, building the OrderedDicts from generator expressions.
from collections import OrderedDict

def strip_module_prefix(state_dict):
    return OrderedDict((key.removeprefix("module."), tensor) for key, tensor in state_dict.items())


def add_module_prefix(state_dict):
    return OrderedDict((key if key.startswith("module.") else f"module.{key}", tensor)
                       for key, tensor in state_dict.items())
