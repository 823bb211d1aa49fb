# Mistake: "the converted batch must then still carry the gradient back to `x`" — does the whole conversion under torch.no_grad() (it is "only a layout change"), so the returned batch is cut off from a leaf x that requires grad
def to_channels_last(model, x):
    cl = torch.channels_last
    with torch.no_grad():
        model = model.to(memory_format=cl)
        x_cl = x.contiguous(memory_format=cl)
        if x_cl is x:
            x_cl = x.clone(memory_format=cl)
    return model, x_cl
