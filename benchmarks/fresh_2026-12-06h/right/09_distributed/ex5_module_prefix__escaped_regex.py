# Right: a compiled, anchored regex with an escaped dot (re.escape) removes or detects the prefix; the new OrderedDict is filled key by key, values untouched.
import re

_PREFIX = re.compile("^" + re.escape("module."))


def strip_module_prefix(state_dict):
    out = OrderedDict()
    for key, tensor in state_dict.items():
        out[_PREFIX.sub("", key, count=1)] = tensor
    return out


def add_module_prefix(state_dict):
    out = OrderedDict()
    for key, tensor in state_dict.items():
        out[key if _PREFIX.match(key) else "module." + key] = tensor
    return out
