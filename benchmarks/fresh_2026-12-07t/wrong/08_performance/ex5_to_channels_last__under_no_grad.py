# Mistake: "The batch ... may require grad: the converted batch must then still carry the gradient back to `x`": the conversion runs under torch.no_grad(), so for a leaf x that requires grad the returned batch is cut off from x and no gradient reaches it.
def to_channels_last(model, x):
    with torch.no_grad():               # a layout change, nothing to differentiate
        model = model.to(memory_format=torch.channels_last)
        x_cl = x.to(memory_format=torch.channels_last)
    return model, x_cl
