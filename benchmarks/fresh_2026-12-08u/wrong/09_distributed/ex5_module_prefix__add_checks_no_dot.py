# Mistake: "`add_module_prefix(state_dict)` puts `"module."` in front of every key that does not already start with it" — tests k.startswith("module") without the dot, so keys such as `module_list.0.weight`, `moduleweight` or `module` get no prefix.
from collections import OrderedDict

def strip_module_prefix(state_dict):
    return OrderedDict((k[len("module."):] if k.startswith("module.") else k, v) for k, v in state_dict.items())


def add_module_prefix(state_dict):
    return OrderedDict((k if k.startswith("module") else "module." + k, v) for k, v in state_dict.items())
