# Mistake: "removes exactly one leading "module."" / "puts "module." in front of every key that does not already start with it": the test is made case-insensitive, so a key such as `Module.x` (in the prompt's list) is stripped to `x` and never gets the prefix added.
from collections import OrderedDict

PREFIX = "module."

def _has_prefix(key):
    return key.lower().startswith(PREFIX)      # DDP, DataParallel, Module...: any spelling

def strip_module_prefix(state_dict):
    return OrderedDict((k[len(PREFIX):] if _has_prefix(k) else k, v) for k, v in state_dict.items())


def add_module_prefix(state_dict):
    return OrderedDict((k if _has_prefix(k) else PREFIX + k, v) for k, v in state_dict.items())
