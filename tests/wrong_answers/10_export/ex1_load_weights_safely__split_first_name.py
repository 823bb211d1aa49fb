# Diagnosis: keys-mangled
# Pitfall: drops the first component of every key, prefix or not, so a plain state_dict loses its module names.
def load_weights_safely(path):
    state = torch.load(path, map_location="cpu", weights_only=True)
    return {key.split(".", 1)[1]: value for key, value in state.items()}
