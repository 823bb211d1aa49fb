# Mistake: "if the keys start with `module.` ... strip that leading prefix, and only it; keys without the prefix come back unchanged": the check is startswith("module") without the dot, so a plain state_dict with keys such as `module_list.weight` or `modules.0.bias` loses 7 characters (`list.weight`, `.0.bias`).
from collections import OrderedDict

def load_weights_safely(path):
    state = torch.load(path, map_location="cpu", weights_only=True)
    return OrderedDict((k[7:] if k.startswith("module") else k, v) for k, v in state.items())
