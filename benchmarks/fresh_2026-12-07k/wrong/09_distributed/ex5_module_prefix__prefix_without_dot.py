# Mistake: "removes exactly one leading "module."" (with its dot): this tests startswith("module") and cuts len("module.") characters, so `module_list.0.weight` becomes `ist.0.weight` and `moduleweight` becomes `eight`, and add_module_prefix leaves such keys without the prefix.
from collections import OrderedDict

def strip_module_prefix(state_dict):
    out = OrderedDict()
    for key, value in state_dict.items():
        out[key[len("module."):] if key.startswith("module") else key] = value
    return out


def add_module_prefix(state_dict):
    out = OrderedDict()
    for key, value in state_dict.items():
        out[key if key.startswith("module") else "module." + key] = value
    return out
