# Mistake: "if the keys start with `module.` ... strip that leading prefix, and only it; keys without the prefix come back unchanged": this tests startswith("module") without the dot, so a plain checkpoint whose keys are all like `module_list.weight` / `modules.0.bias` loses 7 characters from each key.
def load_weights_safely(path):
    state = torch.load(path, map_location="cpu", weights_only=True)
    if state and all(k.startswith("module") for k in state):   # saved from a DDP wrapper
        state = {k[len("module."):]: v for k, v in state.items()}
    return state
