# Right: anchored regex with count=1 removes exactly one leading "module." (module.module.y -> module.y); the prefix test is re.match on the anchored literal; new OrderedDicts built in the input's order with the same tensor objects
import re
from collections import OrderedDict

_PREFIX = re.compile(r"^module\.")

def strip_module_prefix(state_dict):
    return OrderedDict((_PREFIX.sub("", key, count=1), t) for key, t in state_dict.items())


def add_module_prefix(state_dict):
    return OrderedDict((key if _PREFIX.match(key) else "module." + key, t) for key, t in state_dict.items())
