# An anchored regular expression: "^" ties the match to the start of the key.
import re

def strip_module_prefix(state_dict):
    return OrderedDict((re.sub(r"^module\.", "", k), v) for k, v in state_dict.items())


def add_module_prefix(state_dict):
    return OrderedDict((k if re.match(r"module\.", k) else f"module.{k}", v) for k, v in state_dict.items())
