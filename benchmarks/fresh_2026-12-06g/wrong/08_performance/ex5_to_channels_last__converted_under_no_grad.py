# Mistake: "may require grad: the converted batch must then still carry the gradient back to `x`" — does the whole conversion under torch.no_grad() ("a layout change needs no gradients"), so for a leaf x that requires grad the returned batch is detached: requires_grad False and nothing flows back to x
def to_channels_last(model, x):
    with torch.no_grad():
        model = model.to(memory_format=torch.channels_last)
        x_cl = x.to(memory_format=torch.channels_last)
    return model, x_cl
