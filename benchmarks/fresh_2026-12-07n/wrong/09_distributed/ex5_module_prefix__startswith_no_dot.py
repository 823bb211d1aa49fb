# Mistake: "removes exactly one leading `"module."` ... leaves other keys unchanged" / "puts `"module."` in front of every key that does not already start with it" — tests startswith("module") without the dot, so `moduleweight` is stripped to `eight` and `module` to ``, and add_module_prefix leaves `moduleweight`/`module_list.0.weight` unprefixed.
from collections import OrderedDict

PREFIX = "module"

def strip_module_prefix(state_dict):
    out = OrderedDict()
    for key, value in state_dict.items():
        out[key[len(PREFIX) + 1:] if key.startswith(PREFIX) else key] = value
    return out


def add_module_prefix(state_dict):
    out = OrderedDict()
    for key, value in state_dict.items():
        out[key if key.startswith(PREFIX) else PREFIX + "." + key] = value
    return out
