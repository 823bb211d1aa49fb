# Mistake: "The batch ... may require grad: the converted batch must then still carry the gradient back to `x`" — converts `x.detach()` (to avoid an extra autograd node for a mere layout change), so no gradient reaches the caller's `x`.
def to_channels_last(model, x):
    model = model.to(memory_format=torch.channels_last)
    x_cl = x.detach().contiguous(memory_format=torch.channels_last)
    if x.requires_grad:
        x_cl.requires_grad_()
    return model, x_cl
