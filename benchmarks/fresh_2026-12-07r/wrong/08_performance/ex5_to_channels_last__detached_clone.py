# Mistake: "may require grad: the converted batch must then still carry the gradient back to x": cloning a detached copy (to be sure the caller's x is left alone) gives a batch with no path back to x, so x gets no gradient.
def to_channels_last(model, x):
    model = model.to(memory_format=torch.channels_last)
    x_cl = x.detach().clone(memory_format=torch.channels_last)
    if x.requires_grad:
        x_cl.requires_grad_(True)
    return model, x_cl
