# Mistake: "if the keys start with `module.` ... keys without the prefix come back unchanged": the test is startswith("module") without the dot, so a plain state_dict whose keys are all `module_list.weight`-like gets 7 characters cut (`ist.weight`).
def load_weights_safely(path):
    state = torch.load(path, map_location="cpu", weights_only=True)
    prefix = "module"
    if state and all(k.startswith(prefix) for k in state):
        return {k[len(prefix) + 1:]: v for k, v in state.items()}   # drop "module" and its dot
    return state
