# Mistake: "may require grad: the converted batch must then still carry the gradient back to x" — converts a detached copy of the batch, so no gradient reaches x through the returned batch.
def to_channels_last(model, x):
    model = model.to(memory_format=torch.channels_last)
    x_cl = x.detach().to(memory_format=torch.channels_last)
    return model, x_cl
