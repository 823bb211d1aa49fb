# Mistake: "`add_module_prefix(state_dict)` puts `"module."` in front of every key that does not already start with it" - the test is k.startswith("module") without the dot, so keys such as "module_list.0.weight", "moduleweight" or "module" get no prefix (and strip cuts 7 characters off them).
def strip_module_prefix(state_dict):
    out = OrderedDict()
    for k, v in state_dict.items():
        out[k[7:] if k.startswith("module") else k] = v
    return out


def add_module_prefix(state_dict):
    out = OrderedDict()
    for k, v in state_dict.items():
        out[k if k.startswith("module") else "module." + k] = v
    return out
