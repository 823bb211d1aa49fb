# Diagnosis: keys-mangled
# Pitfall: str.replace("module.", "") also mangles inner names such as module.submodule.weight.
def load_weights_safely(path):
    state = torch.load(path, map_location="cpu", weights_only=True)
    return {key.replace("module.", ""): value for key, value in state.items()}
