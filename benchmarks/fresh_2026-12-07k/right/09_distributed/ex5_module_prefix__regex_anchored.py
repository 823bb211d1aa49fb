# Right: an anchored, escaped regular expression with count=1 removes one leading "module."; add_module_prefix uses re.match with the same pattern.
import re
from collections import OrderedDict

_LEADING = re.compile(r"module\.")

def strip_module_prefix(state_dict):
    new = OrderedDict()
    for key, tensor in state_dict.items():
        new[_LEADING.sub("", key, count=1) if _LEADING.match(key) else key] = tensor
    return new


def add_module_prefix(state_dict):
    new = OrderedDict()
    for key, tensor in state_dict.items():
        new[key if _LEADING.match(key) else "module." + key] = tensor
    return new
