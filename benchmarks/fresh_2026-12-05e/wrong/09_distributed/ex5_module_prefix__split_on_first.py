# Mistake: "removes a leading `"module."` ... and leaves other keys unchanged" — k.split("module.", 1)[-1] cuts at the first "module." anywhere, so `b.module.x` becomes `x` and `submodule.weight` becomes `weight`
from collections import OrderedDict

def strip_module_prefix(state_dict):
    return OrderedDict((k.split("module.", 1)[-1], v) for k, v in state_dict.items())


def add_module_prefix(state_dict):
    return OrderedDict((k if k.startswith("module.") else "module." + k, v) for k, v in state_dict.items())
