# Right: str.removeprefix drops exactly one leading "module." (case-sensitive, dot included) and nothing else; keys and the very value objects are zipped into a fresh OrderedDict in the input's order, and add tests the full "module." prefix before adding it
from collections import OrderedDict

_PREFIX = "module."


def strip_module_prefix(state_dict):
    keys = [key.removeprefix(_PREFIX) for key in state_dict.keys()]
    return OrderedDict(zip(keys, state_dict.values()))


def add_module_prefix(state_dict):
    keys = [key if key.startswith(_PREFIX) else _PREFIX + key for key in state_dict.keys()]
    return OrderedDict(zip(keys, state_dict.values()))
