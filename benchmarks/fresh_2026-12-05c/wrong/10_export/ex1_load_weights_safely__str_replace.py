# Mistake: "strip that leading prefix, and only it" (Pitfalls: str.replace("module.", "")) — replace removes every "module." so module.submodule.weight -> subweight and module.module.weight -> weight
def load_weights_safely(path):
    state = torch.load(path, map_location="cpu", weights_only=True)
    return {k.replace("module.", ""): v for k, v in state.items()}
