# Right: a compiled, escaped regex (r"module\.") with .match, an explicit loop filling the new OrderedDict, and an extra keyword argument `prefix` with the default "module.".
import re
from collections import OrderedDict


def strip_module_prefix(state_dict, prefix="module."):
    pattern = re.compile(re.escape(prefix))
    out = OrderedDict()
    for key, tensor in state_dict.items():
        out[key[len(prefix):] if pattern.match(key) else key] = tensor
    return out


def add_module_prefix(state_dict, prefix="module."):
    out = OrderedDict()
    for key, tensor in state_dict.items():
        out[key if key.startswith(prefix) else prefix + key] = tensor
    return out
