# Mistake: "The batch ... may require grad: the converted batch must then still carry the gradient back to x": the batch is converted from x.detach() (to leave the caller's x alone), which cuts the graph, so no gradient reaches a leaf x that requires grad.
def to_channels_last(model, x):
    cl = torch.channels_last
    model = model.to(memory_format=cl)
    x_cl = x.detach().to(memory_format=cl)          # a new tensor; the caller's x is not touched
    return model, x_cl
