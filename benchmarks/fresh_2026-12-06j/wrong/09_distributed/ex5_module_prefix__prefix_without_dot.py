# Mistake: "removes exactly one leading `"module."` from every key that has one ... and leaves other keys unchanged": the test is startswith("module") without the dot, so keys such as `module_list.0.weight`, `moduleweight` or a bare `module` lose their first 7 characters; the add side is right.
def strip_module_prefix(state_dict):
    out = OrderedDict()
    for key, value in state_dict.items():
        out[key[7:] if key.startswith("module") else key] = value
    return out


def add_module_prefix(state_dict):
    return OrderedDict((k if k.startswith("module.") else "module." + k, v) for k, v in state_dict.items())
