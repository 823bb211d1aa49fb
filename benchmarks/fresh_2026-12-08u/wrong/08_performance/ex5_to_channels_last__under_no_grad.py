# Mistake: "may require grad: the converted batch must then still carry the gradient back to `x`" — does the conversion under torch.no_grad() (it is "not training"), so the returned batch has no grad_fn and no gradient reaches a leaf x that requires grad.
def to_channels_last(model, x):
    cl = torch.channels_last
    with torch.no_grad():
        model = model.to(memory_format=cl)
        x_cl = x.to(memory_format=cl)
    return model, x_cl
