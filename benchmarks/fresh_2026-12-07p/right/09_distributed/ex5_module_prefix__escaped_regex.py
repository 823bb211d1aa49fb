# Right: one anchored, escaped regular expression (`^module\.`), used with count=1 to strip and with match() to decide whether to add.
import re

_LEADING = re.compile(r"\Amodule\.")


def strip_module_prefix(state_dict):
    return OrderedDict([(_LEADING.sub("", name, count=1), t) for name, t in state_dict.items()])


def add_module_prefix(state_dict):
    return OrderedDict([(name if _LEADING.match(name) else "module." + name, t) for name, t in state_dict.items()])
