# Mistake: "if the keys start with `module.` ... strip that leading prefix, and only it; ... keys without the prefix come back unchanged" — tests startswith("module") and cuts 7 characters, so a plain state_dict whose keys are all like `module_list.weight` / `modules.0.bias` comes back as `list.weight` / `.0.bias`.
def load_weights_safely(path):
    state = torch.load(path, map_location="cpu", weights_only=True)
    if state and all(k.startswith("module") for k in state):
        state = {k[7:]: v for k, v in state.items()}
    return state
