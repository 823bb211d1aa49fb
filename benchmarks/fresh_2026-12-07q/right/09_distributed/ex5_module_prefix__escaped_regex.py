# Right: uses precompiled, properly escaped anchored regexes (re.escape("module.")) and a count=1 substitution, and fills the new OrderedDict in a loop.
import re

_PREFIX = re.compile("^" + re.escape("module."))


def strip_module_prefix(state_dict):
    out = OrderedDict()
    for key, value in state_dict.items():
        out[_PREFIX.sub("", key, count=1)] = value
    return out


def add_module_prefix(state_dict):
    out = OrderedDict()
    for key, value in state_dict.items():
        out[key if _PREFIX.match(key) else "module." + key] = value
    return out
