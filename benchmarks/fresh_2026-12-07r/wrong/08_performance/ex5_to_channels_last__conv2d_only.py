# Mistake: "Every 4-D parameter means ConvTranspose2d weights too, in nested submodules as well": converting only nn.Conv2d weights leaves ConvTranspose2d weights (not a Conv2d subclass) and a custom layer's own 4-D weight in NCHW.
def to_channels_last(model, x):
    for module in model.modules():
        if isinstance(module, nn.Conv2d):
            module.weight.data = module.weight.data.contiguous(memory_format=torch.channels_last)
    return model, x.contiguous(memory_format=torch.channels_last)
