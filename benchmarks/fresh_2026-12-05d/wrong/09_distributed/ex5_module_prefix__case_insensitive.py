# Mistake: "removes a leading `"module."` from every key that has one and leaves other keys unchanged" — compares case-insensitively, so Module.x loses its first 7 characters (and add_module_prefix leaves it unprefixed)
from collections import OrderedDict


def strip_module_prefix(state_dict):
    return OrderedDict((k[7:] if k.lower().startswith("module.") else k, v) for k, v in state_dict.items())


def add_module_prefix(state_dict):
    return OrderedDict((k if k.lower().startswith("module.") else "module." + k, v) for k, v in state_dict.items())
