# Mistake: "strip that leading prefix, and only it" (Pitfalls: str.lstrip("module.") strips characters) — module.decoder.weight becomes coder.weight, and plain keys such as modules.0.bias lose letters too
def load_weights_safely(path):
    state = torch.load(path, map_location="cpu", weights_only=True)
    return {k.lstrip("module."): v for k, v in state.items()}
