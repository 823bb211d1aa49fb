# Mistake: "Every 4-D parameter means `ConvTranspose2d` weights too, in nested submodules as well" (and "a custom layer holding its own 4-D weight") — converts only the weights of nn.Conv2d modules, so ConvTranspose2d and custom 4-D weights stay NCHW.
def to_channels_last(model, x):
    cl = torch.channels_last
    for m in model.modules():
        if isinstance(m, nn.Conv2d):
            m.weight.data = m.weight.data.contiguous(memory_format=cl)
    return model, x.contiguous(memory_format=cl)
