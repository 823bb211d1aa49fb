# Mistake: "return **new** `OrderedDict`s" (a state_dict of 0 tensors allowed) — returns the caller's dictionary itself when it is empty ("nothing to do"), not a new OrderedDict.
from collections import OrderedDict

def strip_module_prefix(state_dict):
    if not state_dict:
        return state_dict
    return OrderedDict((k.removeprefix("module."), v) for k, v in state_dict.items())


def add_module_prefix(state_dict):
    if not state_dict:
        return state_dict
    return OrderedDict((k if k.startswith("module.") else "module." + k, v) for k, v in state_dict.items())
