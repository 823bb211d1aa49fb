# Mistake: "`add_module_prefix(state_dict)` puts `"module."` in front of every key that does not already start with it" -- tests whether "module." occurs anywhere in the key, so "b.module.x" gets no prefix.
from collections import OrderedDict

def strip_module_prefix(state_dict):
    return OrderedDict((k[7:] if k.startswith("module.") else k, v) for k, v in state_dict.items())


def add_module_prefix(state_dict):
    return OrderedDict((k if "module." in k else f"module.{k}", v) for k, v in state_dict.items())
