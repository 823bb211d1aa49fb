# Mistake: "each tensor on the CPU with the dtype and values it was saved with" — normalises every tensor to float32 for "a plain model", which changes float64/float16/bfloat16 weights and turns int64 buffers into floats
def load_weights_safely(path):
    state = torch.load(path, map_location="cpu", weights_only=True)
    strip = bool(state) and all(k.startswith("module.") for k in state)
    return {(k.removeprefix("module.") if strip else k): v.float() for k, v in state.items()}
