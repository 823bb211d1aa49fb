# Mistake: "removes a leading `"module."` from every key that has one and leaves other keys unchanged" — compares in lower case, so `Module.x` (not the prefix) is stripped to `x`, and add leaves `Module.x` without the prefix
from collections import OrderedDict

def strip_module_prefix(state_dict):
    out = OrderedDict()
    for k, v in state_dict.items():
        out[k[7:] if k.lower().startswith("module.") else k] = v
    return out


def add_module_prefix(state_dict):
    out = OrderedDict()
    for k, v in state_dict.items():
        out[k if k.lower().startswith("module.") else "module." + k] = v
    return out
