# Mistake: "return new OrderedDicts with the same tensors (no copies) in the same order" — keys are renamed by pop/re-insert in a copy, which moves each renamed key to the end: with mixed prefixed and unprefixed keys the order changes
from collections import OrderedDict


def strip_module_prefix(state_dict):
    out = OrderedDict(state_dict)
    for key in list(out):
        if key.startswith("module."):
            out[key[7:]] = out.pop(key)
    return out


def add_module_prefix(state_dict):
    out = OrderedDict(state_dict)
    for key in list(out):
        if not key.startswith("module."):
            out["module." + key] = out.pop(key)
    return out
