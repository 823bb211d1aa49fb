# Diagnosis: domain-wrong-result
# Pitfall: converts every tensor to float32: float64, float16 and int64 entries change dtype.
def load_weights_safely(path):
    state = torch.load(path, map_location="cpu", weights_only=True)
    return {k.removeprefix("module."): v.float() for k, v in state.items()}
