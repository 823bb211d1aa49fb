# Right: strip uses str.removeprefix; add is written as "module." + k.removeprefix("module."), which leaves prefixed keys as they are and prefixes the others.
def strip_module_prefix(state_dict):
    result = OrderedDict()
    for key in state_dict:
        result[key.removeprefix("module.")] = state_dict[key]
    return result


def add_module_prefix(state_dict):
    result = OrderedDict()
    for key in state_dict:
        result["module." + key.removeprefix("module.")] = state_dict[key]
    return result
