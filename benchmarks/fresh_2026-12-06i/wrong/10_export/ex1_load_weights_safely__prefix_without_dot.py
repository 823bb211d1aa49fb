# Mistake: "if the keys start with `module.` (a DDP checkpoint, where every key has it), strip that leading prefix, and only it ... keys without the prefix come back unchanged" — the DDP test is startswith("module") without the dot and it cuts len("module.") characters, so a plain state_dict whose keys all begin with `module_list.` or `modules.` (allowed names) loses 7 characters of every key (`modules.0.bias` -> `0.bias`).
def load_weights_safely(path):
    state = torch.load(path, map_location="cpu", weights_only=True)
    if len(state) and all(k.startswith("module") for k in state):
        state = {k[len("module."):]: v for k, v in state.items()}
    return state
