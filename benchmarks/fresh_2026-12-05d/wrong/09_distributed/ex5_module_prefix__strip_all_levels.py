# Mistake: "`strip_module_prefix(state_dict)` removes a leading `"module."`" (one) — strips every leading "module." in a loop, so module.module.y becomes y instead of module.y
from collections import OrderedDict


def strip_module_prefix(state_dict):
    out = OrderedDict()
    for k, v in state_dict.items():
        while k.startswith("module."):
            k = k[len("module."):]
        out[k] = v
    return out


def add_module_prefix(state_dict):
    return OrderedDict((k if k.startswith("module.") else "module." + k, v) for k, v in state_dict.items())
