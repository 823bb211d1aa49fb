# Mistake: "may be float64" / "a model of `x`'s dtype" — casts the batch with .float() on the way to channels_last, so a float64 batch becomes float32 and no longer matches the float64 model.
def to_channels_last(model, x):
    cl = torch.channels_last
    return model.to(memory_format=cl), x.float().to(memory_format=cl)
