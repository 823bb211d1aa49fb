# Right: uses an anchored regular expression (`^module\.`, at most one substitution) to strip and re.match to decide whether to add, filling the new OrderedDict in a loop.
import re

_PREFIX = re.compile(r"module\.")


def strip_module_prefix(state_dict):
    out = OrderedDict()
    for key, value in state_dict.items():
        out[_PREFIX.sub("", key, count=1) if _PREFIX.match(key) else key] = value
    return out


def add_module_prefix(state_dict):
    out = OrderedDict()
    for key, value in state_dict.items():
        out[key if _PREFIX.match(key) else "module." + key] = value
    return out
