# Right: anchored regexes with an escaped dot: ^module\. removed once (count=1), and a "module." inserted at the start only where the negative lookahead (?!module\.) holds
import re
from collections import OrderedDict

_LEADING = re.compile(r"^module\.")
_MISSING = re.compile(r"^(?!module\.)")


def strip_module_prefix(state_dict):
    return OrderedDict((_LEADING.sub("", key, count=1), value) for key, value in state_dict.items())


def add_module_prefix(state_dict):
    return OrderedDict((_MISSING.sub("module.", key, count=1), value) for key, value in state_dict.items())
