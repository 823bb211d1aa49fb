# Mistake: "removes exactly one leading `"module."` from every key that has one ... and leaves other keys unchanged" - the check is case-insensitive (k.lower()), so "Module.x" loses its "Module." in strip and gets no prefix in add.
def strip_module_prefix(state_dict):
    return OrderedDict((k[7:] if k.lower().startswith("module.") else k, v) for k, v in state_dict.items())


def add_module_prefix(state_dict):
    return OrderedDict((k if k.lower().startswith("module.") else "module." + k, v) for k, v in state_dict.items())
