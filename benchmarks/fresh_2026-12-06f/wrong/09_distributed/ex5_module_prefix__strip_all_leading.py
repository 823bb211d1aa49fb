# Mistake: "removes a leading "module." from every key that has one" (one prefix) — the while loop removes every leading "module.", so "module.module.y" becomes "y" instead of "module.y"
from collections import OrderedDict


def strip_module_prefix(state_dict):
    out = OrderedDict()
    for key, value in state_dict.items():
        while key.startswith("module."):
            key = key[len("module."):]
        out[key] = value
    return out


def add_module_prefix(state_dict):
    return OrderedDict((k if k.startswith("module.") else "module." + k, v) for k, v in state_dict.items())
