# Mistake: "removes exactly one leading `"module."` from every key that has one ... and leaves other keys unchanged" — splits at the first dot and drops the head when it is "module", without checking that a dot was found, so the key `module` (no dot) becomes the empty string.
from collections import OrderedDict

def strip_module_prefix(state_dict):
    out = OrderedDict()
    for key, value in state_dict.items():
        head, _, rest = key.partition(".")
        out[rest if head == "module" else key] = value
    return out


def add_module_prefix(state_dict):
    out = OrderedDict()
    for key, value in state_dict.items():
        out[key if key.startswith("module.") else "module." + key] = value
    return out
