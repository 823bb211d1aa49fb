# Mistake: "removes exactly one leading `"module."` from every key that has one ... and leaves other keys unchanged": the test is `k.startswith("module")` without the dot, so keys such as `module_list.0.weight`, `moduleweight` or `module` lose their first 7 characters when stripped, and add_module_prefix leaves them unprefixed.
def strip_module_prefix(state_dict):
    out = OrderedDict()
    for key, value in state_dict.items():
        out[key[len("module."):] if key.startswith("module") else key] = value
    return out


def add_module_prefix(state_dict):
    out = OrderedDict()
    for key, value in state_dict.items():
        out[key if key.startswith("module") else "module." + key] = value
    return out
