# Mistake: "the result: ... each tensor on the CPU with the dtype and values it was saved with" — to make the weights "ready for a plain model" on the CPU every floating tensor is cast to float32, so float64, float16 and bfloat16 tensors come back as float32.
def load_weights_safely(path):
    state = torch.load(path, map_location="cpu", weights_only=True)
    if state and all(k.startswith("module.") for k in state):
        state = {k[len("module."):]: v for k, v in state.items()}
    return {k: (v.float() if v.is_floating_point() else v) for k, v in state.items()}
