# Mistake: "`strip_module_prefix(state_dict)` removes exactly one leading `"module."` ... and leaves other keys unchanged": the test is startswith("module") without the dot, so keys such as `moduleweight`, `module_list.0.weight` or `module` lose characters ("eight", "ist.0.weight", "").
def strip_module_prefix(state_dict):
    prefix = "module."
    return OrderedDict((k[len(prefix):] if k.startswith("module") else k, v) for k, v in state_dict.items())


def add_module_prefix(state_dict):
    return OrderedDict((k if k.startswith("module.") else "module." + k, v) for k, v in state_dict.items())
