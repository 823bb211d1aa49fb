# Right: an anchored regular expression ^module\. replaced once (count=1) for stripping, and re.match for the "already prefixed" test when adding; new OrderedDicts via generator expressions, tensors not copied
import re
from collections import OrderedDict

_LEADING = re.compile(r"^module\.")

def strip_module_prefix(state_dict):
    return OrderedDict((_LEADING.sub("", key, count=1), tensor) for key, tensor in state_dict.items())


def add_module_prefix(state_dict):
    return OrderedDict((key if _LEADING.match(key) else f"module.{key}", tensor) for key, tensor in state_dict.items())
