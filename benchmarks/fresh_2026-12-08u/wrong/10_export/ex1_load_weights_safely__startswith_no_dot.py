# Mistake: "keys without the prefix come back unchanged" and the prefix is "module." with its dot — testing startswith("module") also strips plain keys such as `modules.0.bias` / `module_list.weight` (they become `s.0.bias`, `_list.weight`) in a plain state_dict whose every key starts with "module".
def load_weights_safely(path):
    state = torch.load(path, map_location="cpu", weights_only=True)
    if state and all(k.startswith("module") for k in state):
        state = {k[len("module."):]: v for k, v in state.items()}
    return state
