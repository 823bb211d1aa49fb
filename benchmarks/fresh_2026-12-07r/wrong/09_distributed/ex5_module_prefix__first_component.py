# Mistake: "every key that does not already start with it [`module.`]" -- decides by the first dotted component, so the bare key `module` counts as prefixed and stays `module` instead of becoming `module.module` (and strip_module_prefix fails on it).
def strip_module_prefix(state_dict):
    out = OrderedDict()
    for k, v in state_dict.items():
        head, _, rest = k.partition(".")
        out[rest if head == "module" and rest else k] = v
    return out


def add_module_prefix(state_dict):
    out = OrderedDict()
    for k, v in state_dict.items():
        out[k if k.split(".")[0] == "module" else "module." + k] = v
    return out
