# Mistake: "`add_module_prefix(state_dict)` puts `"module."` in front of every key that does not already start with it": "already prefixed" is tested with startswith("module"), so keys such as `module_list.0.weight`, `moduleweight` or a bare `module` are left without the prefix.
def strip_module_prefix(state_dict):
    return OrderedDict((k.removeprefix("module."), v) for k, v in state_dict.items())


def add_module_prefix(state_dict):
    out = OrderedDict()
    for key, value in state_dict.items():
        out[key if key.startswith("module") else "module." + key] = value
    return out
