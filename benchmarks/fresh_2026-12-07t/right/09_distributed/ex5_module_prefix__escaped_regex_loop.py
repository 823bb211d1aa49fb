# Right: an anchored, escaped regular expression (re.escape) and an explicit loop filling a new OrderedDict, with the prefix as a keyword argument with a default.
import re


def strip_module_prefix(state_dict, prefix="module."):
    pattern = re.compile(re.escape(prefix))
    out = OrderedDict()
    for key, value in state_dict.items():
        match = pattern.match(key)
        out[key[match.end():] if match else key] = value
    return out


def add_module_prefix(state_dict, prefix="module."):
    out = OrderedDict()
    for key, value in state_dict.items():
        out[key if key.startswith(prefix) else prefix + key] = value
    return out
