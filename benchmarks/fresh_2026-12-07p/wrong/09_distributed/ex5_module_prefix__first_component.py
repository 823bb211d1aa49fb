# Mistake: "puts `"module."` in front of every key that does not already start with it": add_module_prefix checks whether the key's first dotted component is `module`, so the bare key `module` (which does not start with `module.`) is left as `module` instead of becoming `module.module`.
def strip_module_prefix(state_dict):
    out = OrderedDict()
    for key, value in state_dict.items():
        head, dot, rest = key.partition(".")
        out[rest if head == "module" and dot else key] = value
    return out


def add_module_prefix(state_dict):
    out = OrderedDict()
    for key, value in state_dict.items():
        out[key if key.split(".", 1)[0] == "module" else "module." + key] = value
    return out
