# Mistake: "if the keys start with `module.` ... strip that leading prefix, and only it ... keys without the prefix come back unchanged" -- tests startswith("module") without the dot, so a plain state_dict whose keys are `module_list.weight` or `modules.0.bias` is cut to `ist.weight` / `.0.bias`.
def load_weights_safely(path):
    state = torch.load(path, map_location="cpu", weights_only=True)
    if state and all(k.startswith("module") for k in state):
        return OrderedDict((k[7:], v) for k, v in state.items())
    return state
