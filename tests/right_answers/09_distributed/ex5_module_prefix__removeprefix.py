# str.removeprefix (Python 3.9+) does exactly "remove it if it is there".
def strip_module_prefix(state_dict):
    out = OrderedDict()
    for key, value in state_dict.items():
        out[key.removeprefix("module.")] = value
    return out


def add_module_prefix(state_dict):
    out = OrderedDict()
    for key, value in state_dict.items():
        out["module." + key.removeprefix("module.")] = value
    return out
