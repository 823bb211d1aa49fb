# Mistake: "letters that str.lstrip would eat (module.encoder.w)" — lstrip("module.") strips the *characters* m,o,d,u,l,e,. so module.encoder.w -> ncoder.w and moduleweight -> weight
from collections import OrderedDict

def strip_module_prefix(state_dict):
    return OrderedDict((k.lstrip("module."), v) for k, v in state_dict.items())


def add_module_prefix(state_dict):
    return OrderedDict((k if k.startswith("module.") else "module." + k, v) for k, v in state_dict.items())
