# Mistake: "`strip_module_prefix(state_dict)` removes exactly one leading `"module."` from every key that has one ... and leaves other keys unchanged": the test is startswith("module") without the dot, so keys such as `module_list.0.weight` become `list.0.weight`, `moduleweight` becomes `eight` and `module` becomes an empty string.
def strip_module_prefix(state_dict):
    out = OrderedDict()
    for key, value in state_dict.items():
        out[key[len("module."):] if key.startswith("module") else key] = value
    return out


def add_module_prefix(state_dict):
    return OrderedDict((k if k.startswith("module.") else "module." + k, v) for k, v in state_dict.items())
