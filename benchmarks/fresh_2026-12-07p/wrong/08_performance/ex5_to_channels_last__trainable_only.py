# Mistake: "every 4-D parameter of the returned model are channels_last" with "possibly with a frozen parameter": only the trainable parameters are converted, so a frozen (requires_grad=False) convolution weight stays NCHW.
def to_channels_last(model, x):
    cl = torch.channels_last
    for p in filter(lambda p: p.requires_grad, model.parameters()):
        if p.dim() == 4:
            p.data = p.data.contiguous(memory_format=cl)
    return model, x.contiguous(memory_format=cl)
