# Mistake: "`add_module_prefix(state_dict)` puts `"module."` in front of every key that does not already start with it" — it looks at the key's first dotted component, so a bare key `module` (a parameter named module) counts as already prefixed and comes back without "module.".
def strip_module_prefix(state_dict):
    out = OrderedDict()
    for key, value in state_dict.items():
        head, dot, rest = key.partition(".")
        out[rest if head == "module" and dot else key] = value
    return out


def add_module_prefix(state_dict):
    out = OrderedDict()
    for key, value in state_dict.items():
        out[key if key.partition(".")[0] == "module" else "module." + key] = value
    return out
