# Right: an anchored regular expression (^module\.) removed at most once per key; add via a negative startswith test; new OrderedDicts, same tensor objects, same order.
import re
from collections import OrderedDict

_PREFIX = re.compile(r"^module\.")


def strip_module_prefix(state_dict):
    return OrderedDict((_PREFIX.sub("", key, count=1), value) for key, value in state_dict.items())


def add_module_prefix(state_dict):
    return OrderedDict((key if _PREFIX.match(key) else "module." + key, value)
                       for key, value in state_dict.items())
