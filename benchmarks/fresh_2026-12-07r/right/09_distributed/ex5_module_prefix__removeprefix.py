# Right: str.removeprefix for strip and a partition-based check for add, building the OrderedDict in a loop.
def strip_module_prefix(state_dict):
    out = OrderedDict()
    for key, tensor in state_dict.items():
        out[key.removeprefix("module.")] = tensor
    return out


def add_module_prefix(state_dict):
    out = OrderedDict()
    for key, tensor in state_dict.items():
        head, sep, _ = key.partition(".")
        out[key if (head == "module" and sep) else "module." + key] = tensor
    return out
