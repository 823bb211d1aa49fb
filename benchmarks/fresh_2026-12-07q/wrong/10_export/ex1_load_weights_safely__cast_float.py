# Mistake: "each tensor on the CPU with the dtype and values it was saved with" - this casts every tensor to float32 "ready for a plain model", changing float64, float16, bfloat16 and int64 tensors (e.g. BatchNorm's num_batches_tracked, or a float64 weight).
def load_weights_safely(path):
    state = torch.load(path, map_location="cpu", weights_only=True)
    return {k.removeprefix("module."): v.float() for k, v in state.items()}
