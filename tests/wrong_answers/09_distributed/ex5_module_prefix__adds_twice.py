# Diagnosis: prefix-doubled
# Pitfall: adds the prefix to every key, so a second call (or an already wrapped checkpoint) gets it twice.
def strip_module_prefix(state_dict):
    return OrderedDict((k[len("module."):] if k.startswith("module.") else k, v) for k, v in state_dict.items())


def add_module_prefix(state_dict):
    return OrderedDict(("module." + k, v) for k, v in state_dict.items())
