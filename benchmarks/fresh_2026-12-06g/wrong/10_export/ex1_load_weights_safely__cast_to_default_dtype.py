# Mistake: "the result: a `dict` ... each tensor on the CPU with the dtype and values it was saved with" — makes the weights "ready for a plain model" by casting every floating tensor to torch.get_default_dtype(): float16, bfloat16 and float64 weights come back as float32 (and the result follows the caller's default dtype, a global setting)
def load_weights_safely(path):
    state = torch.load(path, map_location="cpu", weights_only=True)
    prefixed = len(state) > 0 and all(k.startswith("module.") for k in state)
    out = {}
    for k, v in state.items():
        if prefixed:
            k = k[len("module."):]
        out[k] = v.to(torch.get_default_dtype()) if v.is_floating_point() else v
    return out
