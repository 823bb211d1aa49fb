# Mistake: "returning `x` itself is fine when it is already channels_last" read as "nothing to do" - returns at once when the batch already is channels_last, so the model's 4-D weights are then never converted.
def to_channels_last(model, x):
    cl = torch.channels_last
    if x.is_contiguous(memory_format=cl):
        return model, x
    return model.to(memory_format=cl), x.to(memory_format=cl)
