# Mistake: "each tensor on the CPU with the dtype and values it was saved with" — converts every tensor with .float() to make it "ready for the model", changing float64/float16/bfloat16/int64 tensors
def load_weights_safely(path):
    state = torch.load(path, map_location="cpu", weights_only=True)
    strip = len(state) > 0 and all(k.startswith("module.") for k in state)
    return {(k[7:] if strip else k): v.float() for k, v in state.items()}
