# Diagnosis: lstrip-chars
# Pitfall: str.lstrip("module.") strips any of those characters from the start, not the prefix.
def strip_module_prefix(state_dict):
    return OrderedDict((k.lstrip("module."), v) for k, v in state_dict.items())


def add_module_prefix(state_dict):
    return OrderedDict((k if k.startswith("module.") else "module." + k, v) for k, v in state_dict.items())
