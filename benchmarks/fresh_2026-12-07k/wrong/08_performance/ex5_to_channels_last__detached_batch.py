# Mistake: "The batch ... may require grad: the converted batch must then still carry the gradient back to x": building the converted batch from x.detach() (to leave the caller's x untouched) cuts it from x, so no gradient reaches x.
def to_channels_last(model, x):
    model = model.to(memory_format=torch.channels_last)
    x_cl = x.detach().clone(memory_format=torch.channels_last)
    x_cl.requires_grad_(x.requires_grad)
    return model, x_cl
