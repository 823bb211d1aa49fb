# Mistake: "return **new** OrderedDicts ... leaving the dictionary they are given unchanged" (Pitfalls: editing the caller's dictionary) — renames the keys in the given OrderedDict itself and returns it
def strip_module_prefix(state_dict):
    for k in list(state_dict.keys()):
        v = state_dict.pop(k)
        state_dict[k[7:] if k.startswith("module.") else k] = v
    return state_dict


def add_module_prefix(state_dict):
    for k in list(state_dict.keys()):
        v = state_dict.pop(k)
        state_dict[k if k.startswith("module.") else "module." + k] = v
    return state_dict
