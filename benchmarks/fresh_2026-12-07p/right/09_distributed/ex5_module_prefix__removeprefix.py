# Right: uses str.removeprefix for stripping and a conditional concatenation for adding, building the new OrderedDicts with update() from generators.
def strip_module_prefix(state_dict):
    out = OrderedDict()
    out.update((key.removeprefix("module."), tensor) for key, tensor in state_dict.items())
    return out


def add_module_prefix(state_dict):
    out = OrderedDict()
    out.update((key if key.startswith("module.") else f"module.{key}", tensor)
               for key, tensor in state_dict.items())
    return out
