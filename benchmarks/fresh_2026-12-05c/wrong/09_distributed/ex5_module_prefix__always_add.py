# Mistake: "puts "module." in front of every key that does not already start with it (so it is safe to call twice)" (Pitfalls: adding the prefix twice) — prefixes every key, so module.w becomes module.module.w
from collections import OrderedDict

def strip_module_prefix(state_dict):
    return OrderedDict((k[len("module."):] if k.startswith("module.") else k, v) for k, v in state_dict.items())


def add_module_prefix(state_dict):
    return OrderedDict(("module." + k, v) for k, v in state_dict.items())
