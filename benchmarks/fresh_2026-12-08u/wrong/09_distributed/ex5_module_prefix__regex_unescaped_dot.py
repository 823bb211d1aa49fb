# Mistake: "removes exactly one leading `"module."`" — strips with the regex "^module." whose dot matches any character, so keys such as `module_list.0.weight` or `moduleweight` lose "module_" / "modulew".
import re
from collections import OrderedDict

def strip_module_prefix(state_dict):
    return OrderedDict((re.sub("^module.", "", k), v) for k, v in state_dict.items())


def add_module_prefix(state_dict):
    return OrderedDict((k if k.startswith("module.") else "module." + k, v) for k, v in state_dict.items())
