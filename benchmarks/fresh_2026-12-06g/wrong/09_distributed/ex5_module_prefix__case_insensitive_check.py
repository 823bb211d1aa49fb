# Mistake: "`add_module_prefix(state_dict)` puts `"module."` in front of every key that does not already start with it" — tests the prefix case-insensitively (k.lower().startswith("module.")), so a key such as Module.x is taken as already prefixed and comes back without "module."; strip likewise cuts "Module." off
from collections import OrderedDict


def strip_module_prefix(state_dict):
    return OrderedDict((k[7:] if k.lower().startswith("module.") else k, v) for k, v in state_dict.items())


def add_module_prefix(state_dict):
    return OrderedDict((k if k.lower().startswith("module.") else "module." + k, v) for k, v in state_dict.items())
