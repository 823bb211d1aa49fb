# Mistake: "Write two functions that return **new** `OrderedDict`s" — when there is nothing to change (no key has the prefix / every key already has it) each returns the dictionary it was given, the same object, so the caller's later edits of the result change its input.
from collections import OrderedDict

def strip_module_prefix(state_dict):
    if not any(k.startswith("module.") for k in state_dict):
        return state_dict                               # already a plain state_dict
    return OrderedDict((k[len("module."):] if k.startswith("module.") else k, v) for k, v in state_dict.items())


def add_module_prefix(state_dict):
    if all(k.startswith("module.") for k in state_dict):
        return state_dict                               # already wrapped
    return OrderedDict((k if k.startswith("module.") else "module." + k, v) for k, v in state_dict.items())
