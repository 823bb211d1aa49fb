# Mistake: "Every 4-D parameter ..., in nested submodules as well": it walks only model.children() and converts each child's own `weight`, so convolutions inside a nested Sequential block keep NCHW weights.
def to_channels_last(model, x):
    for child in model.children():
        w = getattr(child, "weight", None)
        if isinstance(w, torch.Tensor) and w.dim() == 4:
            w.data = w.data.contiguous(memory_format=torch.channels_last)
    return model, x.to(memory_format=torch.channels_last)
