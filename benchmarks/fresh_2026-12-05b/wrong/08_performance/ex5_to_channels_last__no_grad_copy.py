# Mistake: "may require grad: the converted batch must then still carry the gradient back to `x`" -- converts the batch under torch.no_grad(), cutting it from x's graph.
def to_channels_last(model, x):
    model.to(memory_format=torch.channels_last)
    with torch.no_grad():
        x_cl = x.contiguous(memory_format=torch.channels_last)
    return model, x_cl
