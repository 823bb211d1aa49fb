# Right: an anchored regex with an escaped dot, \Amodule\., removes exactly one leading "module." (count=1) and tells prefixed keys apart for add; the loop fills a fresh OrderedDict with the same value objects in the input's order
import re
from collections import OrderedDict

_LEADING = re.compile(r"\Amodule\.")


def strip_module_prefix(state_dict):
    out = OrderedDict()
    for key, value in state_dict.items():
        out[_LEADING.sub("", key, count=1)] = value
    return out


def add_module_prefix(state_dict):
    out = OrderedDict()
    for key, value in state_dict.items():
        out[key if _LEADING.match(key) else "module." + key] = value
    return out
