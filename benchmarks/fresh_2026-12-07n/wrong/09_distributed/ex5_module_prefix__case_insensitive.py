# Mistake: "removes exactly one leading `"module."`" / "every key that does not already start with it" — compares case-insensitively to be "robust", so `Module.x` is stripped to `x` and add_module_prefix leaves `Module.x` without the prefix.
from collections import OrderedDict

P = "module."

def strip_module_prefix(state_dict):
    return OrderedDict((k[len(P):] if k.lower().startswith(P) else k, v) for k, v in state_dict.items())


def add_module_prefix(state_dict):
    return OrderedDict((k if k.lower().startswith(P) else P + k, v) for k, v in state_dict.items())
