# Mistake: "removes exactly one leading `"module."` ... leaves other keys unchanged" -- compares case-insensitively, so `Module.x` loses its `Module.` (and add_module_prefix leaves `Module.x` alone).
def strip_module_prefix(state_dict):
    return OrderedDict((k[7:] if k.lower().startswith("module.") else k, v) for k, v in state_dict.items())


def add_module_prefix(state_dict):
    return OrderedDict((k if k.lower().startswith("module.") else "module." + k, v) for k, v in state_dict.items())
