# Mistake: "`add_module_prefix(state_dict)` puts `"module."` in front of every key that does not already start with it" — tests startswith("module") without the dot, so keys such as module_list.0.weight, moduleweight or a bare `module` are taken as already prefixed and get no "module."
from collections import OrderedDict

PREFIX = "module."


def strip_module_prefix(state_dict):
    return OrderedDict((k[len(PREFIX):] if k.startswith(PREFIX) else k, v) for k, v in state_dict.items())


def add_module_prefix(state_dict):
    return OrderedDict((k if k.startswith("module") else PREFIX + k, v) for k, v in state_dict.items())
