# Mistake: "`add_module_prefix(state_dict)` puts `"module."` in front of every key that does not already start with it" — it tests startswith("module") without the dot, so `module_list.0.weight`, `moduleweight` and a bare `module` key get no prefix.
def strip_module_prefix(state_dict):
    out = OrderedDict()
    for key, value in state_dict.items():
        out[key[len("module."):] if key.startswith("module.") else key] = value
    return out


def add_module_prefix(state_dict):
    out = OrderedDict()
    for key, value in state_dict.items():
        out[key if key.startswith("module") else "module." + key] = value
    return out
