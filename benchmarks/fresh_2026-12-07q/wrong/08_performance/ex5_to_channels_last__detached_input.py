# Mistake: "may require grad: the converted batch must then still carry the gradient back to `x`": the batch is converted from x.detach() (to leave the caller's x alone), so no gradient reaches x.
def to_channels_last(model, x):
    model = model.to(memory_format=torch.channels_last)
    x_cl = x.detach().contiguous(memory_format=torch.channels_last)
    if x.requires_grad:
        x_cl.requires_grad_(True)
    return model, x_cl
