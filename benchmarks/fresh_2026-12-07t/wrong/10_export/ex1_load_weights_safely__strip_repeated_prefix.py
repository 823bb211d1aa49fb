# Mistake: "strip that leading prefix, and only it": the while loop strips every leading `module.`, so a DDP key `module.module.weight` (the inner model holds a submodule called `module`) becomes `weight` instead of `module.weight`.
def load_weights_safely(path):
    state = torch.load(path, map_location="cpu", weights_only=True)
    if not all(k.startswith("module.") for k in state):
        return state
    cleaned = {}
    for key, value in state.items():
        while key.startswith("module."):
            key = key[len("module."):]
        cleaned[key] = value
    return cleaned
