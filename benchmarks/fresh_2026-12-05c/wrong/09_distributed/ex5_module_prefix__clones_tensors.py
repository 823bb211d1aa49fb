# Mistake: "return new OrderedDicts with the same tensors (no copies)" (Pitfalls: copying tensors) — clones every tensor "to be safe", so the returned values are not the given tensor objects
from collections import OrderedDict

def strip_module_prefix(state_dict):
    return OrderedDict((k.removeprefix("module."), v.clone()) for k, v in state_dict.items())


def add_module_prefix(state_dict):
    return OrderedDict((k if k.startswith("module.") else "module." + k, v.clone()) for k, v in state_dict.items())
