# Mistake: "strip that leading prefix, and only it" — a while loop strips `module.` repeatedly, so a DDP checkpoint of a model holding a submodule called `module` (`module.module.weight`) comes back as `weight` instead of `module.weight`.
def load_weights_safely(path):
    state = torch.load(path, map_location="cpu", weights_only=True)
    if state and all(k.startswith("module.") for k in state):
        out = {}
        for k, v in state.items():
            while k.startswith("module."):     # DDP may wrap more than once
                k = k[len("module."):]
            out[k] = v
        state = out
    return state
