# Mistake: "removes a leading "module." ... and leaves other keys unchanged" (Pitfalls: str.replace) — replace("module.", "") also mangles b.module.x -> b.x, submodule.weight -> subweight, and strips both prefixes of module.module.y
from collections import OrderedDict

def strip_module_prefix(state_dict):
    return OrderedDict((k.replace("module.", ""), v) for k, v in state_dict.items())


def add_module_prefix(state_dict):
    return OrderedDict((k if k.startswith("module.") else "module." + k, v) for k, v in state_dict.items())
