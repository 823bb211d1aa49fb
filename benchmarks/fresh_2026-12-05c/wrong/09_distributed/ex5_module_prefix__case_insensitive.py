# Mistake: "removes a leading "module." ... leaves other keys unchanged" — tests the prefix case-insensitively, so Module.x is stripped to x (and add_module_prefix leaves Module.x unprefixed)
from collections import OrderedDict

def strip_module_prefix(state_dict):
    return OrderedDict((k[7:] if k.lower().startswith("module.") else k, v) for k, v in state_dict.items())


def add_module_prefix(state_dict):
    return OrderedDict((k if k.lower().startswith("module.") else "module." + k, v) for k, v in state_dict.items())
