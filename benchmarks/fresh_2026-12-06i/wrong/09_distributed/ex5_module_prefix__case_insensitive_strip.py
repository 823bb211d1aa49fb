# Mistake: "removes exactly one leading `\"module.\"` from every key that has one ... and leaves other keys unchanged" — the prefix test is case-insensitive (k.lower().startswith("module.")), so a key such as `Module.x`, which does not have the prefix, loses its first 7 characters and becomes `x`.
def strip_module_prefix(state_dict):
    out = OrderedDict()
    for k, v in state_dict.items():
        out[k[7:] if k.lower().startswith("module.") else k] = v     # tolerate "Module." too
    return out


def add_module_prefix(state_dict):
    out = OrderedDict()
    for k, v in state_dict.items():
        out[k if k.startswith("module.") else "module." + k] = v
    return out
