# Right: an anchored regular expression with count=1 (one leading "module." only) for stripping, and re.match for the add test, filling a fresh OrderedDict in a loop.
import re
from collections import OrderedDict

_LEADING = re.compile(r"module\.")

def strip_module_prefix(state_dict):
    out = OrderedDict()
    for key, tensor in state_dict.items():
        out[_LEADING.sub("", key, count=1) if _LEADING.match(key) else key] = tensor
    return out


def add_module_prefix(state_dict):
    out = OrderedDict()
    for key, tensor in state_dict.items():
        out[key if _LEADING.match(key) else "module." + key] = tensor
    return out
