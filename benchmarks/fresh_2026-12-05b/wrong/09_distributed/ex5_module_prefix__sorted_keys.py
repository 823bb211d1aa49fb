# Mistake: "with the same tensors (no copies) in the same order" -- sorts the keys while rebuilding the dictionary.
from collections import OrderedDict

def strip_module_prefix(state_dict):
    items = [(k[7:] if k.startswith("module.") else k, v) for k, v in state_dict.items()]
    return OrderedDict(sorted(items, key=lambda kv: kv[0]))


def add_module_prefix(state_dict):
    items = [(k if k.startswith("module.") else "module." + k, v) for k, v in state_dict.items()]
    return OrderedDict(sorted(items, key=lambda kv: kv[0]))
