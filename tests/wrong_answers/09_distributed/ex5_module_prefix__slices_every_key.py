# Diagnosis: sliced-unprefixed
# Pitfall: slices 7 characters off every key and prefixes every key, whether or not the prefix is there.
def strip_module_prefix(state_dict):
    return OrderedDict((k[7:], v) for k, v in state_dict.items())


def add_module_prefix(state_dict):
    return OrderedDict(("module." + k, v) for k, v in state_dict.items())
