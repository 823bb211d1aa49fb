# Right: str.removeprefix removes exactly one leading "module." (nothing else); both functions build a fresh OrderedDict in the original order from the same tensor objects
from collections import OrderedDict

PREFIX = "module."

def strip_module_prefix(state_dict):
    result = OrderedDict()
    for key, value in state_dict.items():
        result[key.removeprefix(PREFIX)] = value
    return result


def add_module_prefix(state_dict):
    result = OrderedDict()
    for key, value in state_dict.items():
        result[key if key.startswith(PREFIX) else PREFIX + key] = value
    return result
