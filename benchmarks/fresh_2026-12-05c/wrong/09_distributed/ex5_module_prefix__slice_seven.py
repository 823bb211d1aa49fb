# Mistake: "removes a leading "module." from every key that has one and leaves other keys unchanged" (Pitfalls: slicing off 7 characters from every key) — k[7:] cuts the start off keys without the prefix (weight -> '', encoder.w -> '')
from collections import OrderedDict

def strip_module_prefix(state_dict):
    return OrderedDict((k[7:], v) for k, v in state_dict.items())


def add_module_prefix(state_dict):
    return OrderedDict((k if k.startswith("module.") else "module." + k, v) for k, v in state_dict.items())
