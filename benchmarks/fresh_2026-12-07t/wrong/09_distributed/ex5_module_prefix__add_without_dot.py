# Mistake: "`add_module_prefix(state_dict)` puts `"module."` in front of every key that does not already start with it": the test is startswith("module"), so keys such as `module_list.0.weight`, `moduleweight` or `module` get no prefix.
def strip_module_prefix(state_dict):
    return OrderedDict((k.removeprefix("module."), v) for k, v in state_dict.items())


def add_module_prefix(state_dict):
    return OrderedDict((k if k.startswith("module") else f"module.{k}", v) for k, v in state_dict.items())
