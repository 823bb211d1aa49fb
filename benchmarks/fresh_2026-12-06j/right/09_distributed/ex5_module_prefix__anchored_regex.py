# Right: an anchored, escaped regex (\Amodule\.) with count=1 for stripping, and a fixed-length slice comparison for adding.
import re

_PREFIX = re.compile(r"\Amodule\.")

def strip_module_prefix(state_dict):
    return OrderedDict([(_PREFIX.sub("", k, count=1), v) for k, v in state_dict.items()])


def add_module_prefix(state_dict):
    return OrderedDict([(k if k[:7] == "module." else "module." + k, v) for k, v in state_dict.items()])
