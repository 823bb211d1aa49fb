# Mistake: "if the keys start with `module.` ... strip that leading prefix ... keys without the prefix come back unchanged": the test is startswith("module") and 7 characters are cut, so plain keys such as `module_list.weight` or `modules.0.bias` become `list.weight` and `.0.bias`.
def load_weights_safely(path):
    state = torch.load(path, map_location="cpu", weights_only=True)
    return {(k[7:] if k.startswith("module") else k): v for k, v in state.items()}
