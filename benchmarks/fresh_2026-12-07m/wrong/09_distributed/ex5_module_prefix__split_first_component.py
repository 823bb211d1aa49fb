# Mistake: keys may be names such as "`module`" (with 0, 1 or 2 leading `module.`): strip splits off the first dotted component when it is "module", which raises IndexError on a key that is just `module` (no dot to split at).
def strip_module_prefix(state_dict):
    out = OrderedDict()
    for key, value in state_dict.items():
        first = key.split(".")[0]
        out[key.split(".", 1)[1] if first == "module" else key] = value
    return out


def add_module_prefix(state_dict):
    out = OrderedDict()
    for key, value in state_dict.items():
        out[key if key.split(".")[0] == "module" and "." in key else "module." + key] = value
    return out
