# Right: anchored regex with an escaped dot (count=1) for strip, re.match for add.
import re as _re
_PREFIX = _re.compile(r"\Amodule\.")

def strip_module_prefix(state_dict):
    return OrderedDict([(_PREFIX.sub("", k, count=1), v) for k, v in state_dict.items()])


def add_module_prefix(state_dict):
    return OrderedDict([(k if _PREFIX.match(k) else "module." + k, v) for k, v in state_dict.items()])
