# Mistake: "may require grad: the converted batch must then still carry the gradient back to x": the conversion runs under torch.no_grad() ("a layout change is not part of the model"), so the returned batch is cut from x and no gradient reaches it.
def to_channels_last(model, x):
    with torch.no_grad():
        model = model.to(memory_format=torch.channels_last)
        x_cl = x.to(memory_format=torch.channels_last)
    return model, x_cl
