# Mistake: "removes a leading "module."" (one) — loops while the key starts with "module.", so module.module.y loses both prefixes and becomes y instead of module.y
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
