# Diagnosis: replace-anywhere
# Pitfall: str.replace removes "module." anywhere in a key, mangling names such as "submodule.weight".
def strip_module_prefix(state_dict):
    return OrderedDict((k.replace("module.", ""), v) for k, v in state_dict.items())


def add_module_prefix(state_dict):
    return OrderedDict(("module." + k, v) for k, v in state_dict.items())
