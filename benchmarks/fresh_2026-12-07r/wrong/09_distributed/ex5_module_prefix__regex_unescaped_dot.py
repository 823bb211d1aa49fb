# Mistake: "removes exactly one leading `"module."`" -- the regex ^module. has an unescaped dot, so `moduleweight` becomes `eight` and `module_list.0.weight` becomes `list.0.weight`.
import re

def strip_module_prefix(state_dict):
    return OrderedDict((re.sub(r"^module.", "", k, count=1), v) for k, v in state_dict.items())


def add_module_prefix(state_dict):
    return OrderedDict((k if k.startswith("module.") else "module." + k, v) for k, v in state_dict.items())
