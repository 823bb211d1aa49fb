# Mistake: "`strip_module_prefix(state_dict)` removes a leading `"module."`" — the regex ^(module\.)+ removes every leading repetition, so `module.module.y` becomes `y` instead of `module.y`
import re
from collections import OrderedDict

def strip_module_prefix(state_dict):
    return OrderedDict((re.sub(r"^(module\.)+", "", k), v) for k, v in state_dict.items())


def add_module_prefix(state_dict):
    return OrderedDict((k if k.startswith("module.") else f"module.{k}", v) for k, v in state_dict.items())
