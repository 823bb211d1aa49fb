# Mistake: "removes exactly one leading `"module."`" - the pattern "^module." leaves the dot unescaped, so it also matches "module" plus any character: "module_list.0.weight" becomes "list.0.weight" and "moduleweight" becomes "eight".
import re

def strip_module_prefix(state_dict):
    return OrderedDict((re.sub("^module.", "", k), v) for k, v in state_dict.items())


def add_module_prefix(state_dict):
    return OrderedDict((k if re.match("^module.", k) else "module." + k, v) for k, v in state_dict.items())
