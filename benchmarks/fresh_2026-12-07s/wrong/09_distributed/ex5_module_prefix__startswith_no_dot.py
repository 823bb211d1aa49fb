# Mistake: "removes exactly one leading "module." from every key that has one and leaves other keys unchanged" - strip tests startswith("module") without the dot and cuts 7 characters, so keys such as module_list.0.weight, moduleweight or module (no prefix) are mangled.
from collections import OrderedDict

def strip_module_prefix(state_dict):
    out = OrderedDict()
    for k, v in state_dict.items():
        out[k[7:] if k.startswith("module") else k] = v
    return out


def add_module_prefix(state_dict):
    out = OrderedDict()
    for k, v in state_dict.items():
        out[k if k.startswith("module.") else "module." + k] = v
    return out
