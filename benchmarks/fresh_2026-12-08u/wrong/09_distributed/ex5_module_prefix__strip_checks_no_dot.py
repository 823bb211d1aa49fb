# Mistake: "removes exactly one leading `"module."` from every key that has one ... and leaves other keys unchanged" — tests k.startswith("module") and cuts 7 characters, so `module_list.0.weight` becomes `list.0.weight`, `moduleweight` becomes `eight` and `module` becomes "".
from collections import OrderedDict

def strip_module_prefix(state_dict):
    return OrderedDict((k[7:] if k.startswith("module") else k, v) for k, v in state_dict.items())


def add_module_prefix(state_dict):
    return OrderedDict((k if k.startswith("module.") else "module." + k, v) for k, v in state_dict.items())
