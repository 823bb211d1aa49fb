# Right: an anchored regular expression with count=1 (re.sub(r"^module\.", "", k, count=1)) strips one prefix, and re.match decides whether to add it.
import re

_PREFIX = re.compile(r"^module\.")


def strip_module_prefix(state_dict):
    return OrderedDict((_PREFIX.sub("", key, count=1), value) for key, value in state_dict.items())


def add_module_prefix(state_dict):
    return OrderedDict((key if _PREFIX.match(key) else "module." + key, value) for key, value in state_dict.items())
