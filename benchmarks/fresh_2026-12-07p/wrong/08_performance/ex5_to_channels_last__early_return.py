# Mistake: "returning x itself is fine when it is already channels_last" (the x, not the model): when the batch already is channels_last the function returns at once, so the model's 4-D weights are left NCHW for an input that arrives in channels_last.
def to_channels_last(model, x):
    cl = torch.channels_last
    if x.is_contiguous(memory_format=cl):
        return model, x                              # nothing to convert
    return model.to(memory_format=cl), x.to(memory_format=cl)
