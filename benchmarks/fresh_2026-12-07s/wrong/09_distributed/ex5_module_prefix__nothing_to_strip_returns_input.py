# Mistake: "Write two functions that return **new** OrderedDicts" - strip returns the caller's dictionary itself when no key has the prefix (a checkpoint saved from model.module), and add returns it when every key already has it, so the result is the input object, not a new one.
from collections import OrderedDict

def strip_module_prefix(state_dict):
    if not any(k.startswith("module.") for k in state_dict):
        return state_dict
    return OrderedDict((k.removeprefix("module."), v) for k, v in state_dict.items())


def add_module_prefix(state_dict):
    if all(k.startswith("module.") for k in state_dict):
        return state_dict
    return OrderedDict((k if k.startswith("module.") else "module." + k, v) for k, v in state_dict.items())
