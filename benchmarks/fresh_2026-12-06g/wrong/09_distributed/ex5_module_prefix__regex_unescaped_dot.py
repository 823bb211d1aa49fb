# Mistake: "`strip_module_prefix(state_dict)` removes a leading `"module."` from every key that has one and leaves other keys unchanged" — anchors a regex at the start but leaves the dot unescaped, so "^module." also matches "module_" and "modulew": module_list.0.weight becomes list.0.weight and moduleweight becomes eight
import re
from collections import OrderedDict


def strip_module_prefix(state_dict):
    return OrderedDict((re.sub("^module.", "", k, count=1), v) for k, v in state_dict.items())


def add_module_prefix(state_dict):
    return OrderedDict((k if re.match(r"module\.", k) else "module." + k, v) for k, v in state_dict.items())
