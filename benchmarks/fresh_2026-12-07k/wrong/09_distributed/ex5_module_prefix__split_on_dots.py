# Mistake: "removes exactly one leading "module." from every key that has one and leaves other keys unchanged": splitting on dots treats a key that is just `module` (one of the prompt's names) as prefixed and turns it into the empty string ''.
from collections import OrderedDict

def strip_module_prefix(state_dict):
    out = OrderedDict()
    for key, value in state_dict.items():
        parts = key.split(".")
        out[".".join(parts[1:]) if parts[0] == "module" else key] = value
    return out


def add_module_prefix(state_dict):
    out = OrderedDict()
    for key, value in state_dict.items():
        parts = key.split(".")
        out[key if parts[0] == "module" and len(parts) > 1 else "module." + key] = value
    return out
