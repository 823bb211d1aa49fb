# Mistake: "removes a leading `"module."` from every key that has one and leaves other keys unchanged" — the regex "^module." has an unescaped dot, which matches any character: module_list.0.weight becomes list.0.weight and moduleweight becomes weight
import re
from collections import OrderedDict


def strip_module_prefix(state_dict):
    return OrderedDict((re.sub("^module.", "", k), v) for k, v in state_dict.items())


def add_module_prefix(state_dict):
    return OrderedDict((k if re.match("^module.", k) else "module." + k, v) for k, v in state_dict.items())
