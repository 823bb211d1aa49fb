# Mistake: "strip that leading prefix, and only it ... keys without the prefix come back unchanged" - tests k.startswith("module") without the dot and cuts 7 characters, so plain keys such as module_list.weight or modules.0.bias are mangled (list.weight, s.0.bias ... ).
def load_weights_safely(path):
    state = torch.load(path, map_location="cpu", weights_only=True)
    return {(k[7:] if k.startswith("module") else k): v for k, v in state.items()}
