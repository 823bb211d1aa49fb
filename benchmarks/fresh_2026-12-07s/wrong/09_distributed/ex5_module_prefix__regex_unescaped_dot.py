# Mistake: "removes exactly one leading "module."" - uses re.sub(r"^module.", ...) with an unescaped dot, which matches any character, so module_list.0.weight becomes list.0.weight and moduleweight becomes eight.
import re
from collections import OrderedDict

def strip_module_prefix(state_dict):
    return OrderedDict((re.sub(r"^module.", "", k, count=1), v) for k, v in state_dict.items())


def add_module_prefix(state_dict):
    return OrderedDict((k if re.match(r"^module\.", k) else "module." + k, v) for k, v in state_dict.items())
